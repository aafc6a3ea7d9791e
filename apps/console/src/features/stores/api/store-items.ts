import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { consolePost } from '../../../lib/console-api';

/** One menu item as get-store-items answers it (storeItemSchema); price in minor units. */
export interface StoreItem {
  id: number;
  name: string;
  category: string;
  price: number;
  is_available: boolean;
}

export function storeItemsQueryKey(storeId: number) {
  return ['console', 'store-items', storeId] as const;
}

/** get-store-items: the store's menu with each item's availability. */
export function getStoreItems({ storeId }: { storeId: number }): Promise<StoreItem[]> {
  return consolePost<StoreItem[]>('get-store-items', { store_id: storeId });
}

export function getStoreItemsQueryOptions({ storeId }: { storeId: number }) {
  return queryOptions({
    queryKey: storeItemsQueryKey(storeId),
    queryFn: () => getStoreItems({ storeId }),
  });
}

export function useStoreItems({ storeId }: { storeId: number }) {
  return useQuery(getStoreItemsQueryOptions({ storeId }));
}

/** set-item-availability: available, or sold out for today. */
export function setItemAvailability({
  itemId,
  isAvailable,
}: {
  itemId: number;
  isAvailable: boolean;
}): Promise<StoreItem> {
  return consolePost<StoreItem>('set-item-availability', {
    item_id: itemId,
    is_available: isAvailable,
  });
}

export function useSetItemAvailability({ storeId }: { storeId: number }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setItemAvailability,
    onSuccess: (item) =>
      queryClient.setQueryData<StoreItem[]>(storeItemsQueryKey(storeId), (items) =>
        items?.map((existing) => (existing.id === item.id ? item : existing)),
      ),
  });
}
