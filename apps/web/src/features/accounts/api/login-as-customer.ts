import type { LoginResponse } from '@app/shared/accounts/accounts.schemas';
import { apiPost } from '../../../lib/api-client';

/** Admin or agent impersonation: `token` is the admin's or agent's, `user_id` the customer. */
export async function loginAsCustomer(input: {
  token: string;
  user_id: number;
}): Promise<LoginResponse> {
  return apiPost<LoginResponse>('auth/login-as-customer', input);
}
