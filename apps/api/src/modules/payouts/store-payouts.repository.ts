import { and, desc, eq, sql, sum } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { userNameSql } from '../accounts/user-fragments.repository';
import { payouts } from './payouts.table';

/** A store's payouts (kind `store_payout`): what the marketplace paid its owner. */

/** Newest first, with the name of the admin who recorded each (null once that account is gone). */
export async function listStorePayouts(db: Executor, storeId: number, limit = 100) {
  const rows = await db
    .select({
      id: payouts.id,
      amountMinor: payouts.amountMinor,
      reference: payouts.reference,
      recordedBy: userNameSql(sql`${payouts.createdBy}`),
      createdAt: payouts.createdAt,
    })
    .from(payouts)
    .where(and(eq(payouts.kind, 'store_payout'), eq(payouts.storeId, storeId)))
    .orderBy(desc(payouts.createdAt), desc(payouts.id))
    .limit(limit);
  return rows.map((row) => ({
    id: row.id,
    amountMinor: Number(row.amountMinor),
    reference: row.reference,
    recordedBy: row.recordedBy,
    paidAt: row.createdAt.toISOString(),
  }));
}

/** Everything ever paid out to the store, minor units. */
export async function totalStorePayouts(db: Executor, storeId: number): Promise<number> {
  const [row] = await db
    .select({ total: sum(payouts.amountMinor) })
    .from(payouts)
    .where(and(eq(payouts.kind, 'store_payout'), eq(payouts.storeId, storeId)));
  return Number(row?.total ?? 0);
}

/** Records a store payout (the admin's record-payout call, in its transaction; tests and seed). */
export async function insertStorePayout(
  db: Executor,
  payout: { storeId: number; amountMinor: number; reference?: string; createdBy?: number | null },
) {
  const [row] = await db
    .insert(payouts)
    .values({
      kind: 'store_payout',
      storeId: payout.storeId,
      amountMinor: payout.amountMinor,
      reference: payout.reference ?? '',
      createdBy: payout.createdBy ?? null,
    })
    .returning({ id: payouts.id });
  return row?.id ?? null;
}
