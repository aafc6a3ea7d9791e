import {
  maxOrderable,
  mrpSaving,
  packLabel,
  type PackUnit,
} from '@app/shared/grocery/grocery.models';
import type {
  GroceryCategory,
  GroceryItem,
  GroceryShelf,
  GrocerySubCategory,
} from '@app/shared/grocery/grocery.schemas';
import type { StoreInfo } from '@app/shared/catalog/catalog.schemas';
import type { Database } from '../../db/client';
import { findStoreById, findStoreBySlug } from './catalog.repository';
import { createStoreNotFoundError } from './catalog.errors';
import { readCartLimits } from './cart-limits.usecases';
import { flag, toStoreInfo, type ViewContext } from './catalog.usecases';
import {
  listGroceryCategoryRows,
  listGroceryItemsByIds,
  listShelfItems,
  type GroceryItemRow,
} from './grocery.repository';
import { createErrorFactory } from '../../lib/errors';

/** The grocery shelf (issue 15): categories, stores' shelves and "order again". */

export const createGroceryCategoryNotFoundError = createErrorFactory({
  code: 'grocery.category_not_found',
  statusCode: 404,
  message: 'There is no such grocery category.',
});

export async function listGroceryCategories(db: Database): Promise<GroceryCategory[]> {
  const rows = await listGroceryCategoryRows(db);
  const categories: GroceryCategory[] = [];
  const byId = new Map<number, GroceryCategory>();
  for (const row of rows) {
    if (row.parent_id === null) {
      const category = { id: row.id, name: row.name, image: row.image, sub_categories: [] };
      byId.set(row.id, category);
      categories.push(category);
    } else {
      byId.get(row.parent_id)?.sub_categories.push({ ...row, parent_id: row.parent_id });
    }
  }
  return categories;
}

export async function listGrocerySubCategories(
  db: Database,
  categoryId: number,
): Promise<GrocerySubCategory[]> {
  const category = (await listGroceryCategories(db)).find((row) => row.id === categoryId);
  if (!category) throw createGroceryCategoryNotFoundError();
  return category.sub_categories;
}

export function toGroceryItem(row: GroceryItemRow, lineCap: number): GroceryItem {
  const packUnit: PackUnit | null = row.pack_unit;
  return {
    id: row.id,
    restaurant_id: row.restaurant_id,
    sub_category_id: row.sub_category_id,
    name: row.name,
    description: row.description,
    image: row.image,
    brand: row.brand,
    price: Number(row.price),
    old_price: row.old_price === null ? null : Number(row.old_price),
    saving: mrpSaving(Number(row.price), row.old_price === null ? null : Number(row.old_price)),
    pack_quantity: row.pack_quantity,
    pack_unit: packUnit,
    pack_label: packLabel(row.pack_quantity, packUnit),
    is_veg: flag(row.is_veg),
    is_available: flag(row.is_available),
    stock_left: row.stock_count,
    max_per_order: maxOrderable({
      stockCount: row.stock_count,
      maxPerOrder: row.max_per_order,
      lineCap,
      isAvailable: row.is_available,
    }),
  };
}

/** A grocery store by slug or id (404 for a food store: its page is the food menu). */
export async function getGroceryStore(
  db: Database,
  store: { slug: string } | { id: number },
  { userId = null, context }: { userId?: number | null; context: ViewContext },
): Promise<StoreInfo> {
  const row =
    'slug' in store
      ? await findStoreBySlug({ db, slug: store.slug, userId })
      : await findStoreById({ db, id: store.id, userId });
  if (!row || row.module !== 'grocery') throw createStoreNotFoundError();
  return toStoreInfo(row, context);
}

async function requireGroceryStore(db: Database, storeId: number) {
  const row = await findStoreById({ db, id: storeId });
  if (!row || row.module !== 'grocery') throw createStoreNotFoundError();
  return row;
}

/** Every item of a grocery store by category then sub-category (only those with items). */
export async function getGroceryShelf(db: Database, storeId: number): Promise<GroceryShelf> {
  await requireGroceryStore(db, storeId);
  const [rows, categories, limits] = await Promise.all([
    listShelfItems(db, { storeId }),
    listGroceryCategories(db),
    readCartLimits(db),
  ]);
  const itemsBySub = new Map<number, GroceryItem[]>();
  const unfiled: GroceryItem[] = [];
  for (const row of rows) {
    if (row.sub_category_id === null) {
      unfiled.push(toGroceryItem(row, limits.perLine));
      continue;
    }
    const list = itemsBySub.get(row.sub_category_id) ?? [];
    list.push(toGroceryItem(row, limits.perLine));
    itemsBySub.set(row.sub_category_id, list);
  }
  // Items the store has not filed under a grocery category still sell: last, under "More items".
  const more = unfiled.length
    ? [
        {
          id: 0,
          name: 'More items',
          image: '',
          sub_categories: [{ id: 0, name: 'More items', items: unfiled }],
        },
      ]
    : [];
  return {
    categories: [
      ...categories
        .map((category) => ({
          id: category.id,
          name: category.name,
          image: category.image,
          sub_categories: category.sub_categories
            .map((sub) => ({ id: sub.id, name: sub.name, items: itemsBySub.get(sub.id) ?? [] }))
            .filter((sub) => sub.items.length > 0),
        }))
        .filter((category) => category.sub_categories.length > 0),
      ...more,
    ],
  };
}

export async function getSubCategoryItems(
  db: Database,
  { storeId, subCategoryId }: { storeId: number; subCategoryId: number },
) {
  await requireGroceryStore(db, storeId);
  const [categories, rows, limits] = await Promise.all([
    listGroceryCategories(db),
    listShelfItems(db, { storeId, subCategoryId }),
    readCartLimits(db),
  ]);
  const subCategory = categories
    .flatMap((category) => category.sub_categories)
    .find((sub) => sub.id === subCategoryId);
  if (!subCategory) throw createGroceryCategoryNotFoundError();
  return {
    sub_category: subCategory,
    items: rows.map((row) => toGroceryItem(row, limits.perLine)),
  };
}

/** Grocery items by id, in that order, with their store (those gone are left out). */
export async function listGroceryItemsInOrder(db: Database, ids: readonly number[]) {
  const [rows, limits] = await Promise.all([listGroceryItemsByIds(db, ids), readCartLimits(db)]);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    return [
      {
        ...toGroceryItem(row, limits.perLine),
        restaurant: {
          id: row.store_id,
          slug: row.store_slug,
          name: row.store_name,
          image: row.store_image,
          is_active: flag(row.store_is_active),
        },
      },
    ];
  });
}
