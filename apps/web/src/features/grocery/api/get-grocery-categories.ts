import type { GroceryCategory } from '@app/shared/grocery/grocery.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPost, type ApiSuccess } from '../../../lib/api-client';

export async function getGroceryCategories(): Promise<GroceryCategory[]> {
  const response = await apiPost<ApiSuccess<GroceryCategory[]>>('get-grocery-categories', {});
  return response.data;
}

export const groceryCategoriesQueryOptions = queryOptions({
  queryKey: ['get-grocery-categories'],
  queryFn: getGroceryCategories,
  staleTime: 10 * 60_000,
});

export function useGroceryCategories() {
  return useQuery(groceryCategoriesQueryOptions);
}
