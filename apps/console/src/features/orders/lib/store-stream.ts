import type { StoreStateMessage, STREAM_EVENTS } from '@app/shared/realtime/realtime.schemas';
import { reconnectDelayMs } from '@app/shared/realtime/stream-reconnect';

/**
 * The store stream's event names. Checked against the contract at compile time but not imported
 * at run time: realtime.schemas.ts would bring zod (about 60 KB) into the console bundle.
 */
const EVENTS = {
  newOrder: 'new_order',
  orderStatus: 'order_status',
  orderUpdated: 'order_updated',
  state: 'state',
  reconnect: 'reconnect',
} as const satisfies Pick<
  typeof STREAM_EVENTS,
  'newOrder' | 'orderStatus' | 'orderUpdated' | 'state' | 'reconnect'
>;

export type StreamState = 'connecting' | 'live' | 'down';

/** The part of EventSource the console uses, so tests can pass a fake. */
export interface EventSourceLike {
  readonly readyState: number;
  onopen: ((event: Event) => void) | null;
  onerror: ((event: Event) => void) | null;
  addEventListener(type: string, listener: (event: MessageEvent) => void): void;
  close(): void;
}
export type EventSourceFactory = (url: string) => EventSourceLike;

/** EventSource.CLOSED: the browser gave up (an error status, not a dropped connection). */
const CLOSED = 2;
/** After the browser gives up, try a fresh stream this much later. */
export const STREAM_RETRY_MS = 30_000;

export function storeStreamUrl({ storeId, token }: { storeId: number; token: string }): string {
  return `/public/api/stream/store/${storeId}?token=${encodeURIComponent(token)}`;
}

function readOrderId(event: MessageEvent): string | null {
  try {
    const data: unknown = JSON.parse(String(event.data));
    if (typeof data !== 'object' || data === null) return null;
    const id = (data as { unique_order_id?: unknown }).unique_order_id;
    return typeof id === 'string' ? id : null;
  } catch {
    return null;
  }
}

/** One stream for several stores (one board for all the owner's stores). */
export function storesStreamUrl({
  storeIds,
  token,
}: {
  storeIds: readonly number[];
  token: string;
}): string {
  return `/public/api/stream/stores?store_ids=${storeIds.join(',')}&token=${encodeURIComponent(token)}`;
}

/** The `state` frame: a store's active orders as get-store-orders answers them. */
function readState(event: MessageEvent, storeIds: readonly number[]): StoreStateMessage | null {
  try {
    const data: unknown = JSON.parse(String(event.data));
    if (typeof data !== 'object' || data === null) return null;
    const state = data as { store_id?: unknown; orders?: unknown };
    if (typeof state.store_id !== 'number' || !storeIds.includes(state.store_id)) return null;
    if (!Array.isArray(state.orders)) return null;
    return data as StoreStateMessage;
  } catch {
    return null;
  }
}

/**
 * Listens to the store stream (new_order, order_status, order_updated) and reports whether it is live. The
 * browser reconnects a dropped stream by itself; when it gives up for good (401, 404) this opens
 * a new one after STREAM_RETRY_MS. A `reconnect` event (the server drains) opens a new stream
 * after the delay it names, still 'live' meanwhile: the new stream starts with the board's state.
 * Returns a function that stops everything.
 */
export function connectStoreStream({
  storeId,
  storeIds,
  token,
  onEvent,
  onState,
  onStateChange,
  createEventSource = (url) => new EventSource(url),
  setTimer = (callback, ms) => setTimeout(callback, ms),
  clearTimer = (timer) => clearTimeout(timer),
}: {
  storeId?: number;
  /** Several stores on one stream (GET /public/api/stream/stores); `state` comes once per store. */
  storeIds?: readonly number[];
  token: string;
  onEvent: (event: {
    type: 'new_order' | 'order_status' | 'order_updated';
    uniqueOrderId: string | null;
  }) => void;
  /**
   * The board as the server sees it, first on every (re)connection: an order placed between the
   * board's last fetch and the stream's start is in it.
   */
  onState: (state: StoreStateMessage) => void;
  onStateChange: (state: StreamState) => void;
  createEventSource?: EventSourceFactory;
  setTimer?: (callback: () => void, ms: number) => ReturnType<typeof setTimeout>;
  clearTimer?: (timer: ReturnType<typeof setTimeout>) => void;
}): () => void {
  const ids = storeIds ?? (storeId === undefined ? [] : [storeId]);
  const url =
    storeIds === undefined
      ? storeStreamUrl({ storeId: storeId ?? 0, token })
      : storesStreamUrl({ storeIds, token });
  let source: EventSourceLike | null = null;
  let retry: ReturnType<typeof setTimeout> | null = null;
  let isStopped = false;

  /** `isResuming`: after a drain's hint, the board stays 'live' while the new stream opens. */
  const open = (isResuming = false) => {
    retry = null;
    if (!isResuming) onStateChange('connecting');
    let current: EventSourceLike;
    try {
      current = createEventSource(url);
    } catch {
      onStateChange('down');
      retry = setTimer(() => open(), STREAM_RETRY_MS);
      return;
    }
    source = current;
    current.onopen = () => onStateChange('live');
    current.onerror = () => {
      if (isStopped) return;
      onStateChange('down');
      if (current.readyState === CLOSED && retry === null) {
        current.close();
        retry = setTimer(() => open(), STREAM_RETRY_MS);
      }
    };
    current.addEventListener(EVENTS.reconnect, (event) => {
      current.close();
      if (isStopped || retry !== null) return;
      retry = setTimer(() => open(true), reconnectDelayMs(event.data));
    });
    current.addEventListener(EVENTS.newOrder, (event) =>
      onEvent({ type: 'new_order', uniqueOrderId: readOrderId(event) }),
    );
    current.addEventListener(EVENTS.orderStatus, (event) =>
      onEvent({ type: 'order_status', uniqueOrderId: readOrderId(event) }),
    );
    current.addEventListener(EVENTS.orderUpdated, (event) =>
      onEvent({ type: 'order_updated', uniqueOrderId: readOrderId(event) }),
    );
    current.addEventListener(EVENTS.state, (event) => {
      const state = readState(event, ids);
      if (state) onState(state);
    });
  };

  open();
  return () => {
    isStopped = true;
    if (retry !== null) clearTimer(retry);
    source?.close();
  };
}
