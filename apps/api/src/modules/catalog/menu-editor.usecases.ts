import type { MenuItem, StoreMenu } from '@app/shared/console/menu-admin.schemas';
import type { ItemCsvRow } from '@app/shared/console/item-csv';
import { readItemCsv, writeItemCsv } from '@app/shared/console/item-csv';
import type { Database, Executor } from '../../db/client';
import {
  createAddonGroupNotFoundError,
  createBadAddonChoicesError,
  createBadOldPriceError,
  createCategoryNotEmptyError,
  createCategoryNotFoundError,
  createImportInvalidError,
  createItemNotFoundError,
  createStoreNotFoundError,
} from './catalog.errors';
import {
  insertCategories,
  insertItems,
  listCategoryNames,
  listItemsForCsv,
  listItemsForImport,
  updateItems,
  type ExistingItem,
} from './item-import.repository';
import {
  countCategoryItems,
  deleteAddonGroup,
  deleteMenuCategory,
  deleteMenuItem,
  findAddonGroupItemId,
  findMenuCategory,
  findMenuItem,
  readStoreMenu,
  writeAddonGroup,
  writeMenuCategory,
  writeMenuItem,
  type ItemWrite,
} from './menu-editor.repository';

/**
 * A store's menu as the console edits it (issue 17). The console checks who may edit the store;
 * these check that each record belongs to it. Every write runs in a transaction with its audit
 * row (`audit(tx, before, after)`).
 */
type Audit = (tx: Executor, before: unknown, after: unknown) => Promise<void>;

export async function getStoreMenu(db: Executor, storeId: number): Promise<StoreMenu> {
  const menu = await readStoreMenu(db, storeId);
  if (!menu) throw createStoreNotFoundError();
  return menu;
}

export async function saveMenuCategory(
  db: Database,
  storeId: number,
  categoryId: number | null,
  fields: { name: string; sortOrder: number; isActive: boolean; kind?: 'menu' | 'meat' },
  audit: Audit,
) {
  return db.transaction(async (tx) => {
    const before = categoryId === null ? null : await findMenuCategory(tx, storeId, categoryId);
    if (categoryId !== null && !before) throw createCategoryNotFoundError();
    const id = await writeMenuCategory(tx, storeId, categoryId, fields);
    const after = (await findMenuCategory(tx, storeId, id))!;
    await audit(tx, before, after);
    return after;
  });
}

export async function removeMenuCategory(
  db: Database,
  storeId: number,
  categoryId: number,
  audit: Audit,
) {
  await db.transaction(async (tx) => {
    const before = await findMenuCategory(tx, storeId, categoryId);
    if (!before) throw createCategoryNotFoundError();
    if ((await countCategoryItems(tx, categoryId)) > 0) throw createCategoryNotEmptyError();
    await deleteMenuCategory(tx, storeId, categoryId);
    await audit(tx, before, null);
  });
}

export async function saveMenuItem(
  db: Database,
  storeId: number,
  itemId: number | null,
  fields: ItemWrite,
  audit: Audit,
): Promise<MenuItem> {
  if (fields.oldPriceMinor !== null && fields.oldPriceMinor <= fields.priceMinor) {
    throw createBadOldPriceError();
  }
  return db.transaction(async (tx) => {
    const before = itemId === null ? null : await findMenuItem(tx, storeId, itemId);
    if (itemId !== null && !before) throw createItemNotFoundError();
    if (!(await findMenuCategory(tx, storeId, fields.categoryId))) {
      throw createCategoryNotFoundError();
    }
    const id = await writeMenuItem(tx, storeId, itemId, fields);
    const after = (await findMenuItem(tx, storeId, id))!;
    await audit(tx, before, after);
    return after;
  });
}

export async function removeMenuItem(db: Database, storeId: number, itemId: number, audit: Audit) {
  await db.transaction(async (tx) => {
    const before = await findMenuItem(tx, storeId, itemId);
    if (!before) throw createItemNotFoundError();
    await deleteMenuItem(tx, storeId, itemId);
    await audit(tx, before, null);
  });
}

