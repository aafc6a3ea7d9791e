import type { Position, Store } from '@app/shared/catalog/catalog.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPost, type ApiSuccess } from '../../../lib/api-client';

export async function getLoginDeliveryRestaurants(
  input: Position & { token: string },
): Promise<Store[]> {
  const response = await apiPost<ApiSuccess<Store[]>>('get-login-delivery-restaurants', input);
  return response.data;
}

export function getLoginDeliveryRestaurantsQueryOptions(input: Position & { token: string }) {
  return queryOptions({
    queryKey: ['get-login-delivery-restaurants', input],
    queryFn: () => getLoginDeliveryRestaurants(input),
    staleTime: 60_000,
  });
}

export function useLoginDeliveryRestaurants(
  input: Position & { token: string },
  { enabled = true } = {},
) {
  return useQuery({ ...getLoginDeliveryRestaurantsQueryOptions(input), enabled });
}
