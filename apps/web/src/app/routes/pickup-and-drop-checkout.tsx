import { PickupDropCheckoutScreen } from '../../features/pickup-drop/components/pickup-drop-checkout-screen';

/** `/pickup-and-drop/checkout`. */
export function Component() {
  return <PickupDropCheckoutScreen />;
}
