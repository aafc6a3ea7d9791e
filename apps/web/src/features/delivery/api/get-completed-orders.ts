import type { DeliveryOrder } from '@app/shared/delivery/delivery.schemas';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiPost, type ApiSuccess } from '../../../lib/api-client';
import type { RiderAuth } from '../stores/delivery-user-store';

export interface CompletedOrdersPage {
  orders: DeliveryOrder[];
  has_more: boolean;
  earnings: { orders: number; delivery_fees: number; tips: number; total: number };
}

/** delivery/get-completed-orders: one page of the rider's delivered orders with their earnings. */
export async function getCompletedOrders(
  input: RiderAuth & { page: number },
): Promise<CompletedOrdersPage> {
  const response = await apiPost<ApiSuccess<CompletedOrdersPage>>(
    'delivery/get-completed-orders',
    input,
  );
  return response.data;
}

export function getCompletedOrdersQueryOptions(input: RiderAuth) {
  return infiniteQueryOptions({
    queryKey: ['delivery/get-completed-orders', input.user_id],
    queryFn: ({ pageParam }) => getCompletedOrders({ ...input, page: pageParam }),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (last.has_more ? pages.length + 1 : undefined),
  });
}

export function useCompletedOrders(input: RiderAuth | null) {
  return useInfiniteQuery({
    ...getCompletedOrdersQueryOptions(input ?? { token: '', user_id: 0 }),
    enabled: input !== null,
  });
}
