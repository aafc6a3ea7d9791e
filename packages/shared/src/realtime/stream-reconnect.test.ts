import { describe, expect, test } from 'vitest';
import { reconnectDelayMs } from './stream-reconnect';

describe('reconnectDelayMs', () => {
  test('is the retry_ms the event names, at most 10 s', () => {
    expect(reconnectDelayMs('{"retry_ms":700}')).toBe(700);
    expect(reconnectDelayMs('{"retry_ms":0}')).toBe(0);
    expect(reconnectDelayMs('{"retry_ms":3600000}')).toBe(10_000);
  });

  test('is 1 s when the data is not a usable delay', () => {
    for (const data of ['not json', '{}', '{"retry_ms":-5}', '{"retry_ms":"9"}', 'null']) {
      expect(reconnectDelayMs(data)).toBe(1_000);
    }
  });
});
