import { desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { payouts } from './payouts.table';

export type RiderPayoutKind = 'rider_payout' | 'rider_cash_deposit';

/** Money settled with riders outside orders (payouts.table): recorded by an admin, never edited. */

export async function insertRiderPayout(
  db: Executor,
  values: {
    kind: RiderPayoutKind;
    riderId: number;
    amountMinor: number;
    reference: string;
    createdBy: number;
  },
) {
  const [row] = await db.insert(payouts).values(values).returning();
  if (!row) throw new Error('insertRiderPayout: no row');
  return row;
}

/** Totals per rider and kind: paid out and cash handed in. */
export async function sumRiderPayouts(
  db: Executor,
  riderIds: readonly number[],
): Promise<Map<number, { paid: number; deposited: number }>> {
  if (!riderIds.length) return new Map();
  const rows = await db
    .select({
      riderId: payouts.riderId,
      paid: sql<string>`coalesce(sum(${payouts.amountMinor}) filter (where ${payouts.kind} = 'rider_payout'), 0)::text`,
      deposited: sql<string>`coalesce(sum(${payouts.amountMinor}) filter (where ${payouts.kind} = 'rider_cash_deposit'), 0)::text`,
    })
    .from(payouts)
    .where(inArray(payouts.riderId, [...riderIds]))
    .groupBy(payouts.riderId);
  return new Map(
    rows.map((row) => [
      row.riderId ?? 0,
      { paid: Number(row.paid), deposited: Number(row.deposited) },
    ]),
  );
}

/** A rider's payouts and deposits, newest first, with who recorded each. */
export function listRiderPayouts(db: Executor, riderId: number, limit = 100) {
  return db
    .select({
      id: payouts.id,
      kind: payouts.kind,
      amountMinor: payouts.amountMinor,
      reference: payouts.reference,
      createdBy: sql<string | null>`(select u.name from users u where u.id = ${payouts.createdBy})`,
      createdAt: payouts.createdAt,
    })
    .from(payouts)
    .where(eq(payouts.riderId, riderId))
    .orderBy(desc(payouts.createdAt), desc(payouts.id))
    .limit(limit);
}
