import type { LoginResponse, RegisterRequest } from '@app/shared/accounts/accounts.schemas';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { useUserStore } from '../../../lib/session/user-store';

export async function register(input: RegisterRequest): Promise<LoginResponse> {
  return apiPost<LoginResponse>('register', input);
}

/** Creates the account and logs in with it; `otp.required` asks for the phone code first. */
export function useRegister() {
  const logIn = useUserStore((state) => state.logIn);
  return useMutation({
    mutationFn: register,
    onSuccess: (response) => logIn({ user: response.data, addresses: response.addresses }),
  });
}
