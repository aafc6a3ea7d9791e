import { desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { userNameSql } from '../accounts/user-fragments.repository';
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
      createdBy: userNameSql(sql`${payouts.createdBy}`),
      createdAt: payouts.createdAt,
    })
    .from(payouts)
    .where(eq(payouts.riderId, riderId))
    .orderBy(desc(payouts.createdAt), desc(payouts.id))
    .limit(limit);
}

/**
 * Rider payouts (kind rider_payout) per rider as a derived table `(rider_id, paid, paid_all)`:
 * paid between the two instants (SQL timestamptz expressions) and over all time. The orders
 * module's rider report joins it to what riders earned, in one statement.
 */
export function riderPayoutTotalsSql(start: SQL, end: SQL): SQL {
  return sql`(select p.rider_id,
      coalesce(sum(p.amount_minor) filter (where p.created_at >= ${start} and p.created_at < ${end}), 0)::bigint as paid,
      coalesce(sum(p.amount_minor), 0)::bigint as paid_all
    from payouts p where p.kind = 'rider_payout' group by p.rider_id)`;
}
