import type { RequestOf } from '@app/shared/common/api-contract';
import type { Store } from '@app/shared/catalog/catalog.schemas';
import type { getGroceryStoresRequestSchema } from '@app/shared/grocery/grocery.schemas';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiPost, type ApiSuccess } from '../../../lib/api-client';

export type GroceryStoresInput = RequestOf<typeof getGroceryStoresRequestSchema>;

/** Grocery stores for the point (open and delivering first), optionally only with a category. */
export async function getGroceryStores(input: GroceryStoresInput): Promise<Store[]> {
  const response = await apiPost<ApiSuccess<Store[]>>('get-grocery-stores', input);
  return response.data;
}

export function useGroceryStores(input: GroceryStoresInput | null) {
  return useQuery({
    queryKey: ['get-grocery-stores', input],
    queryFn: () => getGroceryStores(input as GroceryStoresInput),
    enabled: input !== null,
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
}
