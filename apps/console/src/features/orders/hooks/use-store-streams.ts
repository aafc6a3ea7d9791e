import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { StoreOrder } from '@app/shared/console/console.schemas';
import { storeOrdersQueryKey } from '../api/get-store-orders';
import { connectStoreStream, type StreamState } from '../lib/store-stream';

/**
 * One board for all the owner's stores: one stream for all of them (GET /public/api/stream/stores;
 * a browser allows only six connections to a server, so not one stream per store). Each store's
 * `state` replaces that store's active list; any other event refetches the store the order
 * belongs to, or every store for an order not on the board yet. While the stream is down the
 * orders queries poll.
 */
export function useStoreStreams({
  storeIds,
  token,
}: {
  storeIds: readonly number[];
  token: string;
}): StreamState {
  const queryClient = useQueryClient();
  const hasEventSource = typeof EventSource !== 'undefined';
  const [state, setState] = useState<StreamState>(hasEventSource ? 'connecting' : 'down');
  const key = storeIds.join(',');

  useEffect(() => {
    if (!hasEventSource || !key) return undefined;
    const ids = key.split(',').map(Number);
    const storeOf = (uniqueOrderId: string | null) => {
      if (uniqueOrderId === null) return null;
      for (const storeId of ids) {
        const orders = queryClient.getQueryData<StoreOrder[]>(
          storeOrdersQueryKey(storeId, 'active'),
        );
        if (orders?.some((order) => order.unique_order_id === uniqueOrderId)) return storeId;
      }
      return null;
    };
    return connectStoreStream({
      storeIds: ids,
      token,
      onStateChange: setState,
      onEvent: ({ uniqueOrderId }) => {
        const storeId = storeOf(uniqueOrderId);
        void queryClient.invalidateQueries({
          queryKey: storeId === null ? ['console', 'store-orders'] : storeOrdersQueryKey(storeId),
        });
      },
      onState: (message) => {
        const queryKey = storeOrdersQueryKey(message.store_id, 'active');
        void queryClient.cancelQueries({ queryKey, exact: true }).then(() => {
          queryClient.setQueryData(queryKey, message.orders);
        });
      },
    });
  }, [hasEventSource, queryClient, key, token]);

  return state;
}
