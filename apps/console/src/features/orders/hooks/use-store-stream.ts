import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { storeOrdersQueryKey } from '../api/get-store-orders';
import { connectStoreStream, type StreamState } from '../lib/store-stream';

/**
 * Keeps the board live: every stream event refetches the store's orders (the arrival alert
 * comes from the refetched list, see use-arrival-alerts.ts). While the stream is down the
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
    });
  }, [hasEventSource, queryClient, storeId, token]);

  return state;
}
