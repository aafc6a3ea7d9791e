import { useMutation } from '@tanstack/react-query';
import { apiPost, type ApiSuccess } from '../../../lib/api-client';
import type { ProfileAuth } from './get-profile';

export async function generateOtpPhoneNumberUpdate(
  input: ProfileAuth & { phone: string },
): Promise<void> {
  await apiPost<ApiSuccess<unknown>>('generate-otp-phone-number-update', input);
}

export function useGenerateOtpPhoneNumberUpdate(auth: ProfileAuth) {
  return useMutation({
    mutationFn: (phone: string) => generateOtpPhoneNumberUpdate({ ...auth, phone }),
  });
}
