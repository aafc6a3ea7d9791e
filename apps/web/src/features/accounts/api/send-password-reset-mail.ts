import { useMutation } from '@tanstack/react-query';
import { apiPost, type ApiSuccess } from '../../../lib/api-client';

export async function sendPasswordResetMail(input: { email: string }): Promise<void> {
  await apiPost<ApiSuccess<unknown>>('send-password-reset-mail', input);
}

export function useSendPasswordResetMail() {
  return useMutation({ mutationFn: sendPasswordResetMail });
}
