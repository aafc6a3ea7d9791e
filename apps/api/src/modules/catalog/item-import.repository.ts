import { asc, eq, sql } from 'drizzle-orm';
import type { ItemCsvSource } from '@app/shared/console/item-csv';
import type { Executor } from '../../db/client';
import { itemCategories, items } from './catalog.table';
import type { ItemWrite } from './menu-editor.repository';

/** A store's items in bulk, for the console's CSV export and import (issue 17). */

export async function listItemsForCsv(db: Executor, storeId: number): Promise<ItemCsvSource[]> {
  return db
    .select({
      id: items.id,
      category: itemCategories.name,
      name: items.name,
      description: items.description,
      price_minor: items.priceMinor,
      old_price_minor: items.oldPriceMinor,
      is_veg: items.isVeg,
      is_available: items.isAvailable,
      is_recommended: items.isRecommended,
      is_popular: items.isPopular,
      sort_order: items.sortOrder,
      image: items.image,
    })
    .from(items)
    .innerJoin(itemCategories, eq(itemCategories.id, items.categoryId))
    .where(eq(items.storeId, storeId))
    .orderBy(
      asc(itemCategories.sortOrder),
      asc(itemCategories.id),
      asc(items.sortOrder),
      asc(items.id),
    );
}

export type ExistingItem = ItemWrite & { id: number };

export async function listItemsForImport(db: Executor, storeId: number): Promise<ExistingItem[]> {
  return db
    .select({
      id: items.id,
      categoryId: items.categoryId,
      name: items.name,
      description: items.description,
      image: items.image,
      priceMinor: items.priceMinor,
      oldPriceMinor: items.oldPriceMinor,
      isVeg: items.isVeg,
      isAvailable: items.isAvailable,
      isRecommended: items.isRecommended,
      isPopular: items.isPopular,
      sortOrder: items.sortOrder,
    })
    .from(items)
    .where(eq(items.storeId, storeId));
}

export async function listCategoryNames(db: Executor, storeId: number) {
  return db
    .select({
      id: itemCategories.id,
      name: itemCategories.name,
      sortOrder: itemCategories.sortOrder,
    })
    .from(itemCategories)
    .where(eq(itemCategories.storeId, storeId));
}

export async function insertCategories(
  db: Executor,
  storeId: number,
  rows: { name: string; sortOrder: number }[],
) {
  if (!rows.length) return [];
  return db
    .insert(itemCategories)
    .values(rows.map((row) => ({ storeId, ...row })))
    .returning({ id: itemCategories.id, name: itemCategories.name });
}

const CHUNK = 500;

export async function insertItems(db: Executor, storeId: number, rows: ItemWrite[]) {
  for (let start = 0; start < rows.length; start += CHUNK) {
    const chunk = rows.slice(start, start + CHUNK);
    await db.insert(items).values(chunk.map((row) => ({ storeId, ...row })));
  }
}

/** One UPDATE … FROM (VALUES …) per chunk: a 500-row import is a couple of statements. */
export async function updateItems(db: Executor, storeId: number, rows: ExistingItem[]) {
  for (let start = 0; start < rows.length; start += CHUNK) {
    const chunk = rows.slice(start, start + CHUNK);
    const values = sql.join(
      chunk.map(
        (row) =>
          sql`(${row.id}::int, ${row.categoryId}::int, ${row.name}::text, ${row.description}::text, ${row.image}::text, ${row.priceMinor}::int, ${row.oldPriceMinor}::int, ${row.isVeg}::boolean, ${row.isAvailable}::boolean, ${row.isRecommended}::boolean, ${row.isPopular}::boolean, ${row.sortOrder}::smallint)`,
      ),
      sql`, `,
    );
    await db.execute(sql`
      update items set
        category_id = v.category_id, name = v.name, description = v.description, image = v.image,
        price_minor = v.price_minor, old_price_minor = v.old_price_minor, is_veg = v.is_veg,
        is_available = v.is_available, is_recommended = v.is_recommended,
        is_popular = v.is_popular, sort_order = v.sort_order
      from (values ${values}) as v(id, category_id, name, description, image, price_minor,
        old_price_minor, is_veg, is_available, is_recommended, is_popular, sort_order)
      where items.id = v.id and items.store_id = ${storeId}`);
  }
}
