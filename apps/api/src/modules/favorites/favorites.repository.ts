import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { favorites } from './favorites.table';

/**
 * Flips the favorite with two statements that are each safe under concurrency: a DELETE that
 * reports whether it removed the row, else an INSERT ... ON CONFLICT DO NOTHING. Parallel toggles
 * never fail and never duplicate; the row either exists or does not.
 */
export async function toggleFavorite({
  db,
  userId,
  storeId,
}: {
  db: Database;
  userId: number;
  storeId: number;
}): Promise<boolean> {
  const removed = await db
    .delete(favorites)
    .where(and(eq(favorites.userId, userId), eq(favorites.storeId, storeId)))
    .returning({ storeId: favorites.storeId });
  if (removed.length) return false;
  await db.insert(favorites).values({ userId, storeId }).onConflictDoNothing();
  return true;
}
