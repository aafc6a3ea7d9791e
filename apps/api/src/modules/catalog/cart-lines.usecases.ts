import { eq, inArray, sql } from 'drizzle-orm';
import type { CheckedCartLine, LineProblem } from '@app/shared/catalog/cart.schemas';
import { maxOrderable } from '@app/shared/grocery/grocery.models';
import { lineTotal } from '@app/shared/orders/pricing.models';
import { addons, items, stores } from './catalog.table';
import { DEFAULT_CART_LIMITS, normaliseCart, readCartLimits } from './cart-limits.usecases';
import type { Executor } from '../../db/client';

export type StoreRow = typeof stores.$inferSelect;

export interface CartLineRequest {
  id: number;
  quantity: number;
  addons: number[];
  /** Grocery lines: what to do when the item is short (ignored on food lines). */
  substitution?: 'similar' | 'specific' | 'remove' | undefined;
  substitute_id?: number | null | undefined;
}

/** A cart line checked against the menu as it is now, with current names and prices. */
export interface ResolvedLine extends CheckedCartLine {
  addonPrices: number[];
}

export async function findCheckoutStore(db: Executor, storeId: number): Promise<StoreRow | null> {
  const [row] = await db.select().from(stores).where(eq(stores.id, storeId));
  return row ?? null;
}

/**
 * Checks every line against the store's menu: the item must exist at this store and be available; every chosen add-on must
 * belong to the item and be available; each group's choice count must be within its min and max.
 */
export async function resolveCartLines(
  db: Executor,
  { storeId, lines: sent }: { storeId: number; lines: readonly CartLineRequest[] },
): Promise<ResolvedLine[]> {
  // Duplicates merged and the caps applied before anything is read (issue 13).
  const limits = await readCartLimits(db);
  const lines = normaliseCart(sent, limits);
  const itemIds = [...new Set(lines.map((line) => line.id))];
  const addonIds = [...new Set(lines.flatMap((line) => line.addons))];
  // Two queries, one after another (inside a transaction they share one connection): the items
  // with their add-on groups' rules, then the chosen add-ons.
  const itemRows = await db
    .select({
      id: items.id,
      storeId: items.storeId,
      name: items.name,
      price: items.priceMinor,
      isAvailable: items.isAvailable,
      stockCount: items.stockCount,
      maxPerOrder: items.maxPerOrder,
      // Spelled out: inside the select list drizzle would leave "id" unqualified.
      groups: sql<{ id: number; min: number; max: number }[]>`coalesce((
        select json_agg(json_build_object('id', g.id, 'min', g.min_choices, 'max', g.max_choices))
        from addon_groups g where g.item_id = "items"."id"), '[]'::json)`,
    })
    .from(items)
    .where(inArray(items.id, itemIds));
  const addonRows = addonIds.length
    ? await db
        .select({
          id: addons.id,
          groupId: addons.groupId,
          name: addons.name,
          price: addons.priceMinor,
          isAvailable: addons.isAvailable,
        })
        .from(addons)
        .where(inArray(addons.id, addonIds))
    : [];
  return checkCartLines({
    storeId,
    lines,
    items: itemRows,
    addons: addonRows,
    lineCap: limits.perLine,
  });
}

export interface MenuItemData {
  id: number;
  storeId: number;
  name: string;
  price: number;
  isAvailable: boolean;
  /** Units on the shelf when the store counts them (grocery), else null. */
  stockCount: number | null;
  /** The item's own per-order maximum, else null. */
  maxPerOrder: number | null;
  groups: { id: number; min: number; max: number }[];
}

export interface MenuAddonData {
  id: number;
  groupId: number;
  name: string;
  price: number;
  isAvailable: boolean;
}

/** The lines checked against menu rows already read (pure). */
export function checkCartLines({
  storeId,
  lines,
  items: itemRows,
  addons: addonRows,
  lineCap = DEFAULT_CART_LIMITS.perLine,
}: {
  storeId: number;
  lines: readonly CartLineRequest[];
  items: readonly MenuItemData[];
  addons: readonly MenuAddonData[];
  /** The platform's most of one line (settings). */
  lineCap?: number;
}): ResolvedLine[] {
  const itemById = new Map(itemRows.map((row) => [row.id, row]));
  const addonById = new Map(addonRows.map((row) => [row.id, row]));

  return lines.map((line): ResolvedLine => {
    const item = itemById.get(line.id);
    const chosen = [...new Set(line.addons)].map((id) => addonById.get(id));
    const groups = item?.groups ?? [];
    const known = chosen.filter((addon) => addon !== undefined);
    const pricedAddons = known.map((addon) => ({
      id: addon.id,
      name: addon.name,
      price: addon.price,
    }));
    const addonPrices = pricedAddons.map((addon) => addon.price);
    const stockLeft = item?.stockCount ?? null;
    const maxPerOrder = item
      ? maxOrderable({
          stockCount: null,
          maxPerOrder: item.maxPerOrder,
          lineCap,
          isAvailable: true,
        })
      : 0;
    let problem = lineProblem({ item, storeId, chosen, groups });
    if (problem === null && stockLeft !== null && line.quantity > stockLeft)
      problem = 'out_of_stock';
    // The platform's cap is normaliseCart's (422 cart.quantity_limit); this is the item's own.
    if (problem === null && item?.maxPerOrder != null && line.quantity > item.maxPerOrder) {
      problem = 'over_limit';
    }
    const price = item?.price ?? 0;
    return {
      id: line.id,
      quantity: line.quantity,
      addon_ids: line.addons,
      name: item?.name ?? '',
      price,
      addons: pricedAddons,
      addonPrices,
      line_total: item ? lineTotal({ unitPrice: price, addonPrices, quantity: line.quantity }) : 0,
      available: problem === null,
      problem,
      stock_left: stockLeft,
      max_per_order: maxPerOrder,
    };
  });
}

function lineProblem({
  item,
  storeId,
  chosen,
  groups,
}: {
  item: { storeId: number; isAvailable: boolean } | undefined;
  storeId: number;
  chosen: ({ groupId: number; isAvailable: boolean } | undefined)[];
  groups: { id: number; min: number; max: number }[];
}): LineProblem | null {
  if (!item) return 'not_found';
  if (item.storeId !== storeId) return 'other_store';
  if (!item.isAvailable) return 'sold_out';
  const groupIds = new Set(groups.map((group) => group.id));
  if (chosen.some((addon) => addon === undefined || !groupIds.has(addon.groupId))) {
    return 'addon_choice_invalid';
  }
  if (chosen.some((addon) => addon && !addon.isAvailable)) return 'addon_unavailable';
  for (const group of groups) {
    const picked = chosen.filter((addon) => addon?.groupId === group.id).length;
    if (picked < group.min || picked > group.max) return 'addon_choice_invalid';
  }
  return null;
}
