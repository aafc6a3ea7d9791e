import { inArray, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { stores } from './catalog.table';

/** What an order shows of its store: name, picture, where it is and how to call it. */
export interface StoreContact {
  id: number;
  slug: string;
  name: string;
  image: string;
  address: string;
  phone: string | null;
  latitude: number;
  longitude: number;
}

/** Stores by id, many at once (order views, rider views, the console). */
export async function findStoreContacts(
  db: Executor,
  storeIds: readonly number[],
): Promise<Map<number, StoreContact>> {
  if (!storeIds.length) return new Map();
  const rows = await db
    .select({
      id: stores.id,
      slug: stores.slug,
      name: stores.name,
      image: stores.image,
      address: stores.address,
      phone: stores.phone,
      latitude: stores.latitude,
      longitude: stores.longitude,
    })
    .from(stores)
    .where(inArray(stores.id, [...new Set(storeIds)]));
  return new Map(rows.map((row) => [row.id, row]));
}

/**
 * Whether the store accepts orders by itself, as a subquery on a store id expression; false when
 * there is no store (a courier order, decision 013), so the value is a boolean, never null.
 */
export function storeAutoAcceptsSql(storeId: SQL): SQL<boolean> {
  return sql<boolean>`coalesce((select s.auto_accept_orders from stores s where s.id = ${storeId}), false)`;
}
