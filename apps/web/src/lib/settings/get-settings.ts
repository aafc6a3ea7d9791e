import type { SettingsMap } from '@app/shared/settings/settings.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPost, type ApiSuccess } from '../api-client';

export async function getSettings(): Promise<SettingsMap> {
  const response = await apiPost<ApiSuccess<SettingsMap>>('get-settings');
  return response.data;
}

export function getSettingsQueryOptions() {
  return queryOptions({
    queryKey: ['settings'],
    queryFn: getSettings,
    // Fetched once per start: the stored copy renders first and this refresh replaces it.
    staleTime: Infinity,
  });
}

export function useGetSettings() {
  return useQuery(getSettingsQueryOptions());
}
