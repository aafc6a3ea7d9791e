import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { MenuCategory, MenuItem, StoreMenu } from '@app/shared/console/menu-admin.schemas';
import { packLabel, type PackUnit } from '@app/shared/grocery/grocery.models';
import type { Executor } from '../../db/client';
import { addonGroups, addons, itemCategories, items, stores } from './catalog.table';

/**
 * A store's menu as the console edits it (issue 17): sections, items, add-on groups and add-ons.
 * Every lookup takes the store, so a record of another store is simply not found.
 */

const categoryColumns = {
  id: itemCategories.id,
  name: itemCategories.name,
  sort_order: itemCategories.sortOrder,
  is_active: itemCategories.isActive,
  kind: itemCategories.kind,
};

const itemColumns = {
  id: items.id,
  category_id: items.categoryId,
  name: items.name,
  description: items.description,
  image: items.image,
  price_minor: items.priceMinor,
  old_price_minor: items.oldPriceMinor,
  is_veg: items.isVeg,
  is_available: items.isAvailable,
  is_recommended: items.isRecommended,
  is_popular: items.isPopular,
  sort_order: items.sortOrder,
  pack_quantity: items.packQuantity,
  pack_unit: items.packUnit,
};

/** A selected row as the console reads it: the pack size as one label. */
function withPack<T extends { pack_quantity: number | null; pack_unit: string | null }>({
  pack_quantity,
  pack_unit,
  ...row
}: T) {
  return { ...row, pack_label: packLabel(pack_quantity, pack_unit as PackUnit | null) };
}

async function groupsOf(db: Executor, itemIds: number[]) {
  if (!itemIds.length) return new Map<number, MenuItem['addon_groups']>();
  const groups = await db
    .select()
    .from(addonGroups)
    .where(inArray(addonGroups.itemId, itemIds))
    .orderBy(asc(addonGroups.sortOrder), asc(addonGroups.id));
  const choices = groups.length
    ? await db
        .select()
        .from(addons)
        .where(
          inArray(
            addons.groupId,
            groups.map((group) => group.id),
          ),
        )
        .orderBy(asc(addons.sortOrder), asc(addons.id))
    : [];
  const byItem = new Map<number, MenuItem['addon_groups']>();
  for (const group of groups) {
    const list = byItem.get(group.itemId) ?? [];
    list.push({
      id: group.id,
      name: group.name,
      min_choices: group.minChoices,
      max_choices: group.maxChoices,
      sort_order: group.sortOrder,
      addons: choices
        .filter((addon) => addon.groupId === group.id)
        .map((addon) => ({
          id: addon.id,
          name: addon.name,
          price_minor: addon.priceMinor,
          is_available: addon.isAvailable,
          sort_order: addon.sortOrder,
        })),
    });
    byItem.set(group.itemId, list);
  }
  return byItem;
}

export async function readStoreMenu(db: Executor, storeId: number): Promise<StoreMenu | null> {
  const [store] = await db
    .select({ id: stores.id, name: stores.name, module: stores.module })
    .from(stores)
    .where(eq(stores.id, storeId));
  if (!store) return null;
  const [categories, rows] = await Promise.all([
    db
      .select(categoryColumns)
      .from(itemCategories)
      .where(eq(itemCategories.storeId, storeId))
      .orderBy(asc(itemCategories.sortOrder), asc(itemCategories.id)),
    db
      .select(itemColumns)
      .from(items)
      .where(eq(items.storeId, storeId))
      .orderBy(asc(items.sortOrder), asc(items.id)),
  ]);
  const groups = await groupsOf(
    db,
    rows.map((row) => row.id),
  );
  return {
    store,
    categories,
    items: rows.map((row) => ({ ...withPack(row), addon_groups: groups.get(row.id) ?? [] })),
  };
}

export async function findMenuCategory(
  db: Executor,
  storeId: number,
  categoryId: number,
): Promise<MenuCategory | null> {
  const [row] = await db
    .select(categoryColumns)
    .from(itemCategories)
    .where(and(eq(itemCategories.storeId, storeId), eq(itemCategories.id, categoryId)));
  return row ?? null;
}

