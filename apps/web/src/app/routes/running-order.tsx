import { useParams } from 'react-router';
import { RunningOrderScreen } from '../../features/orders/components/running-order-screen';

/** `/running-order/:unique_order_id`. */
export function Component() {
  const { unique_order_id: uniqueOrderId = '' } = useParams();
  // H8.11: the screen offers push while the order runs (the question waits for any dialog).
  return <RunningOrderScreen key={uniqueOrderId} uniqueOrderId={uniqueOrderId} />;
}
