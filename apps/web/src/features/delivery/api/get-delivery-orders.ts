import type { DeliveryOrder } from '@app/shared/delivery/delivery.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiPost, type ApiSuccess } from '../../../lib/api-client';
import type { RiderAuth } from '../stores/delivery-user-store';

export interface DeliveryOrders {
  new_orders: DeliveryOrder[];
  accepted_orders: DeliveryOrder[];
  picked_up_orders: DeliveryOrder[];
}

/** The rider stream's `state` frame has this shape (checked lightly: zod stays off this screen). */
export function isDeliveryOrders(value: unknown): value is DeliveryOrders {
  if (typeof value !== 'object' || value === null) return false;
  const lists = value as Record<string, unknown>;
  return (
    Array.isArray(lists.new_orders) &&
    Array.isArray(lists.accepted_orders) &&
    Array.isArray(lists.picked_up_orders)
  );
}

/** While the rider stream is down the list still refreshes this often. */
export const DELIVERY_ORDERS_POLL_MS = 30_000;

/** delivery/get-delivery-orders: new orders of the rider's stores and the rider's own. */
export async function getDeliveryOrders(input: RiderAuth): Promise<DeliveryOrders> {
  const response = await apiPost<ApiSuccess<DeliveryOrders>>('delivery/get-delivery-orders', input);
  return response.data;
}

export function getDeliveryOrdersQueryOptions(input: RiderAuth) {
  return queryOptions({
    queryKey: ['delivery/get-delivery-orders', input.user_id],
    queryFn: () => getDeliveryOrders(input),
    // A rider coming back to the app must see what arrived meanwhile.
    refetchOnWindowFocus: 'always',
  });
}

export function useDeliveryOrders(
  input: RiderAuth | null,
  options: { pollMs?: number | false; isBlocked?: boolean } = {},
) {
  return useQuery({
    ...getDeliveryOrdersQueryOptions(input ?? { token: '', user_id: 0 }),
    // A rider waiting for approval or suspended is refused (403): no point asking.
    enabled: input !== null && !options.isBlocked,
    refetchInterval: options.pollMs ?? false,
    // A refusal (4xx) is an answer; only a failure of the network or server is tried again.
    retry: (count, error) => count < 1 && !(error instanceof ApiError && error.status < 500),
  });
}
