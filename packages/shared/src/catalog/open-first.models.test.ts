import { describe, expect, test } from 'vitest';
import { availabilityRank, openFirst } from './open-first.models';

describe('open stores first', () => {
  test('[H8.12] orderable, then closed, then switched off; the order inside each group is kept', () => {
    const stores = [
      { id: 1, isActive: true, isOpen: false },
      { id: 2, isActive: false, isOpen: true },
      { id: 3, isActive: true, isOpen: true },
      { id: 4, isActive: true, isOpen: false },
      { id: 5, isActive: true, isOpen: true },
    ];
    expect(openFirst(stores, availabilityRank).map((store) => store.id)).toEqual([3, 5, 1, 4, 2]);
    expect(stores.map((store) => store.id)).toEqual([1, 2, 3, 4, 5]);
  });
});
