import { CompletedOrdersScreen } from '../../features/delivery/components/completed-orders-screen';

/** `/delivery/completed-orders`. */
export function Component() {
  return <CompletedOrdersScreen />;
}
