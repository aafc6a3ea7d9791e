import type { Item } from '@app/shared/catalog/catalog.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPost, type ApiSuccess } from '../../../lib/api-client';

export interface StoreSummary {
  id: number;
  slug: string;
  name: string;
  image: string;
  is_active: 0 | 1;
}

export type SingleItem = Item & { restaurant: StoreSummary };

export async function getSingleItem(id: number): Promise<SingleItem> {
  const response = await apiPost<ApiSuccess<SingleItem>>('get-single-item', { id });
  return response.data;
}

export function getSingleItemQueryOptions(id: number) {
  return queryOptions({
    queryKey: ['get-single-item', id],
    queryFn: () => getSingleItem(id),
    staleTime: 60_000,
  });
}

export function useSingleItem(id: number) {
  return useQuery({ ...getSingleItemQueryOptions(id), enabled: Number.isInteger(id) && id > 0 });
}
