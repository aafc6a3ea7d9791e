import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { storeOrdersQueryKey } from '../api/get-store-orders';
import { connectStoreStream, type StreamState } from '../lib/store-stream';

/** The board's one state for several streams: live when all are, down when any is. */
export function combineStreamStates(states: readonly StreamState[]): StreamState {
  if (states.length === 0) return 'connecting';
  if (states.some((state) => state === 'down')) return 'down';
  if (states.every((state) => state === 'live')) return 'live';
  return 'connecting';
}

/**
 * One board for all the owner's stores: the live stream of each store (see use-store-stream.ts
 * for one). Each stream's `state` replaces that store's active list; every other event refetches
 * the store's orders. While any stream is down the orders queries poll.
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
  const [states, setStates] = useState<Record<number, StreamState>>({});
  const key = storeIds.join(',');

  useEffect(() => {
    if (!hasEventSource) return undefined;
    const ids = key ? key.split(',').map(Number) : [];
    const stops = ids.map((storeId) =>
      connectStoreStream({
        storeId,
        token,
        onStateChange: (state) => setStates((previous) => ({ ...previous, [storeId]: state })),
        onEvent: () => {
          void queryClient.invalidateQueries({ queryKey: storeOrdersQueryKey(storeId) });
        },
        onState: (state) => {
          const queryKey = storeOrdersQueryKey(storeId, 'active');
          void queryClient.cancelQueries({ queryKey, exact: true }).then(() => {
            queryClient.setQueryData(queryKey, state.orders);
          });
        },
      }),
    );
    return () => {
      for (const stop of stops) stop();
    };
  }, [hasEventSource, queryClient, key, token]);

  if (!hasEventSource) return 'down';
  return combineStreamStates(storeIds.map((storeId) => states[storeId] ?? 'connecting'));
}
