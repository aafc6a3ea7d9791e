import type { UserProfile } from '@app/shared/profile/profile.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost, type ApiSuccess } from '../../../lib/api-client';
import { useUserStore } from '../../../lib/session/user-store';
import type { ProfileAuth } from './get-profile';

/** The profile calls that answer the updated profile, with the fields each one takes. */
export type ProfileChange =
  | {
      call: 'update-user-info';
      fields: { name?: string; email?: string; current_password?: string };
    }
  | { call: 'change-avatar'; fields: { avatar: string } }
  | { call: 'update-tax-number'; fields: { tax_number: string } };

export async function updateProfile(
  auth: ProfileAuth,
  change: ProfileChange,
): Promise<UserProfile> {
  const response = await apiPost<ApiSuccess<UserProfile>>(change.call, {
    ...auth,
    ...change.fields,
  });
  return response.data;
}

/** Saves a change; the profile query and the stored user (welcome line, account header) follow. */
export function useUpdateProfile(auth: ProfileAuth) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: ProfileChange) => updateProfile(auth, change),
    onSuccess: (profile) => {
      queryClient.setQueryData(['profile', auth.user_id], profile);
      useUserStore.getState().updateUser({
        name: profile.name,
        email: profile.email,
        phone: profile.phone,
        avatar: profile.avatar,
      });
    },
  });
}
