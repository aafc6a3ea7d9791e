import type { Position, Store } from '@app/shared/catalog/catalog.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPost, type ApiSuccess } from '../../../lib/api-client';

export type FavoriteStoresInput = Partial<Position> & { token: string };

export async function getFavoriteStores(input: FavoriteStoresInput): Promise<Store[]> {
  const response = await apiPost<ApiSuccess<Store[]>>('get-favorite-stores', input);
  return response.data;
}

export function getFavoriteStoresQueryOptions(input: FavoriteStoresInput) {
  return queryOptions({
    queryKey: ['get-favorite-stores', input],
    queryFn: () => getFavoriteStores(input),
  });
}

export function useFavoriteStores(input: FavoriteStoresInput, { enabled = true } = {}) {
  return useQuery({ ...getFavoriteStoresQueryOptions(input), enabled });
}
