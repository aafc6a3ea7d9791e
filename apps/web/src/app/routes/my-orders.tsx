import { MyOrdersScreen } from '../../features/orders/components/my-orders-screen';

/** `/my-orders`. */
export function Component() {
  return <MyOrdersScreen />;
}
