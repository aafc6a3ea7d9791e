import { useEffect } from 'react';
import { useParams } from 'react-router';
import { RunningOrderScreen } from '../../features/orders/components/running-order-screen';
import { offerPush } from '../../lib/push-offer';

/** `/running-order/:unique_order_id`. */
export function Component() {
  const { unique_order_id: uniqueOrderId = '' } = useParams();
  // H8.11: while an order runs is when push is worth something; the question waits for any dialog.
  useEffect(() => offerPush(), []);
  return <RunningOrderScreen key={uniqueOrderId} uniqueOrderId={uniqueOrderId} />;
}
