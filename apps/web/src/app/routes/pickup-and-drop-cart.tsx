import { PickupDropCartScreen } from '../../features/pickup-drop/components/pickup-drop-cart-screen';

/** `/pickup-and-drop/cart`. */
export function Component() {
  return <PickupDropCartScreen />;
}
