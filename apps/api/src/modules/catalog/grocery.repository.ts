import { sql } from 'drizzle-orm';
import type { PackUnit } from '@app/shared/grocery/grocery.models';
import type { Database } from '../../db/client';
import { queryRows, storeSummaryColumns, type StoreSummaryRow } from './catalog.repository';

/** The grocery shelf's reads (issue 15): categories, a store's items, items by id. */

export interface GroceryCategoryRow {
  id: number;
  parent_id: number | null;
  name: string;
  image: string;
}

/** Every active category and sub-category, parents first, each in the operator's order. */
export function listGroceryCategoryRows(db: Database) {
  return queryRows<GroceryCategoryRow>(
    db,
    sql`select c.id, c.parent_id, c.name, c.image
      from grocery_categories c
      left join grocery_categories p on p.id = c.parent_id
      where c.is_active and (p.id is null or p.is_active)
      order by coalesce(p.sort_order, c.sort_order), coalesce(p.id, c.id),
        c.parent_id nulls first, c.sort_order, c.id`,
  );
}

export interface GroceryItemRow {
  id: number;
  restaurant_id: number;
  sub_category_id: number | null;
  category_id: number | null;
  name: string;
  description: string;
  image: string;
  brand: string;
  price: number;
  old_price: number | null;
  pack_quantity: number | null;
  pack_unit: PackUnit | null;
  is_veg: boolean;
  is_available: boolean;
  stock_count: number | null;
  max_per_order: number | null;
}

const groceryItemColumns = sql.raw(`items.id, items.store_id as restaurant_id,
  items.grocery_category_id as sub_category_id, sub.parent_id as category_id, items.name,
  items.description, items.image, items.brand, items.price_minor as price,
  items.old_price_minor as old_price, items.pack_quantity, items.pack_unit, items.is_veg,
  items.is_available, items.stock_count, items.max_per_order`);

/**
 * A grocery store's items in shelf order (category, then sub-category, then the store's own
 * order): those filed under active sub-categories, then those not filed at all
 * (`sub_category_id` null); `subCategoryId` narrows to one sub-category.
 */
export function listShelfItems(
  db: Database,
  { storeId, subCategoryId }: { storeId: number; subCategoryId?: number },
) {
  return queryRows<GroceryItemRow>(
    db,
    sql`select ${groceryItemColumns}
      from items
      left join grocery_categories sub on sub.id = items.grocery_category_id
      left join grocery_categories cat on cat.id = sub.parent_id
      where items.store_id = ${storeId}
        and (items.grocery_category_id is null or (sub.is_active and cat.is_active))
        ${subCategoryId === undefined ? sql`` : sql`and sub.id = ${subCategoryId}`}
      order by cat.sort_order nulls last, cat.id, sub.sort_order, sub.id, items.sort_order, items.id`,
  );
}

/** Items by id (order again), with their store, only of accepted grocery stores. */
export function listGroceryItemsByIds(db: Database, ids: readonly number[]) {
  if (!ids.length) return Promise.resolve([]);
  return queryRows<GroceryItemRow & StoreSummaryRow>(
    db,
    sql`select ${groceryItemColumns}, ${storeSummaryColumns}
      from items
      join stores on stores.id = items.store_id
      left join grocery_categories sub on sub.id = items.grocery_category_id
      where items.id in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )}) and stores.is_accepted and stores.module = 'grocery'`,
  );
}
