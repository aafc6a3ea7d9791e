import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import type { StoreItem } from '@app/shared/console/console.schemas';
import { packLabel, type PackUnit } from '@app/shared/grocery/grocery.models';
import { itemCategories, items, storeOwners, stores } from './catalog.table';

/**
 * The catalogue as the operator console manages it: which stores a user runs, their switches,
 * and their items' availability. Who may do what is the console's rule; these only read and write.
 */

const storeColumns = {
  id: stores.id,
  name: stores.name,
  slug: stores.slug,
  isActive: stores.isActive,
  autoAcceptOrders: stores.autoAcceptOrders,
  module: stores.module,
};

export type ManagedStoreRow = {
  id: number;
  name: string;
  slug: string;
  isActive: boolean;
  autoAcceptOrders: boolean;
  module: 'food' | 'grocery';
};

/** Every store, or the stores one owner runs, by name. */
export function listManagedStores(
  db: Executor,
  ownerId: number | null,
): Promise<ManagedStoreRow[]> {
  return ownerId === null
    ? db.select(storeColumns).from(stores).orderBy(asc(stores.name))
    : db
        .select(storeColumns)
        .from(storeOwners)
        .innerJoin(stores, eq(stores.id, storeOwners.storeId))
        .where(eq(storeOwners.userId, ownerId))
        .orderBy(asc(stores.name));
}

export async function storeExists(db: Executor, storeId: number): Promise<boolean> {
  const [row] = await db.select({ id: stores.id }).from(stores).where(eq(stores.id, storeId));
  return row !== undefined;
}

/**
 * Locks the store's row until the caller's transaction ends, so money recorded against the store
 * is recorded one at a time. `no key update`: orders may still be placed with the store meanwhile.
 * False when there is no such store.
 */
export async function lockStore(tx: Executor, storeId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: stores.id })
    .from(stores)
    .where(eq(stores.id, storeId))
    .for('no key update');
  return row !== undefined;
}

export async function ownsStore(db: Executor, ownerId: number, storeId: number): Promise<boolean> {
  const [row] = await db
    .select({ storeId: storeOwners.storeId })
    .from(storeOwners)
    .where(and(eq(storeOwners.userId, ownerId), eq(storeOwners.storeId, storeId)));
  return row !== undefined;
}

export async function setStoreSwitches(
  db: Executor,
  storeId: number,
  change: { isActive?: boolean; autoAcceptOrders?: boolean },
): Promise<ManagedStoreRow | null> {
  const [row] = await db
    .update(stores)
    .set(change)
    .where(eq(stores.id, storeId))
    .returning(storeColumns);
  return row ?? null;
}

const itemColumns = {
  id: items.id,
  name: items.name,
  category: itemCategories.name,
  price: items.priceMinor,
  is_available: items.isAvailable,
  mrp: items.oldPriceMinor,
  packQuantity: items.packQuantity,
  packUnit: items.packUnit,
  stock_count: items.stockCount,
  max_per_order: items.maxPerOrder,
};

type ItemRow = {
  id: number;
  name: string;
  category: string;
  price: number;
  is_available: boolean;
  mrp: number | null;
  packQuantity: number | null;
  packUnit: string | null;
  stock_count: number | null;
  max_per_order: number | null;
};

/** An item as the console shows it: the pack size as shelves read it. */
function toStoreItem({ packQuantity, packUnit, ...item }: ItemRow): StoreItem {
  return { ...item, pack: packLabel(packQuantity, packUnit as PackUnit | null) };
}

export async function listStoreItems(db: Executor, storeId: number): Promise<StoreItem[]> {
  const rows = await db
    .select(itemColumns)
    .from(items)
    .innerJoin(itemCategories, eq(itemCategories.id, items.categoryId))
    .where(eq(items.storeId, storeId))
    .orderBy(asc(itemCategories.sortOrder), asc(items.sortOrder), asc(items.id));
  return rows.map(toStoreItem);
}

export async function findItemStoreId(db: Executor, itemId: number): Promise<number | null> {
  const [item] = await db
    .select({ storeId: items.storeId })
    .from(items)
    .where(eq(items.id, itemId));
  return item?.storeId ?? null;
}

/** Sold-out switch and, for grocery, the shelf count; answers the item as the console shows it. */
export async function updateStoreItem(
  db: Executor,
  itemId: number,
  change: {
    isAvailable?: boolean;
    stockCount?: number | null;
    priceMinor?: number;
    oldPriceMinor?: number | null;
    packQuantity?: number | null;
    packUnit?: PackUnit | null;
    maxPerOrder?: number | null;
  },
): Promise<StoreItem | null> {
  await db.update(items).set(change).where(eq(items.id, itemId));
  const [row] = await db
    .select(itemColumns)
    .from(items)
    .innerJoin(itemCategories, eq(itemCategories.id, items.categoryId))
    .where(eq(items.id, itemId));
  return row ? toStoreItem(row) : null;
}

/** Every store's id and name, for the console's order filter (at most 2000). */
export async function listStoreNames(db: Executor): Promise<{ id: number; name: string }[]> {
  const result = await db.execute(sql`select id, name from stores order by name, id limit 2000`);
  return (result as unknown as { rows: { id: number; name: string }[] }).rows;
}
