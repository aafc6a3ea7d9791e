import { connectSse, type SseClient } from '../../apps/api/src/modules/realtime/sse-client';

/** One status change as the order stream tells it: `from>to@at` (the order_events row). */
export function statusEventKey(event: {
  from_status: number | null;
  to_status: number;
  at: string;
}) {
  return `${event.from_status ?? '-'}>${event.to_status}@${event.at}`;
}

interface OrderStatusFrame {
  status: number;
  event: { from_status: number | null; to_status: number; at: string };
}

export interface OrderWatcher {
  uniqueOrderId: string;
  /** Streams that opened (200) and streams that could not be opened. */
  connections: number;
  failedConnects: number;
  /** Every status change seen, with how many frames carried it across all connections. */
  seen: Map<string, number>;
  /** The same change twice on one connection: a real duplicate (a resync after a reconnect is not). */
  duplicates: number;
  /** Each duplicate: the change, the connection and the frame's place on it (for the log). */
  duplicateDetails: string[];
  /** The change the first stream opened on: changes from there on are the watcher's to see. */
  firstEventAt: string | null;
  lastStatus: number | null;
  /** From a dropped stream to the first frame of the next one, per reconnect. */
  reconnectMs: number[];
  /** Has an open stream that has sent its state. */
  isLive(): boolean;
  close(): void;
}

/**
 * A customer's order screen: an order stream on `primary` that, once it drops or cannot be
 * opened, reconnects to `fallback` after `retryMs` (the browser's EventSource does the same, after
 * the stream's `retry: 3000`; shorter here to keep the run short). On every (re)connect the
 * server sends the order's state and its latest change first, then live changes.
 */
export function watchOrder({
  primary,
  fallback,
  uniqueOrderId,
  token,
  retryMs,
}: {
  primary: string;
  fallback: string;
  uniqueOrderId: string;
  token: string;
  retryMs: number;
}): OrderWatcher {
  const path = `/public/api/stream/order/${uniqueOrderId}?token=${encodeURIComponent(token)}`;
  let stopped = false;
  let useFallback = false;
  let droppedAt: number | null = null;
  let current: SseClient | null = null;
  let live = false;
  const watcher: OrderWatcher = {
    uniqueOrderId,
    connections: 0,
    failedConnects: 0,
    seen: new Map(),
    duplicates: 0,
    duplicateDetails: [],
    firstEventAt: null,
    lastStatus: null,
    reconnectMs: [],
    isLive: () => live,
    close() {
      stopped = true;
      current?.close();
    },
  };
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  const onConnection = (client: SseClient) => {
    const keys = new Map<string, string>();
    let frames = 0;
    const onFrame = (data: string) => {
      const frame = JSON.parse(data) as OrderStatusFrame;
      const key = statusEventKey(frame.event);
      frames += 1;
      if (keys.has(key)) {
        watcher.duplicates += 1;
        watcher.duplicateDetails.push(
          `${uniqueOrderId} ${key} again as frame ${frames} of connection ${watcher.connections}: ${data} (first: ${keys.get(key)})`,
        );
      }
      if (!keys.has(key)) keys.set(key, `${data} as frame ${frames}`);
      if (!live) {
        live = true;
        // A stream cut under the watcher; not an order's first stream refused by a dead instance.
        if (droppedAt !== null && watcher.connections > 1) {
          watcher.reconnectMs.push(Date.now() - droppedAt);
        }
        droppedAt = null;
        watcher.firstEventAt ??= frame.event.at;
      }
      watcher.seen.set(key, (watcher.seen.get(key) ?? 0) + 1);
      watcher.lastStatus = frame.status;
    };
    for (const event of client.events) if (event.event === 'order_status') onFrame(event.data);
    client.onEvent = (event) => {
      if (event.event === 'order_status') onFrame(event.data);
    };
  };

  const run = async () => {
    while (!stopped) {
      const base = useFallback ? fallback : primary;
      let client: SseClient | null = null;
      try {
        client = await connectSse(`${base}${path}`);
      } catch {
        client = null;
      }
      if (!client || client.status !== 200) {
        client?.close();
        watcher.failedConnects += 1;
        useFallback = true;
        droppedAt ??= Date.now();
        await sleep(retryMs);
        continue;
      }
      if (stopped) {
        client.close();
        break;
      }
      current = client;
      watcher.connections += 1;
      onConnection(client);
      await client.closed;
      current = null;
      live = false;
      if (stopped) break;
      droppedAt = Date.now();
      useFallback = true;
      await sleep(retryMs);
    }
  };
  void run();
  return watcher;
}
