import { AlertsScreen } from '../../features/notifications/components/alerts-screen';

/** `/alerts`. */
export function Component() {
  return <AlertsScreen />;
}
