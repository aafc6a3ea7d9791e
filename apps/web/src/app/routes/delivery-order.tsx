import { useParams } from 'react-router';
import { DeliveryOrderScreen } from '../../features/delivery/components/delivery-order-screen';

/** `/delivery/orders/:unique_order_id`. */
export function Component() {
  const { unique_order_id: uniqueOrderId = '' } = useParams();
  return <DeliveryOrderScreen key={uniqueOrderId} uniqueOrderId={uniqueOrderId} />;
}
