import { useMutation } from '@tanstack/react-query';
import { apiPost, type ApiSuccess } from '../../../lib/api-client';

export async function changePassword(input: {
  email: string;
  code: string;
  password: string;
}): Promise<void> {
  await apiPost<ApiSuccess<unknown>>('change-password', input);
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
