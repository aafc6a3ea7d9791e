import { useParams } from 'react-router';
import { RecipientTrackingScreen } from '../../features/courier-tracking/components/recipient-tracking-screen';

/** `/pickup-and-drop/track/:token`: the recipient's tracking link (no sign-in, no tab bar). */
export function Component() {
  const { token = '' } = useParams();
  return <RecipientTrackingScreen key={token} trackToken={token} />;
}
