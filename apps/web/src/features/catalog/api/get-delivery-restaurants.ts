import type { Position, Store } from '@app/shared/catalog/catalog.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPost, type ApiSuccess } from '../../../lib/api-client';

export async function getDeliveryRestaurants(position: Position): Promise<Store[]> {
  const response = await apiPost<ApiSuccess<Store[]>>('get-delivery-restaurants', position);
  return response.data;
}

export function getDeliveryRestaurantsQueryOptions(position: Position) {
  return queryOptions({
    queryKey: ['get-delivery-restaurants', position],
    queryFn: () => getDeliveryRestaurants(position),
    staleTime: 60_000,
  });
}

export function useDeliveryRestaurants(position: Position, { enabled = true } = {}) {
  return useQuery({ ...getDeliveryRestaurantsQueryOptions(position), enabled });
}
