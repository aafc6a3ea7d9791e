import { useParams } from 'react-router';
import { RateOrderScreen } from '../../features/orders/components/rate-order-screen';

/** `/rate-order/:id` (the unique_order_id or the numeric id). */
export function Component() {
  const { id = '' } = useParams();
  return <RateOrderScreen key={id} orderId={id} />;
}
