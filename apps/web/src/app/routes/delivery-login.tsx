import { DeliveryLoginScreen } from '../../features/delivery/components/delivery-login-screen';

/** `/delivery/login`. */
export function Component() {
  return <DeliveryLoginScreen />;
}
