import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { storeOrdersQueryKey } from '../api/get-store-orders';
import { connectStoreStream, type StreamState } from '../lib/store-stream';

/**
 * Keeps the board live: the stream's `state` (first on every connection) is the active list, and
 * every later event refetches the store's orders (the arrival alert comes from the list, see
 * use-arrival-alerts.ts). While the stream is down the
 * orders query polls instead.
 */
export function useStoreStream({
  storeId,
  token,
}: {
  storeId: number;
  token: string;
}): StreamState {
  const queryClient = useQueryClient();
  const hasEventSource = typeof EventSource !== 'undefined';
  const [state, setState] = useState<StreamState>(hasEventSource ? 'connecting' : 'down');

  useEffect(() => {
    if (!hasEventSource) return undefined;
    return connectStoreStream({
      storeId,
      token,
      onStateChange: setState,
      onEvent: () => {
        void queryClient.invalidateQueries({ queryKey: storeOrdersQueryKey(storeId) });
      },
      onState: (state) => {
        // The stream's board replaces the list; a fetch still under way could be older than it.
        const queryKey = storeOrdersQueryKey(storeId, 'active');
        void queryClient.cancelQueries({ queryKey, exact: true }).then(() => {
          queryClient.setQueryData(queryKey, state.orders);
        });
      },
    });
  }, [hasEventSource, queryClient, storeId, token]);

  return state;
}
