import type { LoginResponse, LoginWithOtpRequest } from '@app/shared/accounts/accounts.schemas';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { useUserStore } from '../../../lib/session/user-store';

/** Logs in with the phone code; with a name, creates the customer when the phone is new. */
export async function loginWithOtp(input: LoginWithOtpRequest): Promise<LoginResponse> {
  return apiPost<LoginResponse>('login-with-otp', input);
}

/** `auth.account_not_found` (a new phone) leaves the code valid for registering with it. */
export function useLoginWithOtp() {
  const logIn = useUserStore((state) => state.logIn);
  return useMutation({
    mutationFn: loginWithOtp,
    onSuccess: (response) => logIn({ user: response.data, addresses: response.addresses }),
  });
}
