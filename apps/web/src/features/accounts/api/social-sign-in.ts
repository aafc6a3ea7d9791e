import type { LoginResponse } from '@app/shared/accounts/accounts.schemas';
import { useMutation } from '@tanstack/react-query';
import { apiPost, type ApiSuccess } from '../../../lib/api-client';
import { useUserStore } from '../../../lib/session/user-store';

export type CheckSocialLoginResponse =
  (LoginResponse & { exists: true }) | { success: true; exists: false };

/**
 * Logs in with a Google ID token when its email has an account (`exists: false` otherwise). An
 * account not yet linked to this Google identity answers 409 auth.social_link_required until its
 * `password` (or a code sent to its phone, `otp`) is given.
 */
export async function checkSocialLogin(input: {
  email: string;
  accessToken: string;
  provider: 'google';
  password?: string;
  /** A login code sent to the account's phone, instead of the password. */
  otp?: string;
  /** Send that code (answers 409 auth.social_link_code_sent). */
  sendCode?: true;
}): Promise<CheckSocialLoginResponse> {
  // `exists: false` carries no `data`; the client only checks `success`.
  const body = await apiPost<ApiSuccess<unknown>>('check-social-login', input);
  return body as unknown as CheckSocialLoginResponse;
}

/** Creates the customer from a verified Google sign-in (the phone code when the server asks). */
export async function registerWithSocial(input: {
  name: string;
  email: string;
  accessToken: string;
  phone: string;
  provider: 'google';
  otp?: string | null;
}): Promise<LoginResponse> {
  return apiPost<LoginResponse>('register-with-social', input);
}

export function useCheckSocialLogin() {
  const logIn = useUserStore((state) => state.logIn);
  return useMutation({
    mutationFn: checkSocialLogin,
    onSuccess: (response) => {
      if (response.exists) logIn({ user: response.data, addresses: response.addresses });
    },
  });
}

export function useRegisterWithSocial() {
  const logIn = useUserStore((state) => state.logIn);
  return useMutation({
    mutationFn: registerWithSocial,
    onSuccess: (response) => logIn({ user: response.data, addresses: response.addresses }),
  });
}
