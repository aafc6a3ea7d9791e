import { queryOptions, useQueries, useQuery } from '@tanstack/react-query';
import type { StoreOrder } from '@app/shared/console/console.schemas';
import { consolePost } from '../../../lib/console-api';

export type OrdersScope = 'active' | 'done';

/** When the live stream is down the board asks again this often (the brief: every 15 s). */
export const POLL_INTERVAL_MS = 15_000;

export function getStoreOrders({
  storeId,
  scope,
}: {
  storeId: number;
  scope: OrdersScope;
}): Promise<StoreOrder[]> {
  return consolePost<StoreOrder[]>('get-store-orders', { store_id: storeId, scope });
}

export function storeOrdersQueryKey(storeId: number, scope?: OrdersScope) {
  return scope
    ? (['console', 'store-orders', storeId, scope] as const)
    : (['console', 'store-orders', storeId] as const);
}

export function getStoreOrdersQueryOptions({
  storeId,
  scope,
}: {
  storeId: number;
  scope: OrdersScope;
}) {
  return queryOptions({
    queryKey: storeOrdersQueryKey(storeId, scope),
    queryFn: () => getStoreOrders({ storeId, scope }),
  });
}

export function useStoreOrders({
  storeId,
  scope,
  isStreamLive,
}: {
  storeId: number;
  scope: OrdersScope;
  isStreamLive: boolean;
}) {
  return useQuery({
    ...getStoreOrdersQueryOptions({ storeId, scope }),
    refetchOnWindowFocus: true,
    refetchInterval: isStreamLive ? false : POLL_INTERVAL_MS,
  });
}

/**
 * The orders of several stores together, newest first (one board for all the owner's stores):
 * one query per store, so each store's stream keeps its own list current.
 */
export function useStoresOrders({
  storeIds,
  scope,
  isStreamLive,
}: {
  storeIds: readonly number[];
  scope: OrdersScope;
  isStreamLive: boolean;
}) {
  return useQueries({
    queries: storeIds.map((storeId) => ({
      ...getStoreOrdersQueryOptions({ storeId, scope }),
      refetchOnWindowFocus: true,
      refetchInterval: isStreamLive ? (false as const) : POLL_INTERVAL_MS,
    })),
    combine: (results) => {
      const isPending = results.some((result) => result.isPending);
      const failed = results.find((result) => result.isError);
      const data = isPending
        ? undefined
        : results
            .flatMap((result) => result.data ?? [])
            .sort((a, b) => b.created_at.localeCompare(a.created_at));
      return { data, isPending, isError: failed !== undefined, error: failed?.error ?? null };
    },
  });
}