export async function writeMenuCategory(
  db: Executor,
  storeId: number,
  categoryId: number | null,
  fields: { name: string; sortOrder: number; isActive: boolean; kind?: 'menu' | 'meat' },
): Promise<number> {
  if (categoryId === null) {
    const [row] = await db
      .insert(itemCategories)
      .values({ storeId, ...fields })
      .returning({ id: itemCategories.id });
    return row!.id;
  }
  await db
    .update(itemCategories)
    .set(fields)
    .where(and(eq(itemCategories.storeId, storeId), eq(itemCategories.id, categoryId)));
  return categoryId;
}

export async function countCategoryItems(db: Executor, categoryId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(items)
    .where(eq(items.categoryId, categoryId));
  return row?.n ?? 0;
}

export async function deleteMenuCategory(db: Executor, storeId: number, categoryId: number) {
  await db
    .delete(itemCategories)
    .where(and(eq(itemCategories.storeId, storeId), eq(itemCategories.id, categoryId)));
}

export async function findMenuItem(
  db: Executor,
  storeId: number,
  itemId: number,
): Promise<MenuItem | null> {
  const [row] = await db
    .select(itemColumns)
    .from(items)
    .where(and(eq(items.storeId, storeId), eq(items.id, itemId)));
  if (!row) return null;
  const groups = await groupsOf(db, [row.id]);
  return { ...withPack(row), addon_groups: groups.get(row.id) ?? [] };
}

export interface ItemWrite {
  categoryId: number;
  name: string;
  description: string;
  image: string;
  priceMinor: number;
  oldPriceMinor: number | null;
  isVeg: boolean;
  isAvailable: boolean;
  isRecommended: boolean;
  isPopular: boolean;
  sortOrder: number;
}

export async function writeMenuItem(
  db: Executor,
  storeId: number,
  itemId: number | null,
  fields: ItemWrite,
): Promise<number> {
  if (itemId === null) {
    const [row] = await db
      .insert(items)
      .values({ storeId, ...fields })
      .returning({ id: items.id });
    return row!.id;
  }
  await db
    .update(items)
    .set(fields)
    .where(and(eq(items.storeId, storeId), eq(items.id, itemId)));
  return itemId;
}

export async function deleteMenuItem(db: Executor, storeId: number, itemId: number) {
  await db.delete(items).where(and(eq(items.storeId, storeId), eq(items.id, itemId)));
}

/** The add-on group, when it hangs off an item of the store. */
export async function findAddonGroupItemId(
  db: Executor,
  storeId: number,
  groupId: number,
): Promise<number | null> {
  const [row] = await db
    .select({ itemId: addonGroups.itemId })
    .from(addonGroups)
    .innerJoin(items, eq(items.id, addonGroups.itemId))
    .where(and(eq(addonGroups.id, groupId), eq(items.storeId, storeId)));
  return row?.itemId ?? null;
}

/** Writes the group and makes its add-ons exactly the given ones (by id; others removed). */
export async function writeAddonGroup(
  db: Executor,
  itemId: number,
  groupId: number | null,
  group: { name: string; minChoices: number; maxChoices: number; sortOrder: number },
  choices: {
    id?: number;
    name: string;
    priceMinor: number;
    isAvailable: boolean;
    sortOrder: number;
  }[],
): Promise<{ groupId: number; unknownAddonIds: number[] }> {
  let id = groupId;
  if (id === null) {
    const [row] = await db
      .insert(addonGroups)
      .values({ itemId, ...group })
      .returning({ id: addonGroups.id });
    id = row!.id;
  } else {
    await db.update(addonGroups).set(group).where(eq(addonGroups.id, id));
  }
  const existing = await db.select({ id: addons.id }).from(addons).where(eq(addons.groupId, id));
  const existingIds = new Set(existing.map((row) => row.id));
  const kept = new Set(choices.flatMap((choice) => (choice.id ? [choice.id] : [])));
  const unknownAddonIds = [...kept].filter((addonId) => !existingIds.has(addonId));
  if (unknownAddonIds.length) return { groupId: id, unknownAddonIds };
  const removed = [...existingIds].filter((addonId) => !kept.has(addonId));
  if (removed.length) await db.delete(addons).where(inArray(addons.id, removed));
  for (const { id: addonId, ...choice } of choices) {
    if (addonId) await db.update(addons).set(choice).where(eq(addons.id, addonId));
    else await db.insert(addons).values({ groupId: id, ...choice });
  }
  return { groupId: id, unknownAddonIds: [] };
}

export async function deleteAddonGroup(db: Executor, groupId: number) {
  await db.delete(addonGroups).where(eq(addonGroups.id, groupId));
}
