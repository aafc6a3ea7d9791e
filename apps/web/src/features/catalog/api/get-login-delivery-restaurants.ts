import type { Position } from '@app/shared/catalog/catalog.schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { STORE_LIST_PAGE_SIZE, postStoreListPage, type StoreListPage } from './store-list-page';

export function getLoginDeliveryRestaurants(
  input: Position & { token: string },
  count = STORE_LIST_PAGE_SIZE,
): Promise<StoreListPage> {
  return postStoreListPage('get-login-delivery-restaurants', input, count);
}

export function getLoginDeliveryRestaurantsQueryOptions(
  input: Position & { token: string },
  count = STORE_LIST_PAGE_SIZE,
) {
  return queryOptions({
    queryKey: ['get-login-delivery-restaurants', input, count],
    queryFn: () => getLoginDeliveryRestaurants(input, count),
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
}

export function useLoginDeliveryRestaurants(
  input: Position & { token: string },
  { enabled = true, count = STORE_LIST_PAGE_SIZE } = {},
) {
  return useQuery({ ...getLoginDeliveryRestaurantsQueryOptions(input, count), enabled });
}
