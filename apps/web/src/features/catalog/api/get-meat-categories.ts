import type { MeatCategory } from '@app/shared/catalog/meat.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPost, type ApiSuccess } from '../../../lib/api-client';

/** SPEC §7 "Meat categories: id" (state area `meat_categories`). */
export async function getMeatCategories(storeId: number): Promise<MeatCategory[]> {
  const response = await apiPost<ApiSuccess<MeatCategory[]>>('get-meat-categories', {
    id: storeId,
  });
  return response.data;
}

export function getMeatCategoriesQueryOptions(storeId: number) {
  return queryOptions({
    queryKey: ['get-meat-categories', storeId],
    queryFn: () => getMeatCategories(storeId),
    staleTime: 60_000,
  });
}

/** Asked only for a store whose menu has meat sections, so other stores pay no round trip. */
export function useMeatCategories(storeId: number | undefined, isEnabled: boolean) {
  return useQuery({
    ...getMeatCategoriesQueryOptions(storeId ?? 0),
    enabled: typeof storeId === 'number' && isEnabled,
  });
}
