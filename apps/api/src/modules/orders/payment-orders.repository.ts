import { and, asc, eq, lt, sql, type SQL } from 'drizzle-orm';
import { ORDER_STATUS } from '@app/shared/orders/orders.models';
import type { Executor } from '../../db/client';
import { orders } from './orders.table';

/**
 * Orders as the payments module reads them: the order to pay, to settle, to reconcile and to
 * show the state of. Payments owns attempts and refunds; the order's own fields are read here.
 */

/** The caller's order with what starting its payment needs, or null. */
export async function findOrderToPay(
  db: Executor,
  { userId, uniqueOrderId }: { userId: number; uniqueOrderId: string },
) {
  const [row] = await db
    .select({
      id: orders.id,
      uniqueOrderId: orders.uniqueOrderId,
      status: orders.status,
      paymentMethod: orders.paymentMethod,
      paymentStatus: orders.paymentStatus,
      payableMinor: orders.payableMinor,
    })
    .from(orders)
    .where(and(eq(orders.uniqueOrderId, uniqueOrderId), eq(orders.userId, userId)));
  return row ?? null;
}

/**
 * The order a payment settles, with its store's auto-accept switch (a subquery the catalogue
 * provides: `storeAutoAccepts(orders.store_id)`), in one statement.
 */
export async function findOrderForSettling(
  tx: Executor,
  orderId: number,
  storeAutoAccepts: (storeId: SQL) => SQL<boolean>,
) {
  const [row] = await tx
    .select({
      id: orders.id,
      userId: orders.userId,
      kind: orders.kind,
      uniqueOrderId: orders.uniqueOrderId,
      status: orders.status,
      paymentStatus: orders.paymentStatus,
      payableMinor: orders.payableMinor,
      walletUsedMinor: orders.walletUsedMinor,
      couponId: orders.couponId,
      scheduledFor: orders.scheduledFor,
      storeAutoAccepts: storeAutoAccepts(sql`${orders.storeId}`),
    })
    .from(orders)
    .where(eq(orders.id, orderId));
  return row ?? null;
}

/** Orders still awaiting payment that were placed before `before`, oldest first. */
export function listAwaitingPaymentOrders(
  db: Executor,
  { before, limit }: { before: Date; limit: number },
) {
  return db
    .select({ id: orders.id, uniqueOrderId: orders.uniqueOrderId, createdAt: orders.createdAt })
    .from(orders)
    .where(and(eq(orders.status, ORDER_STATUS.AWAITING_PAYMENT), lt(orders.createdAt, before)))
    .orderBy(asc(orders.createdAt))
    .limit(limit);
}

/** Whose order it is and its public id, with its status and payment status. */
export async function findPaymentStateOfOrder(db: Executor, orderId: number) {
  const [row] = await db
    .select({
      userId: orders.userId,
      uniqueOrderId: orders.uniqueOrderId,
      status: orders.status,
      paymentStatus: orders.paymentStatus,
    })
    .from(orders)
    .where(eq(orders.id, orderId));
  return row ?? null;
}

/** An order's kind by its public id (where a payment provider's return lands), or null. */
export async function findOrderKind(db: Executor, uniqueOrderId: string) {
  const [row] = await db
    .select({ kind: orders.kind })
    .from(orders)
    .where(eq(orders.uniqueOrderId, uniqueOrderId));
  return row?.kind ?? null;
}

/** An order's id by its public id (a provider's return names the order), or null. */
export async function findOrderIdOf(db: Executor, uniqueOrderId: string) {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.uniqueOrderId, uniqueOrderId));
  return row?.id ?? null;
}
