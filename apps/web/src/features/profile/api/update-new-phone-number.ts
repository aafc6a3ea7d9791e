import type { LoggedInUser } from '@app/shared/accounts/accounts.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost, type ApiSuccess } from '../../../lib/api-client';
import { useUserStore } from '../../../lib/session/user-store';
import type { ProfileAuth } from './get-profile';

export async function updateNewPhoneNumber(
  input: ProfileAuth & { phone: string; otp: string },
): Promise<Omit<LoggedInUser, 'auth_token'>> {
  const response = await apiPost<ApiSuccess<Omit<LoggedInUser, 'auth_token'>>>(
    'update-new-phone-number',
    input,
  );
  return response.data;
}

export function useUpdateNewPhoneNumber(auth: ProfileAuth) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { phone: string; otp: string }) =>
      updateNewPhoneNumber({ ...auth, ...input }),
    onSuccess: (user) => {
      useUserStore.getState().updateUser({ phone: user.phone });
      void queryClient.invalidateQueries({ queryKey: ['profile', auth.user_id] });
    },
  });
}