export async function saveAddonGroup(
  db: Database,
  storeId: number,
  input: {
    itemId: number;
    groupId: number | null;
    group: { name: string; minChoices: number; maxChoices: number; sortOrder: number };
    addons: {
      id?: number;
      name: string;
      priceMinor: number;
      isAvailable: boolean;
      sortOrder: number;
    }[];
  },
  audit: Audit,
): Promise<MenuItem> {
  const { minChoices, maxChoices } = input.group;
  if (minChoices > maxChoices || maxChoices > input.addons.length) {
    throw createBadAddonChoicesError();
  }
  return db.transaction(async (tx) => {
    const before = await findMenuItem(tx, storeId, input.itemId);
    if (!before) throw createItemNotFoundError();
    if (input.groupId !== null) {
      const owner = await findAddonGroupItemId(tx, storeId, input.groupId);
      if (owner !== input.itemId) throw createAddonGroupNotFoundError();
    }
    const { unknownAddonIds } = await writeAddonGroup(
      tx,
      input.itemId,
      input.groupId,
      input.group,
      input.addons,
    );
    if (unknownAddonIds.length) throw createAddonGroupNotFoundError();
    const after = (await findMenuItem(tx, storeId, input.itemId))!;
    await audit(tx, before.addon_groups, after.addon_groups);
    return after;
  });
}

export async function removeAddonGroup(
  db: Database,
  storeId: number,
  groupId: number,
  audit: Audit,
): Promise<MenuItem> {
  return db.transaction(async (tx) => {
    const itemId = await findAddonGroupItemId(tx, storeId, groupId);
    if (itemId === null) throw createAddonGroupNotFoundError();
    const before = (await findMenuItem(tx, storeId, itemId))!;
    await deleteAddonGroup(tx, groupId);
    const after = (await findMenuItem(tx, storeId, itemId))!;
    await audit(tx, before.addon_groups, after.addon_groups);
    return after;
  });
}

// ── CSV ────────────────────────────────────────────────────────────────────────────────────

export async function exportStoreItems(db: Executor, storeId: number) {
  const menu = await readStoreMenu(db, storeId);
  if (!menu) throw createStoreNotFoundError();
  const rows = await listItemsForCsv(db, storeId);
  const slug = menu.store.name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return { filename: `${slug || 'store'}-items.csv`, csv: writeItemCsv(rows), rows: rows.length };
}

function merged(
  row: ItemCsvRow,
  categoryId: number,
  existing: ExistingItem | undefined,
): ItemWrite {
  return {
    categoryId,
    name: row.name,
    description: row.description ?? existing?.description ?? '',
    image: row.image ?? existing?.image ?? '',
    priceMinor: row.price_minor,
    oldPriceMinor:
      row.old_price_minor === undefined ? (existing?.oldPriceMinor ?? null) : row.old_price_minor,
    isVeg: row.is_veg ?? existing?.isVeg ?? true,
    isAvailable: row.is_available ?? existing?.isAvailable ?? true,
    isRecommended: row.is_recommended ?? existing?.isRecommended ?? false,
    isPopular: row.is_popular ?? existing?.isPopular ?? false,
    sortOrder: row.sort_order ?? existing?.sortOrder ?? 0,
  };
}

/**
 * The item import: every row is checked first (the file's shape, then ids that are not the
 * store's items, an old price at or below a kept price); any bad row means nothing is written and
 * the error lists each. Otherwise one transaction creates the missing categories and writes every
 * item: by `id`, else by name within the store (ignoring case), else a new item. A row without
 * an id whose name several of the store's items share is refused (which one is meant?); two such
 * rows of one name are refused by the file's reader.
 */
