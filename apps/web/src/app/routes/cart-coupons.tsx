import { useSearchParams } from 'react-router';
import { CouponsScreen } from '../../features/coupons/components/coupons-screen';
import { CartKindProvider } from '../../lib/cart/cart-kind';

/** `/cart/coupons` (`?cart=grocery`: for the grocery cart). */
export function Component() {
  const [params] = useSearchParams();
  return (
    <CartKindProvider kind={params.get('cart') === 'grocery' ? 'grocery' : 'food'}>
      <CouponsScreen />
    </CartKindProvider>
  );
}
