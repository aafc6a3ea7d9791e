import { useMutation } from '@tanstack/react-query';
import { apiPost, type ApiSuccess } from '../../../lib/api-client';

export async function verifyPasswordResetOtp(input: {
  email: string;
  code: string;
}): Promise<void> {
  await apiPost<ApiSuccess<unknown>>('verify-password-reset-otp', input);
}

export function useVerifyPasswordResetOtp() {
  return useMutation({ mutationFn: verifyPasswordResetOtp });
}
