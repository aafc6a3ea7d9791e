import { useParams } from 'react-router';
import { RunningOrderScreen } from '../../features/orders/components/running-order-screen';

/** `/running-order/:unique_order_id`. */
export function Component() {
  const { unique_order_id: uniqueOrderId = '' } = useParams();
  return <RunningOrderScreen key={uniqueOrderId} uniqueOrderId={uniqueOrderId} />;
}
