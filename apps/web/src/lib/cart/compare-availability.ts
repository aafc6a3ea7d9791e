import type { CheckedCartLine } from '@app/shared/catalog/cart.schemas';
import type { CartLine } from './cart-store';
import type { LinePriceUpdate } from './cart-actions';

export type LineCheck =
  | { kind: 'ok' }
  | { kind: 'unavailable'; problem: CheckedCartLine['problem'] }
  /** Grocery: fewer on the shelf, or more than the item's maximum; `most` can still be had. */
  | { kind: 'too_many'; most: number }
  | { kind: 'price_changed'; oldUnitPrice: number; newUnitPrice: number; checked: CheckedCartLine };

function sameIds(a: readonly number[], b: readonly number[]): boolean {
  const left = [...a].sort((x, y) => x - y).join(',');
  const right = [...b].sort((x, y) => x - y).join(',');
  return left === right;
}

function unitPrice(line: Pick<CartLine, 'price' | 'addons'>): number {
  return line.price + (line.addons ?? []).reduce((sum, addon) => sum + addon.price, 0);
}

/**
 * Matches each cart line with the server's check (by item and add-on ids) and says what changed:
 * nothing, no longer orderable, or a different price. Lines the server did not answer for are ok.
 */
export function compareWithAvailability(
  cart: readonly CartLine[],
  checked: readonly CheckedCartLine[],
): LineCheck[] {
  const used = new Set<number>();
  return cart.map((line) => {
    const index = checked.findIndex(
      (candidate, at) =>
        !used.has(at) &&
        candidate.id === line.id &&
        sameIds(
          candidate.addon_ids,
          (line.addons ?? []).map((addon) => addon.id),
        ),
    );
    const match = checked[index];
    if (!match) return { kind: 'ok' };
    used.add(index);
    if (match.problem === 'out_of_stock' || match.problem === 'over_limit') {
      const most = Math.min(match.stock_left ?? match.max_per_order, match.max_per_order);
      if (most > 0) return { kind: 'too_many', most };
    }
    if (!match.available) return { kind: 'unavailable', problem: match.problem };
    const newUnitPrice = unitPrice(match);
    const oldUnitPrice = unitPrice(line);
    if (newUnitPrice !== oldUnitPrice) {
      return { kind: 'price_changed', oldUnitPrice, newUnitPrice, checked: match };
    }
    return { kind: 'ok' };
  });
}

/**
 * What the "update my cart" action applies: new prices, quantities cut to what can be had, and
 * unavailable lines removed.
 */
export function planCartUpdate(checks: readonly LineCheck[]): {
  updates: LinePriceUpdate[];
  removeIndexes: number[];
  quantities: { index: number; quantity: number }[];
} {
  const updates: LinePriceUpdate[] = [];
  const removeIndexes: number[] = [];
  const quantities: { index: number; quantity: number }[] = [];
  checks.forEach((check, index) => {
    if (check.kind === 'unavailable') removeIndexes.push(index);
    if (check.kind === 'too_many') quantities.push({ index, quantity: check.most });
    if (check.kind === 'price_changed') {
      updates.push({
        index,
        name: check.checked.name,
        price: check.checked.price,
        addons: check.checked.addons.map(({ id, name, price }) => ({ id, name, price })),
      });
    }
  });
  return { updates, removeIndexes, quantities };
}
