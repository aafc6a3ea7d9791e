import type { Item } from '@app/shared/catalog/catalog.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPost, type ApiSuccess } from '../../../lib/api-client';

export interface MenuCategory {
  id: number;
  name: string;
  /** `meat`: shown by the meat categories section (get-meat-categories), decision 015. */
  kind: 'menu' | 'meat';
  items: Item[];
}

export interface StoreMenu {
  recommended: Item[];
  categories: MenuCategory[];
}

export async function getRestaurantItems(storeId: number): Promise<StoreMenu> {
  const response = await apiPost<ApiSuccess<StoreMenu>>(`get-restaurant-items/${storeId}`, {});
  return response.data;
}

export function getRestaurantItemsQueryOptions(storeId: number) {
  return queryOptions({
    queryKey: ['get-restaurant-items', storeId],
    queryFn: () => getRestaurantItems(storeId),
    staleTime: 60_000,
  });
}

export function useRestaurantItems(storeId: number | undefined) {
  return useQuery({
    ...getRestaurantItemsQueryOptions(storeId ?? 0),
    enabled: typeof storeId === 'number',
  });
}
