import { asc, count, eq } from 'drizzle-orm';
import type { StoreCategory } from '@app/shared/console/store-admin.schemas';
import type { Executor } from '../../db/client';
import { storeCategories, storeCategoryLinks } from './catalog.table';

/** Store categories (cuisines) as the admin console edits them; links keep `cuisine_names` by trigger. */

export async function listStoreCategoriesForAdmin(db: Executor): Promise<StoreCategory[]> {
  const rows = await db
    .select({
      id: storeCategories.id,
      name: storeCategories.name,
      image: storeCategories.image,
      sort_order: storeCategories.sortOrder,
      is_active: storeCategories.isActive,
      stores_count: count(storeCategoryLinks.storeId),
    })
    .from(storeCategories)
    .leftJoin(storeCategoryLinks, eq(storeCategoryLinks.categoryId, storeCategories.id))
    .groupBy(storeCategories.id)
    .orderBy(asc(storeCategories.sortOrder), asc(storeCategories.name), asc(storeCategories.id));
  return rows;
}

export async function findStoreCategoryForAdmin(db: Executor, id: number) {
  return (await listStoreCategoriesForAdmin(db)).find((row) => row.id === id) ?? null;
}

export async function writeStoreCategory(
  db: Executor,
  id: number | null,
  fields: { name: string; image: string; sortOrder: number; isActive: boolean },
): Promise<number> {
  if (id === null) {
    const [row] = await db
      .insert(storeCategories)
      .values(fields)
      .returning({ id: storeCategories.id });
    return row!.id;
  }
  await db.update(storeCategories).set(fields).where(eq(storeCategories.id, id));
  return id;
}

export async function deleteStoreCategory(db: Executor, id: number) {
  await db.delete(storeCategories).where(eq(storeCategories.id, id));
}
