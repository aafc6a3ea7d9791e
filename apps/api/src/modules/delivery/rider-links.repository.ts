import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { riderStores } from './delivery.table';

/** Which riders a store's orders are offered to, as the admin console sets them (issue 17). */

export async function listStoreRiderIds(db: Executor, storeId: number): Promise<number[]> {
  const rows = await db
    .select({ riderId: riderStores.riderId })
    .from(riderStores)
    .where(eq(riderStores.storeId, storeId))
    .orderBy(riderStores.riderId);
  return rows.map((row) => row.riderId);
}

export async function replaceStoreRiders(db: Executor, storeId: number, riderIds: number[]) {
  await db.delete(riderStores).where(eq(riderStores.storeId, storeId));
  if (riderIds.length) {
    await db.insert(riderStores).values(riderIds.map((riderId) => ({ riderId, storeId })));
  }
}
