import { useSearchParams } from 'react-router';
import { ApplyCouponScreen } from '../../features/coupons/components/apply-coupon-screen';
import { CartKindProvider } from '../../lib/cart/cart-kind';

/** `/cart/apply-coupon` (`?cart=grocery`: for the grocery cart). */
export function Component() {
  const [params] = useSearchParams();
  return (
    <CartKindProvider kind={params.get('cart') === 'grocery' ? 'grocery' : 'food'}>
      <ApplyCouponScreen />
    </CartKindProvider>
  );
}
