import { describe, expect, it, vi } from 'vitest';
import { connectStoreStream, STREAM_RETRY_MS, type EventSourceLike } from './store-stream';

class FakeEventSource implements EventSourceLike {
  readyState = 0;
  onopen: ((event: Event) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  closed = false;
  listeners = new Map<string, ((event: MessageEvent) => void)[]>();
  constructor(readonly url: string) {}
  addEventListener(type: string, listener: (event: MessageEvent) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.closed = true;
    this.readyState = 2;
  }
  open() {
    this.readyState = 1;
    this.onopen?.(new Event('open'));
  }
  emit(type: string, data: unknown) {
    for (const listener of this.listeners.get(type) ?? [])
      listener(new MessageEvent(type, { data: JSON.stringify(data) }));
  }
  fail({ isFinal }: { isFinal: boolean }) {
    this.readyState = isFinal ? 2 : 0;
    this.onerror?.(new Event('error'));
  }
}

function connect() {
  const sources: FakeEventSource[] = [];
  const timers: (() => void)[] = [];
  const delays: number[] = [];
  const onEvent = vi.fn();
  const onState = vi.fn();
  const states: string[] = [];
  const stop = connectStoreStream({
    storeId: 7,
    token: 'tok en',
    onEvent,
    onState,
    onStateChange: (state) => states.push(state),
    createEventSource: (url) => {
      const source = new FakeEventSource(url);
      sources.push(source);
      return source;
    },
    setTimer: (callback, ms) => {
      delays.push(ms);
      timers.push(callback);
      return timers.length as unknown as ReturnType<typeof setTimeout>;
    },
    clearTimer: () => undefined,
  });
  return { sources, timers, delays, onEvent, onState, states, stop };
}

describe('store stream', () => {
  it('opens the store stream with the token in the query and reports it live', () => {
    const { sources, states } = connect();
    expect(sources[0]?.url).toBe('/public/api/stream/store/7?token=tok%20en');
    sources[0]?.open();
    expect(states).toEqual(['connecting', 'live']);
  });

  it('passes on new_order and order_status events with their order id', () => {
    const { sources, onEvent } = connect();
    sources[0]?.emit('new_order', { unique_order_id: 'OD-1' });
    sources[0]?.emit('order_status', { unique_order_id: 'OD-2', status: 2 });
    sources[0]?.emit('new_order', 'not json at all');
    expect(onEvent.mock.calls.map(([event]) => event)).toEqual([
      { type: 'new_order', uniqueOrderId: 'OD-1' },
      { type: 'order_status', uniqueOrderId: 'OD-2' },
      { type: 'new_order', uniqueOrderId: null },
    ]);
  });

  it("[H8.16] hands on the stream's state (the board as it is on connecting), and only its own store's", () => {
    const { sources, onState, onEvent } = connect();
    const orders = [{ unique_order_id: 'OD-9', status: 1 }];
    sources[0]?.emit('state', { store_id: 7, orders });
    sources[0]?.emit('state', { store_id: 8, orders });
    sources[0]?.emit('state', { store_id: 7, orders: 'none' });
    sources[0]?.emit('state', 'not json at all');
    expect(onState.mock.calls).toEqual([[{ store_id: 7, orders }]]);
    expect(onEvent).not.toHaveBeenCalled();
  });

  it('when the connection drops it reports down and lets the browser reconnect', () => {
    const { sources, timers, states } = connect();
    sources[0]?.open();
    sources[0]?.fail({ isFinal: false });
    expect(states.at(-1)).toBe('down');
    expect(timers).toHaveLength(0);
    sources[0]?.open();
    expect(states.at(-1)).toBe('live');
  });

  it('when the browser gives up it opens a fresh stream later', () => {
    const { sources, timers, delays, states } = connect();
    sources[0]?.fail({ isFinal: true });
    expect(states.at(-1)).toBe('down');
    expect(delays).toEqual([STREAM_RETRY_MS]);
    timers[0]?.();
    expect(sources).toHaveLength(2);
    sources[1]?.open();
    expect(states.at(-1)).toBe('live');
  });

  it('stopping closes the stream', () => {
    const { sources, stop } = connect();
    stop();
    expect(sources[0]?.closed).toBe(true);
  });

  it('one stream for several stores: their ids in the query, a state for each of them only', () => {
    const sources: FakeEventSource[] = [];
    const onState = vi.fn();
    const stop = connectStoreStream({
      storeIds: [7, 9],
      token: 'tok',
      onEvent: vi.fn(),
      onState,
      onStateChange: () => undefined,
      createEventSource: (url) => {
        const source = new FakeEventSource(url);
        sources.push(source);
        return source;
      },
    });
    expect(sources[0]?.url).toBe('/public/api/stream/stores?store_ids=7,9&token=tok');
    sources[0]?.emit('state', { store_id: 9, orders: [] });
    sources[0]?.emit('state', { store_id: 8, orders: [] });
    expect(onState).toHaveBeenCalledTimes(1);
    expect(onState).toHaveBeenCalledWith({ store_id: 9, orders: [] });
    stop();
    expect(sources[0]?.closed).toBe(true);
  });

  it('when the server drains (reconnect), a new stream opens after its delay and the board stays live', () => {
    const { sources, timers, delays, onState, states, stop } = connect();
    sources[0]?.open();
    sources[0]?.emit('reconnect', { retry_ms: 800 });
    expect(sources[0]?.closed).toBe(true);
    expect(delays).toEqual([800]);
    timers[0]?.();
    expect(sources).toHaveLength(2);
    sources[1]?.open();
    sources[1]?.emit('state', { store_id: 7, orders: [] });
    expect(onState).toHaveBeenCalledWith({ store_id: 7, orders: [] });
    expect(states).toEqual(['connecting', 'live', 'live']);
    stop();
    expect(sources[1]?.closed).toBe(true);
  });
});
