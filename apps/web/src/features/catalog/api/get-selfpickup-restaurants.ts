import type { Position, Store } from '@app/shared/catalog/catalog.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPost, type ApiSuccess } from '../../../lib/api-client';

export async function getSelfpickupRestaurants(position: Position): Promise<Store[]> {
  const response = await apiPost<ApiSuccess<Store[]>>('get-selfpickup-restaurants', position);
  return response.data;
}

export function getSelfpickupRestaurantsQueryOptions(position: Position) {
  return queryOptions({
    queryKey: ['get-selfpickup-restaurants', position],
    queryFn: () => getSelfpickupRestaurants(position),
    staleTime: 60_000,
  });
}

export function useSelfpickupRestaurants(position: Position, { enabled = true } = {}) {
  return useQuery({ ...getSelfpickupRestaurantsQueryOptions(position), enabled });
}
