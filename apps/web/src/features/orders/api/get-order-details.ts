import type { RequestOf } from '@app/shared/common/api-contract';
import type { getOrderRequestSchema } from '@app/shared/orders/orders.schemas';
import { isRunningStatus } from '@app/shared/orders/orders.models';
import type { Order } from '@app/shared/orders/orders.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPost, type ApiSuccess } from '../../../lib/api-client';

/** The body of the call, from its request schema (a contract change breaks this build). */
export type OrderDetailsInput = RequestOf<typeof getOrderRequestSchema>;

/** While an order runs its page polls this often (live updates come with the event stream). */
export const RUNNING_ORDER_POLL_MS = 10_000;

export async function getOrderDetails(input: OrderDetailsInput): Promise<Order> {
  const response = await apiPost<ApiSuccess<Order>>('get-order-details', input);
  return response.data;
}

/**
 * `isStreamLive`: the order stream delivers the changes, so no polling; while it is down (or
 * before it opens) a running order polls every RUNNING_ORDER_POLL_MS.
 */
export function getOrderDetailsQueryOptions(
  input: OrderDetailsInput,
  { isStreamLive = false } = {},
) {
  return queryOptions({
    queryKey: ['get-order-details', input.unique_order_id],
    queryFn: () => getOrderDetails(input),
    refetchInterval: (query) => {
      if (isStreamLive) return false;
      const status = query.state.data?.status;
      return status === undefined || isRunningStatus(status) ? RUNNING_ORDER_POLL_MS : false;
    },
  });
}

export function useOrderDetails(
  input: OrderDetailsInput | null,
  options: { isStreamLive?: boolean } = {},
) {
  return useQuery({
    ...getOrderDetailsQueryOptions(
      input ?? { token: '', user_id: 0, unique_order_id: '' },
      options,
    ),
    enabled: input !== null,
  });
}
