import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  itemColumns,
  queryRows,
  storeSummaryColumns,
  type ItemRow,
  type StoreSummaryRow,
} from './catalog.repository';

/** What search shows at most of each kind (stores, dishes). */
export const SEARCH_LIMIT = 20;

/** A dish as search matches it in memory (search-index.ts): its name and where it is. */
export interface SearchableItemRow {
  id: number;
  store_id: number;
  name: string;
  is_available: 0 | 1;
}

/** The dishes of these stores that a menu shows (their category is active), for matching. */
export function listSearchableItems({
  db,
  storeIds,
}: {
  db: Database;
  storeIds: readonly number[];
}) {
  if (storeIds.length === 0) return Promise.resolve([]);
  return queryRows<SearchableItemRow>(
    db,
    sql`select items.id, items.store_id, items.name, items.is_available::int as is_available
      from items
      join item_categories on item_categories.id = items.category_id and item_categories.is_active
      where items.store_id = any(${intArray(storeIds)}::int[])`,
  );
}

/** Dishes by id with their store, as search answers them (the ones it matched). */
export function findItemsWithStore({ db, ids }: { db: Database; ids: readonly number[] }) {
  if (ids.length === 0) return Promise.resolve([]);
  return queryRows<ItemRow & StoreSummaryRow>(
    db,
    sql`select ${itemColumns}, ${storeSummaryColumns}
      from items join stores on stores.id = items.store_id
      where items.id = any(${intArray(ids)}::int[]) and stores.is_accepted`,
  );
}

/** A Postgres int[] literal: one parameter however many ids. */
const intArray = (ids: readonly number[]) => `{${ids.map((id) => Math.trunc(id)).join(',')}}`;
