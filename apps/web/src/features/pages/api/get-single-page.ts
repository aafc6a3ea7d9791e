import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPost, type ApiSuccess } from '../../../lib/api-client';

export interface Page {
  id: number;
  slug: string;
  name: string;
  /** Sanitised on the server. */
  body: string;
}

export async function getSinglePage(slug: string): Promise<Page> {
  const response = await apiPost<ApiSuccess<Page>>('get-single-page', { slug });
  return response.data;
}

export function getSinglePageQueryOptions(slug: string) {
  return queryOptions({
    queryKey: ['get-single-page', slug],
    queryFn: () => getSinglePage(slug),
    staleTime: 5 * 60_000,
  });
}

export function useSinglePage(slug: string) {
  return useQuery(getSinglePageQueryOptions(slug));
}
