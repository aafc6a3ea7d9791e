import { CartScreen } from '../../features/cart/components/cart-screen';
import { CartKindProvider } from '../../lib/cart/cart-kind';
import '../../lib/i18n/grocery-strings';

/** `/grocery-cart`: the cart screen on the grocery cart. */
export function Component() {
  return (
    <CartKindProvider kind="grocery">
      <CartScreen />
    </CartKindProvider>
  );
}
