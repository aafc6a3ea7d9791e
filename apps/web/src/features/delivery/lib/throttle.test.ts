import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { createThrottle } from './throttle';

describe('createThrottle', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-21T10:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  test('sends the first value at once and then at most one every 4 s, the newest waiting one', () => {
    const sent: number[] = [];
    const throttle = createThrottle<number>({
      intervalMs: 4000,
      send: (value) => sent.push(value),
    });

    throttle.push(1);
    expect(sent).toEqual([1]);

    vi.advanceTimersByTime(1000);
    throttle.push(2);
    vi.advanceTimersByTime(1000);
    throttle.push(3);
    expect(sent).toEqual([1]);

    vi.advanceTimersByTime(1999);
    expect(sent).toEqual([1]);
    vi.advanceTimersByTime(1); // 4 s after the first send
    expect(sent).toEqual([1, 3]);

    // The next one waits a full interval after that send.
    vi.advanceTimersByTime(500);
    throttle.push(4);
    vi.advanceTimersByTime(3499);
    expect(sent).toEqual([1, 3]);
    vi.advanceTimersByTime(1);
    expect(sent).toEqual([1, 3, 4]);
  });

  test('after a quiet spell longer than the interval a new value goes at once', () => {
    const sent: string[] = [];
    const throttle = createThrottle<string>({
      intervalMs: 4000,
      send: (value) => sent.push(value),
    });
    throttle.push('a');
    vi.advanceTimersByTime(10_000);
    throttle.push('b');
    expect(sent).toEqual(['a', 'b']);
  });

  test('with a position every second for a minute, posts stay 4 s apart', () => {
    const sentAt: number[] = [];
    const throttle = createThrottle<number>({
      intervalMs: 4000,
      send: () => sentAt.push(Date.now()),
    });
    for (let second = 0; second < 60; second += 1) {
      throttle.push(second);
      vi.advanceTimersByTime(1000);
    }
    // At 0, 4, ..., 56 s, and at 60 s the newest of the last interval.
    expect(sentAt).toHaveLength(16);
    for (let index = 1; index < sentAt.length; index += 1) {
      expect(sentAt[index]! - sentAt[index - 1]!).toBeGreaterThanOrEqual(4000);
    }
  });

  test('cancel drops the waiting value', () => {
    const send = vi.fn();
    const throttle = createThrottle<number>({ intervalMs: 4000, send });
    throttle.push(1);
    throttle.push(2);
    throttle.cancel();
    vi.advanceTimersByTime(10_000);
    expect(send.mock.calls).toEqual([[1]]);
  });
});
