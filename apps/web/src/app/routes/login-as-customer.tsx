import { LoginAsCustomerScreen } from '../../features/accounts/components/login-as-customer-screen';

/** `/auth/login-as-customer/:id?`. */
export function Component() {
  return <LoginAsCustomerScreen />;
}
