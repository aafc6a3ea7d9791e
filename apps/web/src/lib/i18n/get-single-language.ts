import type { LanguageWithStrings } from '@app/shared/i18n/i18n.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPost, type ApiSuccess } from '../api-client';

export async function getSingleLanguage({ id }: { id: number }): Promise<LanguageWithStrings> {
  const response = await apiPost<ApiSuccess<LanguageWithStrings>>('get-single-language', { id });
  return response.data;
}

export function getSingleLanguageQueryOptions(id: number | null) {
  return queryOptions({
    queryKey: ['languages', id],
    queryFn: () => getSingleLanguage({ id: id ?? 0 }),
    enabled: id !== null,
    staleTime: Infinity,
  });
}

export function useGetSingleLanguage(id: number | null) {
  return useQuery(getSingleLanguageQueryOptions(id));
}
