import type { Position } from '@app/shared/catalog/catalog.schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { STORE_LIST_PAGE_SIZE, postStoreListPage, type StoreListPage } from './store-list-page';

export function getDeliveryRestaurants(
  position: Position,
  count = STORE_LIST_PAGE_SIZE,
): Promise<StoreListPage> {
  return postStoreListPage('get-delivery-restaurants', position, count);
}

export function getDeliveryRestaurantsQueryOptions(
  position: Position,
  count = STORE_LIST_PAGE_SIZE,
) {
  return queryOptions({
    queryKey: ['get-delivery-restaurants', position, count],
    queryFn: () => getDeliveryRestaurants(position, count),
    staleTime: 60_000,
    // Showing more keeps the stores on screen while the longer list loads.
    placeholderData: keepPreviousData,
  });
}

export function useDeliveryRestaurants(
  position: Position,
  { enabled = true, count = STORE_LIST_PAGE_SIZE } = {},
) {
  return useQuery({ ...getDeliveryRestaurantsQueryOptions(position, count), enabled });
}
