import { useMutation } from '@tanstack/react-query';
import { apiPost, type ApiSuccess } from '../../../lib/api-client';

export async function generateOtpForLogin(input: { phone: string }): Promise<void> {
  await apiPost<ApiSuccess<unknown>>('generate-otp-for-login', input);
}

export function useGenerateOtpForLogin() {
  return useMutation({ mutationFn: generateOtpForLogin });
}
