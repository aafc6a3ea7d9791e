import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { stores } from './catalog.table';

/** The store's shown rating, as reviews computed it from its ratings. */
export async function setStoreRating(
  tx: Executor,
  {
    storeId,
    avgRating,
    ratingsCount,
  }: { storeId: number; avgRating: number; ratingsCount: number },
) {
  await tx.update(stores).set({ avgRating, ratingsCount }).where(eq(stores.id, storeId));
}
