import type { RequestOf } from '@app/shared/common/api-contract';
import type { getOrdersRequestSchema } from '@app/shared/orders/orders.schemas';
import type { Order } from '@app/shared/orders/orders.schemas';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiPost, type ApiSuccess } from '../../../lib/api-client';

export interface OrdersPage {
  orders: Order[];
  has_more: boolean;
}

/** The body of the call, from its request schema (a contract change breaks this build). */
export type OrdersInput = RequestOf<typeof getOrdersRequestSchema>;

/** One page of the customer's orders, newest first. */
export async function getOrders(input: OrdersInput & { page: number }): Promise<OrdersPage> {
  const response = await apiPost<ApiSuccess<OrdersPage>>('get-orders', input);
  return response.data;
}

export function getOrdersQueryOptions(input: OrdersInput) {
  return infiniteQueryOptions({
    queryKey: ['get-orders', input.user_id],
    queryFn: ({ pageParam }) => getOrders({ ...input, page: pageParam }),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (last.has_more ? pages.length + 1 : undefined),
  });
}

export function useOrders(input: OrdersInput | null) {
  return useInfiniteQuery({
    ...getOrdersQueryOptions(input ?? { token: '', user_id: 0 }),
    enabled: input !== null,
  });
}
