import { useParams } from 'react-router';
import { PayuVerifyScreen } from '../../features/checkout/components/payu-verify-screen';

/** `/payu-verify/:transaction_id` and `/grocery-payu-verify/:transaction_id`. */
export function Component() {
  const { transaction_id: transactionId = '' } = useParams();
  return <PayuVerifyScreen key={transactionId} transactionId={transactionId} />;
}
