import type { Position, Store } from '@app/shared/catalog/catalog.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPost, type ApiSuccess } from '../../../lib/api-client';

export type FilteredRestaurantsInput = Position & { category_ids: number[] };

export async function getFilteredRestaurants(input: FilteredRestaurantsInput): Promise<Store[]> {
  const response = await apiPost<ApiSuccess<Store[]>>('get-filtered-restaurants', input);
  return response.data;
}

export function getFilteredRestaurantsQueryOptions(input: FilteredRestaurantsInput) {
  return queryOptions({
    queryKey: ['get-filtered-restaurants', input],
    queryFn: () => getFilteredRestaurants(input),
    staleTime: 60_000,
  });
}

export function useFilteredRestaurants(input: FilteredRestaurantsInput, { enabled = true } = {}) {
  return useQuery({
    ...getFilteredRestaurantsQueryOptions(input),
    enabled: enabled && input.category_ids.length > 0,
  });
}
