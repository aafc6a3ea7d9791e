import { CheckoutScreen } from '../../features/checkout/components/checkout-screen';
import { CartKindProvider } from '../../lib/cart/cart-kind';
import '../../lib/i18n/grocery-strings';

/** `/grocery-checkout`: the one checkout, on the grocery cart (orders of kind `grocery`). */
export function Component() {
  return (
    <CartKindProvider kind="grocery">
      <CheckoutScreen />
    </CartKindProvider>
  );
}
