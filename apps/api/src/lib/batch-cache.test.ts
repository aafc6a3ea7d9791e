import { describe, expect, test } from 'vitest';
import { createBatchCache } from './batch-cache';

describe('createBatchCache', () => {
  test('loads only the keys not held, in one call; answers held keys until they expire', async () => {
    let clock = 0;
    const calls: number[][] = [];
    const cache = createBatchCache<number, string>({
      ttlMs: 1000,
      maxEntries: 10,
      missing: 'none',
      now: () => clock,
      loadMany: async (keys) => {
        calls.push([...keys]);
        return new Map(
          keys.filter((key) => key !== 404).map((key) => [key, `v${key}.${calls.length}`]),
        );
      },
    });
    expect(await cache.getMany([1, 2])).toEqual(['v1.1', 'v2.1']);
    expect(await cache.getMany([2, 3, 404])).toEqual(['v2.1', 'v3.2', 'none']);
    expect(calls).toEqual([
      [1, 2],
      [3, 404],
    ]);
    clock = 1000;
    expect(await cache.getMany([1])).toEqual(['v1.3']);
  });

  test('concurrent calls share a load; a failed load is not kept; beyond maxEntries the oldest go', async () => {
    let loads = 0;
    let fail = true;
    const cache = createBatchCache<number, number>({
      ttlMs: 1000,
      maxEntries: 2,
      missing: -1,
      loadMany: (keys) =>
        new Promise((resolve, reject) =>
          setTimeout(() => {
            loads += 1;
            if (fail) reject(new Error('down'));
            else resolve(new Map(keys.map((key) => [key, key * 10])));
          }, 5),
        ),
    });
    await expect(cache.getMany([1])).rejects.toThrow('down');
    fail = false;
    const [a, b] = await Promise.all([cache.getMany([1]), cache.getMany([1])]);
    expect([a, b, loads]).toEqual([[10], [10], 2]);
    await cache.getMany([2, 3]);
    expect(await cache.getMany([1])).toEqual([10]);
    expect(loads).toBe(4);
  });

  test('ttl 0 loads every time', async () => {
    let loads = 0;
    const cache = createBatchCache<number, number>({
      ttlMs: 0,
      maxEntries: 10,
      missing: 0,
      loadMany: async (keys) => {
        loads += 1;
        return new Map(keys.map((key) => [key, key]));
      },
    });
    await cache.getMany([1]);
    await cache.getMany([1]);
    expect(loads).toBe(2);
  });
});
