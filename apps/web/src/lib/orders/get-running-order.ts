import type { Order } from '@app/shared/orders/orders.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPost, type ApiSuccess } from '../api-client';

/** SPEC §7 "get running order: token, user_id": the customer's newest order still under way. */
export async function getRunningOrder(token: string): Promise<Order | null> {
  const response = await apiPost<ApiSuccess<{ running_order: Order | null }>>('get-running-order', {
    token,
  });
  return response.data.running_order;
}

export function getRunningOrderQueryOptions(token: string) {
  return queryOptions({
    queryKey: ['get-running-order', token],
    queryFn: () => getRunningOrder(token),
    staleTime: 30_000,
  });
}

/** The running order (state area `running_order`), read from the server so it survives a reload. */
export function useRunningOrder(token: string | null) {
  return useQuery({ ...getRunningOrderQueryOptions(token ?? ''), enabled: Boolean(token) });
}
