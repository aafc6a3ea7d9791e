import { eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { ratings } from './reviews.table';

/** Which of these orders the customer has rated. */
export async function findRatedOrderIds(
  db: Executor,
  orderIds: readonly number[],
): Promise<Set<number>> {
  if (!orderIds.length) return new Set();
  const rows = await db
    .select({ orderId: ratings.orderId })
    .from(ratings)
    .where(inArray(ratings.orderId, [...orderIds]));
  return new Set(rows.map((row) => row.orderId).filter((id): id is number => id !== null));
}

/** Records an order's rating once: false when the order was rated already. */
export async function insertOrderRating(
  tx: Executor,
  values: {
    orderId: number;
    userId: number;
    storeId: number;
    storeRating: number;
    riderRating: number | null;
    review: string;
  },
): Promise<boolean> {
  const [row] = await tx
    .insert(ratings)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: ratings.id });
  return row !== undefined;
}

/** A store's average rating (one decimal) and count of ratings. */
export async function summarizeStoreRatings(tx: Executor, storeId: number) {
  const [row] = await tx
    .select({
      avgRating: sql<number>`coalesce(round(avg(${ratings.storeRating})::numeric, 1), 0)::float8`,
      ratingsCount: sql<number>`count(*)::int`,
    })
    .from(ratings)
    .where(eq(ratings.storeId, storeId));
  return { avgRating: Number(row?.avgRating ?? 0), ratingsCount: Number(row?.ratingsCount ?? 0) };
}
