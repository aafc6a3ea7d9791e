import { and, asc, desc, eq, inArray, isNull, lte, sql, type SQLWrapper } from 'drizzle-orm';
import { ORDER_STATUS as S } from '@app/shared/orders/orders.models';
import type { Executor } from '../../db/client';
import type { OrderRow } from './orders.repository';
import { orders } from './orders.table';

/**
 * The orders as dispatch (the rider app, delivery module) reads them: offers, a rider's own
 * orders and earnings. Every kind of order that a rider carries is dispatched through these.
 */

/** How many of the rider's orders are in these statuses. */
export async function countRiderOrders(
  db: Executor,
  { riderId, statuses }: { riderId: number; statuses: readonly number[] },
): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(orders)
    .where(and(eq(orders.riderId, riderId), inArray(orders.status, [...statuses])));
  return row?.n ?? 0;
}

/**
 * Delivery orders ready for a rider and not taken, at these stores (ids, or a subquery of them
 * from the caller's own table), oldest first.
 */
export function listOrdersAwaitingRider(
  db: Executor,
  { storeIds, limit }: { storeIds: SQLWrapper | number[]; limit: number },
): Promise<OrderRow[]> {
  return db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.status, S.PREPARING),
        isNull(orders.riderId),
        eq(orders.deliveryType, 'DELIVERY'),
        inArray(orders.storeId, storeIds),
      ),
    )
    .orderBy(asc(orders.updatedAt), asc(orders.id))
    .limit(limit);
}

/** The rider's orders in these statuses, oldest change first. */
export function listRiderOrders(
  db: Executor,
  { riderId, statuses }: { riderId: number; statuses: readonly number[] },
): Promise<OrderRow[]> {
  return db
    .select()
    .from(orders)
    .where(and(eq(orders.riderId, riderId), inArray(orders.status, [...statuses])))
    .orderBy(asc(orders.updatedAt), asc(orders.id));
}

const deliveredBy = (riderId: number) =>
  and(eq(orders.riderId, riderId), eq(orders.status, S.DELIVERED));

/** A page of the rider's delivered orders, newest first. */
export function listRiderDelivered(
  db: Executor,
  { riderId, limit, offset }: { riderId: number; limit: number; offset: number },
): Promise<OrderRow[]> {
  return db
    .select()
    .from(orders)
    .where(deliveredBy(riderId))
    .orderBy(desc(orders.updatedAt), desc(orders.id))
    .limit(limit)
    .offset(offset);
}

/** What the rider's delivered orders earned: count, delivery fees and tips. */
export async function sumRiderEarnings(db: Executor, riderId: number) {
  const [row] = await db
    .select({
      orders: sql<number>`count(*)::int`,
      deliveryFees: sql<string>`coalesce(sum(${orders.deliveryFeeMinor}), 0)::text`,
      tips: sql<string>`coalesce(sum(${orders.tipMinor}), 0)::text`,
    })
    .from(orders)
    .where(deliveredBy(riderId));
  return {
    orders: row?.orders ?? 0,
    deliveryFees: Number(row?.deliveryFees ?? 0),
    tips: Number(row?.tips ?? 0),
  };
}

/** Courier tasks placed (paid when online) and not taken, oldest first: each rider's offers. */
export function listCourierOrdersAwaitingRider(
  db: Executor,
  { limit, waitingSince }: { limit: number; waitingSince?: Date },
): Promise<OrderRow[]> {
  return db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.status, S.PLACED),
        eq(orders.kind, 'courier'),
        isNull(orders.riderId),
        // Only those waiting since before this instant (the expiry job's cut-off).
        waitingSince ? lte(orders.updatedAt, waitingSince) : undefined,
      ),
    )
    .orderBy(asc(orders.updatedAt), asc(orders.id))
    .limit(limit);
}

/**
 * Per rider (console, issue 17): orders in hand (3 or 4), delivered orders, their delivery fees
 * and tips (what the rider earned, as the rider app counts it), and the cash collected on
 * delivered cash-on-delivery orders.
 */
export async function riderOrderStats(
  db: Executor,
  riderIds: readonly number[],
): Promise<
  Map<number, { inHand: number; delivered: number; earnings: number; cashCollected: number }>
> {
  if (!riderIds.length) return new Map();
  const delivered = sql`${orders.status} = ${S.DELIVERED}`;
  const rows = await db
    .select({
      riderId: orders.riderId,
      inHand: sql<number>`(count(*) filter (where ${orders.status} in (${S.RIDER_ASSIGNED}, ${S.PICKED_UP})))::int`,
      delivered: sql<number>`(count(*) filter (where ${delivered}))::int`,
      earnings: sql<string>`coalesce(sum(${orders.deliveryFeeMinor} + ${orders.tipMinor}) filter (where ${delivered}), 0)::text`,
      cash: sql<string>`coalesce(sum(${orders.payableMinor}) filter (where ${delivered} and ${orders.paymentMethod} = 'COD'), 0)::text`,
    })
    .from(orders)
    .where(inArray(orders.riderId, [...riderIds]))
    .groupBy(orders.riderId);
  return new Map(
    rows.map((row) => [
      row.riderId ?? 0,
      {
        inHand: Number(row.inHand),
        delivered: Number(row.delivered),
        earnings: Number(row.earnings),
        cashCollected: Number(row.cash),
      },
    ]),
  );
}
