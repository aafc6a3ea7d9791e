import { readSettingValues } from '../settings/settings.repository';
import { reserveStock } from '../catalog/cart-lines.repository';
import type { CheckoutData } from './checkout-data';
import type { OrderKindPricing } from './order-kinds';
import { createOutOfStockError } from './orders.errors';
import { loadStoreOrderData, priceStoreOrder } from './store-pricing';

/**
 * Grocery's part of the order engine (order-kinds.ts, issue 15): a store's shelf priced like a
 * menu, plus stock (counted items are taken off the shelf in the order's transaction, so 50
 * concurrent orders for the last 10 units sell exactly 10), each item's per-order maximum, the
 * small-cart fee from settings and each line's substitution preference.
 */

/** Public settings: the fee on a basket under the threshold; 0 turns it off. */
export const GROCERY_SETTING_KEYS = ['grocerySmallCartFee', 'grocerySmallCartThreshold'] as const;

export interface GroceryData extends CheckoutData {
  smallCart: { feeMinor: number; thresholdMinor: number } | null;
}

function nonNegative(value: string | undefined): number {
  const parsed = Number(value);
  return Number.isSafeInteger(parsed) && parsed > 0 ? parsed : 0;
}

export function parseSmallCart(values: ReadonlyMap<string, string>): GroceryData['smallCart'] {
  const feeMinor = nonNegative(values.get('grocerySmallCartFee'));
  const thresholdMinor = nonNegative(values.get('grocerySmallCartThreshold'));
  return feeMinor > 0 && thresholdMinor > 0 ? { feeMinor, thresholdMinor } : null;
}

export const groceryPricing: OrderKindPricing<GroceryData> = {
  kind: 'grocery',
  async load(db, request) {
    const data = await loadStoreOrderData(db, request);
    const settings = await readSettingValues(db, GROCERY_SETTING_KEYS);
    return { ...data, smallCart: parseSmallCart(settings) };
  },
  price: (data, context) =>
    priceStoreOrder(data, context, { module: 'grocery', smallCart: data.smallCart }),
  async reserve(tx, priced) {
    const byItem = new Map<number, number>();
    for (const line of priced.lines) {
      if (line.stock_left === null) continue;
      byItem.set(line.id, (byItem.get(line.id) ?? 0) + line.quantity);
    }
    const lines = [...byItem].map(([itemId, quantity]) => ({ itemId, quantity }));
    if ((await reserveStock(tx, lines)) < lines.length) throw createOutOfStockError();
  },
};
