import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPost, type ApiSuccess } from '../../../lib/api-client';

export interface PageLink {
  id: number;
  slug: string;
  name: string;
}

export async function getPages(): Promise<PageLink[]> {
  const response = await apiPost<ApiSuccess<PageLink[]>>('get-pages');
  return response.data;
}

export function getPagesQueryOptions() {
  return queryOptions({
    queryKey: ['get-pages'],
    queryFn: getPages,
    staleTime: 5 * 60_000,
  });
}

export function usePages() {
  return useQuery(getPagesQueryOptions());
}
