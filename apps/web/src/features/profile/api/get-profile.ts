import type { UserProfile } from '@app/shared/profile/profile.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPost, type ApiSuccess } from '../../../lib/api-client';

export interface ProfileAuth {
  token: string;
  user_id: number;
}

/** `update-user-info` without changes answers the profile (SPEC §7: token, user_id). */
export async function getProfile(input: ProfileAuth): Promise<UserProfile> {
  const response = await apiPost<ApiSuccess<UserProfile>>('update-user-info', input);
  return response.data;
}

export function getProfileQueryOptions(input: ProfileAuth) {
  return queryOptions({
    queryKey: ['profile', input.user_id],
    queryFn: () => getProfile(input),
  });
}

export function useProfile(input: ProfileAuth) {
  return useQuery(getProfileQueryOptions(input));
}