export async function importStoreItems(
  db: Database,
  storeId: number,
  { csv, dryRun }: { csv: string; dryRun: boolean },
  audit: Audit,
) {
  const { rows, errors } = readItemCsv(csv);
  return db.transaction(async (tx) => {
    const menu = await readStoreMenu(tx, storeId);
    if (!menu) throw createStoreNotFoundError();
    const existing = await listItemsForImport(tx, storeId);
    const byId = new Map(existing.map((item) => [item.id, item]));
    // Several items may share a name (a grocery's pack sizes): such a name alone picks none.
    const byName = new Map<string, ExistingItem[]>();
    for (const item of existing) {
      const key = item.name.trim().toLowerCase();
      byName.set(key, [...(byName.get(key) ?? []), item]);
    }
    const problems = [...errors];
    const plan: { row: ItemCsvRow; target: ExistingItem | undefined }[] = [];
    const claimed = new Map<number, number>();
    for (const row of rows) {
      const named = row.id === null ? (byName.get(row.name.toLowerCase()) ?? []) : [];
      if (named.length > 1) {
        const ids = named.map((item) => item.id).sort((a, b) => a - b);
        problems.push({
          line: row.line,
          message: `name matches ${ids.length} items (ids ${ids.join(', ')}); give the id`,
        });
        continue;
      }
      const target = row.id !== null ? byId.get(row.id) : named[0];
      if (row.id !== null && !target) {
        problems.push({ line: row.line, message: `id ${row.id} is not an item of this store` });
        continue;
      }
      if (target) {
        const earlier = claimed.get(target.id);
        if (earlier) {
          problems.push({ line: row.line, message: `updates the same item as line ${earlier}` });
          continue;
        }
        claimed.set(target.id, row.line);
      }
      const oldPrice =
        row.old_price_minor === undefined ? (target?.oldPriceMinor ?? null) : row.old_price_minor;
      if (oldPrice !== null && oldPrice <= row.price_minor) {
        problems.push({ line: row.line, message: 'the kept old price is not above the new price' });
        continue;
      }
      plan.push({ row, target });
    }
    if (problems.length) {
      problems.sort((a, b) => a.line - b.line);
      throw createImportInvalidError(
        problems.map((problem) => ({ path: `line ${problem.line}`, message: problem.message })),
      );
    }
    const categories = await listCategoryNames(tx, storeId);
    const categoryIds = new Map(categories.map((c) => [c.name.toLowerCase(), c.id]));
    const missing = [...new Map(plan.map(({ row }) => [row.category.toLowerCase(), row.category]))]
      .filter(([key]) => !categoryIds.has(key))
      .map(([, name]) => name);
    const summary = {
      rows: plan.length,
      created: plan.filter((entry) => !entry.target).length,
      updated: plan.filter((entry) => entry.target).length,
      categories_created: missing.length,
      dry_run: dryRun,
    };
    if (dryRun) return summary;
    const nextSort = Math.max(0, ...categories.map((c) => c.sortOrder)) + 1;
    const made = await insertCategories(
      tx,
      storeId,
      missing.map((name, index) => ({ name, sortOrder: Math.min(32_000, nextSort + index) })),
    );
    for (const category of made) categoryIds.set(category.name.toLowerCase(), category.id);
    const categoryOf = (row: ItemCsvRow) => categoryIds.get(row.category.toLowerCase())!;
    await insertItems(
      tx,
      storeId,
      plan
        .filter((entry) => !entry.target)
        .map(({ row }) => merged(row, categoryOf(row), undefined)),
    );
    const updates = plan.flatMap(({ row, target }) =>
      target
        ? [{ before: target, after: { id: target.id, ...merged(row, categoryOf(row), target) } }]
        : [],
    );
    await updateItems(
      tx,
      storeId,
      updates.map((update) => update.after),
    );
    // The audit keeps each updated item before and after; new items are counted.
    await audit(
      tx,
      {
        items: existing.length,
        categories: categories.length,
        updated: updates.map((update) => update.before),
      },
      {
        ...summary,
        items: existing.length + summary.created,
        updated: updates.map((update) => update.after),
      },
    );
    return summary;
  });
}
