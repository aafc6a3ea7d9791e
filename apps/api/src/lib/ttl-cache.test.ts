import { describe, expect, test } from 'vitest';
import { createTtlCache } from './ttl-cache';

describe('createTtlCache', () => {
  test('answers from memory until the entry expires, then loads again', async () => {
    let clock = 0;
    let loads = 0;
    const cache = createTtlCache<number>({ ttlMs: 1000, maxEntries: 10, now: () => clock });
    const load = async () => ++loads;
    expect(await cache.get('a', load)).toBe(1);
    clock = 999;
    expect(await cache.get('a', load)).toBe(1);
    clock = 1000;
    expect(await cache.get('a', load)).toBe(2);
  });

  test('concurrent gets of a cold key share one load', async () => {
    let loads = 0;
    const cache = createTtlCache<number>({ ttlMs: 1000, maxEntries: 10 });
    const load = () => new Promise<number>((resolve) => setTimeout(() => resolve(++loads), 5));
    const results = await Promise.all([
      cache.get('a', load),
      cache.get('a', load),
      cache.get('a', load),
    ]);
    expect(results).toEqual([1, 1, 1]);
    expect(loads).toBe(1);
  });

  test('a failed load is not kept', async () => {
    const cache = createTtlCache<number>({ ttlMs: 1000, maxEntries: 10 });
    await expect(cache.get('a', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('a', async () => 7)).toBe(7);
  });

  test('beyond maxEntries the least recently used entry goes first', async () => {
    let loads = 0;
    const cache = createTtlCache<string>({ ttlMs: 10_000, maxEntries: 2 });
    const load = (key: string) => async () => `${key}${++loads}`;
    await cache.get('a', load('a'));
    await cache.get('b', load('b'));
    await cache.get('a', load('a')); // a is now the most recent
    await cache.get('c', load('c')); // evicts b
    expect(await cache.get('a', load('a'))).toBe('a1');
    expect(await cache.get('b', load('b'))).toBe('b4');
  });

  test('ttlMs 0 turns caching off', async () => {
    let loads = 0;
    const cache = createTtlCache<number>({ ttlMs: 0, maxEntries: 10 });
    await cache.get('a', async () => ++loads);
    await cache.get('a', async () => ++loads);
    expect(loads).toBe(2);
  });
});
