import type { OrderKind } from '@app/shared/orders/order-kinds.models';
import { and, desc, eq, notInArray } from 'drizzle-orm';
import {
  CUSTOMER_CANCELLABLE_STATUSES,
  ORDER_STATUS,
  TERMINAL_STATUSES,
} from '@app/shared/orders/orders.models';
import type { Database } from '../../db/client';
import { setStoreRating } from '../catalog/store-rating.repository';
import { insertOrderRating, summarizeStoreRatings } from '../reviews/rated-orders.repository';
import { sendRefundsOfOrder } from '../payments/refunds.usecases';
import type { PaymentLog } from '../payments/settle-payment.usecases';
import { refundOrder } from './order-money.usecases';
import { findOwnOrder, listOwnOrders, transitionOrder } from './orders.repository';
import { buildOrderViews, loadOrderView } from './order-views.repository';
import { countOrdersByKindAndStatus } from './order-stats.repository';
import {
  createAlreadyRatedError,
  createNotCancellableError,
  createNotRatableError,
} from './orders.errors';
import { orders } from './orders.table';

export const ORDERS_PAGE_SIZE = 10;

/** Orders per kind and status, as /metrics reports them (see countOrdersByKindAndStatus). */
export function countOrdersForMetrics({ db }: { db: Database }) {
  return countOrdersByKindAndStatus(db);
}

export async function getOrders({
  db,
  userId,
  page,
  kind,
}: {
  db: Database;
  userId: number;
  page: number;
  /** Only this kind (the pickup-and-drop task list: courier). */
  kind?: OrderKind;
}) {
  const rows = await listOwnOrders(db, {
    userId,
    kind,
    limit: ORDERS_PAGE_SIZE + 1,
    offset: (page - 1) * ORDERS_PAGE_SIZE,
  });
  return {
    orders: await buildOrderViews(db, rows.slice(0, ORDERS_PAGE_SIZE), { photos: false }),
    has_more: rows.length > ORDERS_PAGE_SIZE,
  };
}

/** The caller's newest order that is still under way, or null. */
export async function getRunningOrder({ db, userId }: { db: Database; userId: number }) {
  const rows = await db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), notInArray(orders.status, [...TERMINAL_STATUSES])))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(1);
  const [view] = await buildOrderViews(db, rows);
  return view ?? null;
}

/**
 * The customer cancels before the store has started (status 1 or 10). The status change, the
 * refund of the wallet part, the card refund's record (or the online payment to the wallet), and
 * the coupon's release happen in one transaction; a store accepting at the same instant makes this
 * a 409, not both. The card refund is sent to the provider once that has committed.
 */
export async function cancelOwnOrder({
  db,
  log,
  userId,
  ref,
  reason,
}: {
  db: Database;
  log: PaymentLog;
  userId: number;
  ref: number | string;
  reason: string;
}) {
  const orderId = await db.transaction(async (tx) => {
    const order = await findOwnOrder(tx, { userId, ref });
    if (!(CUSTOMER_CANCELLABLE_STATUSES as readonly number[]).includes(order.status)) {
      throw createNotCancellableError();
    }
    const moved = await transitionOrder(tx, {
      kind: order.kind,
      orderId: order.id,
      from: order.status,
      to: ORDER_STATUS.CANCELLED,
      actor: 'customer',
      actorUserId: userId,
      reason: reason || 'Cancelled by the customer',
    });
    if (!moved) throw createNotCancellableError();
    await refundOrder(tx, order, { reason: 'Refund for cancelled order' });
    return order.id;
  });
  await sendRefundsOfOrder({ db, log, orderId });
  return loadOrderView(db, { orderId, userId });
}

export async function getRatableOrder({
  db,
  userId,
  ref,
}: {
  db: Database;
  userId: number;
  ref: number | string;
}) {
  const order = await loadOrderView(db, { orderId: ref, userId });
  const [row] = await db
    .select({ riderId: orders.riderId })
    .from(orders)
    .where(eq(orders.id, order.id));
  return { order, has_rider: (row?.riderId ?? null) !== null };
}

/** Once per order, only after delivery; the store's average follows in the same transaction. */
export async function rateOwnOrder({
  db,
  userId,
  ref,
  storeRating,
  riderRating,
  review,
}: {
  db: Database;
  userId: number;
  ref: number | string;
  storeRating: number;
  riderRating: number | null;
  review: string;
}) {
  return db.transaction(async (tx) => {
    const order = await findOwnOrder(tx, { userId, ref });
    // A courier task has no store to rate.
    if (order.status !== ORDER_STATUS.DELIVERED || order.storeId === null) {
      throw createNotRatableError();
    }
    const storeId = order.storeId;
    const inserted = await insertOrderRating(tx, {
      orderId: order.id,
      userId,
      storeId,
      storeRating,
      riderRating: order.riderId === null ? null : riderRating,
      review,
    });
    if (!inserted) throw createAlreadyRatedError();
    await setStoreRating(tx, {
      storeId,
      ...(await summarizeStoreRatings(tx, storeId)),
    });
    return {
      order_id: order.id,
      store_rating: storeRating,
      rider_rating: order.riderId === null ? null : riderRating,
    };
  });
}
