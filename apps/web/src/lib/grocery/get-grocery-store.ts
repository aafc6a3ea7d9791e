import type { RequestOf } from '@app/shared/common/api-contract';
import type { StoreInfo } from '@app/shared/catalog/catalog.schemas';
import type {
  getGroceryItemsRequestSchema,
  getGroceryStoreRequestSchema,
  GroceryShelf,
} from '@app/shared/grocery/grocery.schemas';
import { useQuery } from '@tanstack/react-query';
import { apiPost, type ApiSuccess } from '../api-client';

export async function getGroceryStore(
  input: RequestOf<typeof getGroceryStoreRequestSchema>,
): Promise<StoreInfo> {
  const response = await apiPost<ApiSuccess<StoreInfo>>('get-grocery-store', input);
  return response.data;
}

export function useGroceryStore(input: RequestOf<typeof getGroceryStoreRequestSchema>) {
  return useQuery({
    queryKey: ['get-grocery-store', input],
    queryFn: () => getGroceryStore(input),
    staleTime: 60_000,
  });
}

/** The store's whole shelf (categories → sub-categories → items). */
export async function getGroceryItems(
  input: RequestOf<typeof getGroceryItemsRequestSchema>,
): Promise<GroceryShelf> {
  const response = await apiPost<ApiSuccess<GroceryShelf>>('get-grocery-items', input);
  return response.data;
}

export function useGroceryItems(storeId: number | null) {
  return useQuery({
    queryKey: ['get-grocery-items', storeId],
    queryFn: () => getGroceryItems({ store_id: storeId as number }),
    enabled: storeId !== null,
    staleTime: 30_000,
  });
}
