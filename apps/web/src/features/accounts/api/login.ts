import type { LoggedInUser, LoginRequest } from '@app/shared/accounts/accounts.schemas';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { useUserStore } from '../../../lib/session/user-store';

interface LoginResponse {
  success: true;
  data: LoggedInUser;
  addresses: unknown[];
}

export async function login(input: LoginRequest): Promise<LoginResponse> {
  return apiPost<LoginResponse>('login', input);
}

/** Logs in and keeps the result under `user` (and `addresses`), SPEC §3. */
export function useLogin() {
  const logIn = useUserStore((state) => state.logIn);
  return useMutation({
    mutationFn: login,
    onSuccess: (response) => logIn({ user: response.data, addresses: response.addresses }),
  });
}
