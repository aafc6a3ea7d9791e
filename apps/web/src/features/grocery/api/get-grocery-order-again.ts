import type { GroceryItem } from '@app/shared/grocery/grocery.schemas';
import type { StoreSummary } from '@app/shared/catalog/catalog.schemas';
import { useQuery } from '@tanstack/react-query';
import { apiPost, type ApiSuccess } from '../../../lib/api-client';

export type OrderAgainItem = GroceryItem & { restaurant: StoreSummary };

/** Items from the customer's delivered grocery orders, most recent first. */
export async function getGroceryOrderAgain(token: string): Promise<OrderAgainItem[]> {
  const response = await apiPost<ApiSuccess<OrderAgainItem[]>>('get-grocery-order-again', {
    token,
  });
  return response.data;
}

export function useGroceryOrderAgain(token: string | null) {
  return useQuery({
    queryKey: ['get-grocery-order-again', token],
    queryFn: () => getGroceryOrderAgain(token as string),
    enabled: token !== null,
    staleTime: 60_000,
  });
}
