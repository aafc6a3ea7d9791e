import type { Place } from '@app/shared/location/location.schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiPost, type ApiSuccess } from '../api-client';

/** Shorter queries match too much to be useful and cost a call per key press. */
export const SEARCH_MIN_CHARS = 2;

export async function searchLocations(
  { query }: { query: string },
  options: { signal?: AbortSignal } = {},
): Promise<Place[]> {
  const response = await apiPost<ApiSuccess<Place[]>>('search-locations', { query }, options);
  return response.data;
}

export function getSearchLocationsQueryOptions(query: string) {
  const trimmed = query.trim();
  return queryOptions({
    queryKey: ['search-locations', trimmed],
    queryFn: ({ signal }) => searchLocations({ query: trimmed }, { signal }),
    enabled: trimmed.length >= SEARCH_MIN_CHARS,
    staleTime: 60 * 1000,
    placeholderData: keepPreviousData,
  });
}

export function useSearchLocations(query: string) {
  return useQuery(getSearchLocationsQueryOptions(query));
}
