import { useSearchParams } from 'react-router';
import { KhaltiVerifyScreen } from '../../features/checkout/components/khalti-verify-screen';

/** `/khalti-verify?pidx=…&status=…`: Khalti's return_url. */
export function Component() {
  const [params] = useSearchParams();
  return <KhaltiVerifyScreen key={params.get('pidx') ?? ''} params={params} />;
}
