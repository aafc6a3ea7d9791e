import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import { ORDER_STATUS } from '@app/shared/orders/orders.models';
import type { Executor } from '../../db/client';
import { findOrderByUniqueId } from './orders.repository';
import { orderEvents, orderItems, orders, orderSubstitutions } from './orders.table';

/** Orders as live tracking reads them (the realtime module's streams and notifications). */

export interface StreamOrder {
  id: number;
  uniqueOrderId: string;
  userId: number;
  riderId: number | null;
  /** Null for courier orders (no store). */
  storeId: number | null;
  status: number;
}

export async function findStreamOrder(db: Executor, uniqueOrderId: string) {
  const row = await findOrderByUniqueId(db, uniqueOrderId);
  return (row && {
    id: row.id,
    uniqueOrderId: row.uniqueOrderId,
    userId: row.userId,
    riderId: row.riderId,
    storeId: row.storeId,
    status: row.status,
  }) satisfies StreamOrder | null;
}

export async function findLatestOrderEvent(db: Executor, orderId: number) {
  const [row] = await db
    .select({
      fromStatus: orderEvents.fromStatus,
      toStatus: orderEvents.toStatus,
      actor: orderEvents.actor,
      reason: orderEvents.reason,
      at: orderEvents.at,
    })
    .from(orderEvents)
    .where(eq(orderEvents.orderId, orderId))
    .orderBy(desc(orderEvents.id))
    .limit(1);
  return row ?? null;
}

/**
 * An order and its latest change, agreeing. They are two reads: a change committed between them
 * would show as the latest change of an order still at the old status (a state no client should
 * see, which the change's own stream message then repeats), so they are read again until they
 * agree, three times at most.
 */
export async function findStreamOrderState(db: Executor, uniqueOrderId: string) {
  for (let attempt = 1; ; attempt += 1) {
    const order = await findStreamOrder(db, uniqueOrderId);
    if (!order) return null;
    const event = await findLatestOrderEvent(db, order.id);
    if (!event || event.toStatus === order.status || attempt === 3) return { order, event };
  }
}

/** The unique ids of the rider's orders under way (rider assigned or picked up). */
export async function listRiderActiveOrderIds(db: Executor, riderId: number): Promise<string[]> {
  const rows = await db
    .select({ uniqueOrderId: orders.uniqueOrderId })
    .from(orders)
    .where(
      and(
        eq(orders.riderId, riderId),
        inArray(orders.status, [ORDER_STATUS.RIDER_ASSIGNED, ORDER_STATUS.PICKED_UP]),
      ),
    );
  return rows.map((row) => row.uniqueOrderId);
}

export async function findOrderDeliveryType(db: Executor, orderId: number) {
  const [row] = await db
    .select({ deliveryType: orders.deliveryType })
    .from(orders)
    .where(eq(orders.id, orderId));
  return row?.deliveryType ?? null;
}

/** Orders of these stores waiting for a rider: accepted (2), delivery, no rider yet. */
export async function listOpenDeliveryOrders(db: Executor, storeIds: number[]) {
  if (storeIds.length === 0) return [];
  return db
    .select({ id: orders.id, uniqueOrderId: orders.uniqueOrderId })
    .from(orders)
    .where(
      and(
        inArray(orders.storeId, storeIds),
        eq(orders.status, ORDER_STATUS.PREPARING),
        eq(orders.deliveryType, 'DELIVERY'),
        isNull(orders.riderId),
      ),
    )
    .orderBy(desc(orders.id))
    .limit(50);
}

/** Whose order it is, its public id and its store (notifications about it). */
export async function findOrderHeader(db: Executor, orderId: number) {
  const [row] = await db
    .select({ userId: orders.userId, uniqueOrderId: orders.uniqueOrderId, storeId: orders.storeId })
    .from(orders)
    .where(eq(orders.id, orderId));
  return row ?? null;
}

/** A proposed substitute as the customer's notification names it, or null once decided. */
export async function findOpenSubstitution(db: Executor, substitutionId: number) {
  const [row] = await db
    .select({
      orderId: orderSubstitutions.orderId,
      lineName: orderItems.name,
      substituteName: orderSubstitutions.name,
      quantity: orderSubstitutions.quantity,
    })
    .from(orderSubstitutions)
    .innerJoin(orderItems, eq(orderItems.id, orderSubstitutions.orderItemId))
    .where(
      and(eq(orderSubstitutions.id, substitutionId), eq(orderSubstitutions.status, 'proposed')),
    );
  return row ?? null;
}

/** When an order reached each status, oldest first (a timeline without the lines). */
export function listStatusTimes(
  db: Executor,
  orderId: number,
): Promise<{ toStatus: number; at: Date }[]> {
  return db
    .select({ toStatus: orderEvents.toStatus, at: orderEvents.at })
    .from(orderEvents)
    .where(eq(orderEvents.orderId, orderId))
    .orderBy(orderEvents.id);
}
