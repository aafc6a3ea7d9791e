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
  stock_left: null,
  max_per_order: 20,
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
      quantities: [],
    });
  });

  test('grocery: a line above the stock or the item maximum is cut to what can be had', () => {
    const cart = [line({ id: 1, quantity: 5 }), line({ id: 2, quantity: 4 }), line({ id: 3 })];
    const checks = compareWithAvailability(cart, [
      checked({ id: 1, quantity: 5, available: false, problem: 'out_of_stock', stock_left: 3 }),
      checked({ id: 2, quantity: 4, available: false, problem: 'over_limit', max_per_order: 2 }),
      checked({ id: 3, available: false, problem: 'out_of_stock', stock_left: 0 }),
    ]);
    expect(checks).toEqual([
      { kind: 'too_many', most: 3 },
      { kind: 'too_many', most: 2 },
      { kind: 'unavailable', problem: 'out_of_stock' },
    ]);
    expect(planCartUpdate(checks)).toEqual({
      updates: [],
      removeIndexes: [2],
      quantities: [
        { index: 0, quantity: 3 },
        { index: 1, quantity: 2 },
      ],
    });
  });
});
