import { useMutation } from '@tanstack/react-query';
import { apiPost, type ApiSuccess } from '../../../lib/api-client';
import type { ProfileAuth } from './get-profile';

export async function deleteMyAccount(input: ProfileAuth & { password: string }): Promise<void> {
  await apiPost<ApiSuccess<unknown>>('delete-my-account', input);
}

export function useDeleteMyAccount(auth: ProfileAuth) {
  return useMutation({
    mutationFn: (password: string) => deleteMyAccount({ ...auth, password }),
  });
}
