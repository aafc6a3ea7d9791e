import { CheckoutScreen } from '../../features/checkout/components/checkout-screen';

/** `/checkout`. */
export function Component() {
  return <CheckoutScreen />;
}
