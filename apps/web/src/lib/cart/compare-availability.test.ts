import type { CheckedCartLine } from '@app/shared/catalog/cart.schemas';
import { describe, expect, test } from 'vitest';
import type { CartLine } from './cart-store';
import { compareWithAvailability, planCartUpdate } from './compare-availability';

const line = (overrides: Partial<CartLine>): CartLine => ({
  id: 1,
  restaurant_id: 9,
  name: 'Margherita',
  price: 29900,
  addons: [],
  quantity: 1,
  ...overrides,
});
const checked = (overrides: Partial<CheckedCartLine>): CheckedCartLine => ({
  id: 1,
  quantity: 1,
  addon_ids: [],
  name: 'Margherita',
  price: 29900,
  addons: [],
  line_total: 29900,
  available: true,
  problem: null,
  ...overrides,
});

describe('comparing the cart with the availability check', () => {
  test('lines match by item and add-ons; sold-out and re-priced lines are reported', () => {
    const cart = [
      line({ id: 1, addons: [{ id: 5, name: 'Cheese', price: 4000 }] }),
      line({ id: 1 }),
      line({ id: 2, name: 'Calzone' }),
    ];
    const checks = compareWithAvailability(cart, [
      checked({ id: 2, available: false, problem: 'sold_out' }),
      checked({ id: 1, addon_ids: [] }),
      checked({
        id: 1,
        addon_ids: [5],
        addons: [{ id: 5, name: 'Cheese', price: 5000 }],
      }),
    ]);
    expect(checks).toEqual([
      expect.objectContaining({ kind: 'price_changed', oldUnitPrice: 33900, newUnitPrice: 34900 }),
      { kind: 'ok' },
      { kind: 'unavailable', problem: 'sold_out' },
    ]);
    expect(planCartUpdate(checks)).toEqual({
      updates: [
        {
          index: 0,
          name: 'Margherita',
          price: 29900,
          addons: [{ id: 5, name: 'Cheese', price: 5000 }],
        },
      ],
      removeIndexes: [2],
    });
  });
});
