import { isRunningStatus } from '@app/shared/orders/orders.models';
import type { Order } from '@app/shared/orders/orders.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPost, type ApiSuccess } from '../../../lib/api-client';

export interface OrderDetailsInput {
  token: string;
  user_id: number;
  unique_order_id: string;
}

/** While an order runs its page polls this often (live updates come with the event stream). */
export const RUNNING_ORDER_POLL_MS = 10_000;

export async function getOrderDetails(input: OrderDetailsInput): Promise<Order> {
  const response = await apiPost<ApiSuccess<Order>>('get-order-details', input);
  return response.data;
}

export function getOrderDetailsQueryOptions(input: OrderDetailsInput) {
  return queryOptions({
    queryKey: ['get-order-details', input.unique_order_id],
    queryFn: () => getOrderDetails(input),
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      return status === undefined || isRunningStatus(status) ? RUNNING_ORDER_POLL_MS : false;
    },
  });
}

export function useOrderDetails(input: OrderDetailsInput | null) {
  return useQuery({
    ...getOrderDetailsQueryOptions(input ?? { token: '', user_id: 0, unique_order_id: '' }),
    enabled: input !== null,
  });
}
