import { DeliveryOrdersScreen } from '../../features/delivery/components/delivery-orders-screen';

/** `/delivery` (the rider home) and `/delivery/orders`: the login first when no rider is signed in. */
export function Component() {
  return <DeliveryOrdersScreen />;
}
