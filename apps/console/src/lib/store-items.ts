import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StoreItem } from '@app/shared/console/console.schemas';
import { consolePost } from './console-api';

export type { StoreItem };

/** The store's items, shared by the menu settings and the grocery picking list. */
export function storeItemsQueryKey(storeId: number) {
  return ['console', 'store-items', storeId] as const;
}

/** get-store-items: the store's items with availability (and, for grocery, pack and stock). */
export function getStoreItems({ storeId }: { storeId: number }): Promise<StoreItem[]> {
  return consolePost<StoreItem[]>('get-store-items', { store_id: storeId });
}

export function getStoreItemsQueryOptions({ storeId }: { storeId: number }) {
  return queryOptions({
    queryKey: storeItemsQueryKey(storeId),
    queryFn: () => getStoreItems({ storeId }),
  });
}

export function useStoreItems({ storeId, enabled = true }: { storeId: number; enabled?: boolean }) {
  return useQuery({ ...getStoreItemsQueryOptions({ storeId }), enabled });
}
