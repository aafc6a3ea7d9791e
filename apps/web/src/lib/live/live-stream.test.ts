import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { fakeEventSources } from '../../testing/fake-event-source';
import { openLiveStream } from './live-stream';

describe('openLiveStream', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  test('reports live on open and down on error, and hands parsed events to their handler', () => {
    const { sources, factory } = fakeEventSources();
    const live: boolean[] = [];
    const onStatus = vi.fn();
    const close = openLiveStream({
      url: '/public/api/stream/order/SB-1?token=t',
      handlers: { order_status: onStatus },
      onLiveChange: (isLive) => live.push(isLive),
      createEventSource: factory,
    });
    const source = sources[0]!;
    expect(source.url).toBe('/public/api/stream/order/SB-1?token=t');

    source.open();
    source.emit('order_status', { status: 4 });
    source.fail();
    source.open();
    expect(live).toEqual([true, false, true]);
    expect(onStatus).toHaveBeenCalledWith({ status: 4 });

    close();
    expect(source.isClosed).toBe(true);
  });

  test('when the browser gives up (closed), a new connection follows after the delay', () => {
    const { sources, factory } = fakeEventSources();
    const live: boolean[] = [];
    const close = openLiveStream({
      url: '/s',
      handlers: {},
      onLiveChange: (isLive) => live.push(isLive),
      createEventSource: factory,
      reconnectMs: 15_000,
    });
    sources[0]!.fail({ closed: true });
    expect(live).toEqual([false]);
    vi.advanceTimersByTime(14_999);
    expect(sources).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sources).toHaveLength(2);
    sources[1]!.open();
    expect(live).toEqual([false, true]);
    close();
    expect(sources[1]!.isClosed).toBe(true);
  });

  test('a retrying connection (not closed) is left to the browser', () => {
    const { sources, factory } = fakeEventSources();
    openLiveStream({ url: '/s', handlers: {}, onLiveChange: () => {}, createEventSource: factory });
    sources[0]!.fail();
    vi.advanceTimersByTime(60_000);
    expect(sources).toHaveLength(1);
  });

  test('without EventSource the stream is simply down', () => {
    const onLiveChange = vi.fn();
    openLiveStream({ url: '/s', handlers: {}, onLiveChange, createEventSource: null });
    expect(onLiveChange).toHaveBeenCalledWith(false);
  });

  test('malformed data is ignored', () => {
    const { sources, factory } = fakeEventSources();
    const handler = vi.fn();
    openLiveStream({
      url: '/s',
      handlers: { new_order: handler },
      onLiveChange: () => {},
      createEventSource: factory,
    });
    sources[0]!.emitRaw('new_order', '{not json');
    expect(handler).not.toHaveBeenCalled();
  });

  test('when the server drains (reconnect), a new stream opens after its delay and the stream never shows down', () => {
    const { sources, factory } = fakeEventSources();
    const live: boolean[] = [];
    const onState = vi.fn();
    const close = openLiveStream({
      url: '/s',
      handlers: { state: onState },
      onLiveChange: (isLive) => live.push(isLive),
      createEventSource: factory,
    });
    sources[0]!.open();
    sources[0]!.emit('reconnect', { retry_ms: 700 });
    expect(sources[0]!.isClosed).toBe(true);
    vi.advanceTimersByTime(699);
    expect(sources).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sources).toHaveLength(2);
    expect(sources[1]!.url).toBe('/s');
    sources[1]!.open();
    sources[1]!.emit('state', { orders: [] });
    expect(onState).toHaveBeenCalledWith({ orders: [] });
    expect(live).toEqual([true, true]);
    close();
    expect(sources[1]!.isClosed).toBe(true);
  });

  test('a reconnect hint with a bad delay waits 1 s, and none after close', () => {
    const { sources, factory } = fakeEventSources();
    const close = openLiveStream({
      url: '/s',
      handlers: {},
      onLiveChange: () => {},
      createEventSource: factory,
    });
    sources[0]!.emitRaw('reconnect', 'not json');
    vi.advanceTimersByTime(999);
    expect(sources).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sources).toHaveLength(2);
    close();
    sources[1]!.emit('reconnect', { retry_ms: 10 });
    vi.advanceTimersByTime(60_000);
    expect(sources).toHaveLength(2);
  });
});
