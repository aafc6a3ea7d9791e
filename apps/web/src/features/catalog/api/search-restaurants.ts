import type { Position, Store } from '@app/shared/catalog/catalog.schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiPost, type ApiSuccess } from '../../../lib/api-client';
import type { SingleItem } from './get-single-item';

export interface SearchResults {
  restaurants: Store[];
  items: SingleItem[];
}

export async function searchRestaurants(input: Position & { q: string }): Promise<SearchResults> {
  const response = await apiPost<ApiSuccess<SearchResults>>('search-restaurants', input);
  return response.data;
}

export function getSearchRestaurantsQueryOptions(input: Position & { q: string }) {
  return queryOptions({
    queryKey: ['search-restaurants', input],
    queryFn: () => searchRestaurants(input),
    staleTime: 60_000,
  });
}

export function useSearchRestaurants(input: Position & { q: string }) {
  return useQuery({
    ...getSearchRestaurantsQueryOptions(input),
    enabled: input.q.trim().length > 0,
    placeholderData: keepPreviousData,
  });
}
