import type { Language } from '@app/shared/i18n/i18n.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPost, type ApiSuccess } from '../api-client';

export async function getAllLanguages(): Promise<Language[]> {
  const response = await apiPost<ApiSuccess<Language[]>>('get-all-languages');
  return response.data;
}

export function getAllLanguagesQueryOptions() {
  return queryOptions({
    queryKey: ['languages'],
    queryFn: getAllLanguages,
    staleTime: Infinity,
  });
}

export function useGetAllLanguages() {
  return useQuery(getAllLanguagesQueryOptions());
}
