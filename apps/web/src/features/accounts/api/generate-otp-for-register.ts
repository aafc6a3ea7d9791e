import { useMutation } from '@tanstack/react-query';
import { apiPost, type ApiSuccess } from '../../../lib/api-client';

export async function generateOtpForRegister(input: { phone: string }): Promise<void> {
  await apiPost<ApiSuccess<unknown>>('generate-otp-for-register', input);
}

export function useGenerateOtpForRegister() {
  return useMutation({ mutationFn: generateOtpForRegister });
}
