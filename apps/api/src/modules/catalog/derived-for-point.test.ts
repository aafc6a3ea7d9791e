import { describe, expect, test } from 'vitest';
import type { StoreRow } from './catalog.repository';
import { derivedForPoint } from './nearby-stores';

describe('derivedForPoint', () => {
  const cell = [] as unknown as StoreRow[];
  const point = { latitude: 12.9352, longitude: 77.6245 };

  test('[H8.14] computes once per (candidates, exact point); another point or a refreshed cell computes again', () => {
    let calls = 0;
    const compute = () => ({ call: (calls += 1) });
    const first = derivedForPoint(cell, point, 'search', compute);
    expect(derivedForPoint(cell, { ...point }, 'search', compute)).toBe(first);
    expect(calls).toBe(1);
    derivedForPoint(cell, { ...point, longitude: 77.6246 }, 'search', compute);
    derivedForPoint(cell, point, 'list', compute);
    expect(calls).toBe(3);
    // The cell's entry expired: a new candidates array, a fresh computation.
    const refreshed = [] as unknown as StoreRow[];
    expect(derivedForPoint(refreshed, point, 'search', compute)).toEqual({ call: 4 });
  });

  test('[H8.14] keeps at most 256 points per cell, dropping the oldest', () => {
    const busy = [] as unknown as StoreRow[];
    let calls = 0;
    const compute = () => (calls += 1);
    for (let i = 0; i <= 256; i += 1) {
      derivedForPoint(busy, { latitude: 12 + i / 1e4, longitude: 77 }, 'search', compute);
    }
    derivedForPoint(busy, { latitude: 12 + 256 / 1e4, longitude: 77 }, 'search', compute);
    expect(calls).toBe(257);
    derivedForPoint(busy, { latitude: 12, longitude: 77 }, 'search', compute);
    expect(calls).toBe(258);
  });
});
