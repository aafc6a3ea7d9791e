import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { RiderLocation } from '@app/shared/delivery/delivery.schemas';
import { ORDER_STATUS } from '@app/shared/orders/orders.models';
import type { Database } from '../../db/client';
import { storeOwners, stores } from '../catalog/catalog.table';
import { riderLocations, riderProfiles, riderStores } from '../delivery/delivery.table';
import { notifications } from '../notifications/notifications.table';
import { orderEvents, orders } from '../orders/orders.table';

export interface StreamOrder {
  id: number;
  uniqueOrderId: string;
  userId: number;
  riderId: number | null;
  storeId: number;
  status: number;
}

export async function findStreamOrder(db: Database, uniqueOrderId: string) {
  const [row] = await db
    .select({
      id: orders.id,
      uniqueOrderId: orders.uniqueOrderId,
      userId: orders.userId,
      riderId: orders.riderId,
      storeId: orders.storeId,
      status: orders.status,
    })
    .from(orders)
    .where(eq(orders.uniqueOrderId, uniqueOrderId));
  return (row ?? null) satisfies StreamOrder | null;
}

export async function findLatestOrderEvent(db: Database, orderId: number) {
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

export async function findRiderLocation(
  db: Database,
  riderId: number,
): Promise<RiderLocation | null> {
  const [row] = await db.select().from(riderLocations).where(eq(riderLocations.riderId, riderId));
  if (!row) return null;
  return {
    latitude: row.latitude,
    longitude: row.longitude,
    heading: row.heading,
    at: row.at.toISOString(),
  };
}

/** The unique ids of the rider's orders under way (rider assigned or picked up). */
export async function listRiderActiveOrderIds(db: Database, riderId: number): Promise<string[]> {
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

export async function findOrderDeliveryType(db: Database, orderId: number) {
  const [row] = await db
    .select({ deliveryType: orders.deliveryType })
    .from(orders)
    .where(eq(orders.id, orderId));
  return row?.deliveryType ?? null;
}

export async function listRiderStoreIds(db: Database, riderId: number): Promise<number[]> {
  const rows = await db
    .select({ storeId: riderStores.storeId })
    .from(riderStores)
    .where(eq(riderStores.riderId, riderId));
  return rows.map((row) => row.storeId);
}

/** Orders of these stores waiting for a rider: accepted (2), delivery, no rider yet. */
export async function listOpenDeliveryOrders(db: Database, storeIds: number[]) {
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

export async function storeExists(db: Database, storeId: number) {
  const [row] = await db.select({ id: stores.id }).from(stores).where(eq(stores.id, storeId));
  return Boolean(row);
}

export async function isStoreOwner(db: Database, userId: number, storeId: number) {
  const [row] = await db
    .select({ userId: storeOwners.userId })
    .from(storeOwners)
    .where(and(eq(storeOwners.userId, userId), eq(storeOwners.storeId, storeId)));
  return Boolean(row);
}

/** The advisory-lock namespace of order notifications (first key of the two-key form). */
const ORDER_NOTIFICATION_LOCK = 731_001;

/**
 * Inserts the customer's notification for this order and title unless it exists, under an
 * advisory lock on the order, so every instance receiving the same NOTIFY tries and exactly one
 * writes. An order reaches each status at most once (the state machine has no cycles), so
 * (customer, click_action, title) names one change. Answers the new row's user, or null.
 */
export async function insertOrderNotificationOnce(
  db: Database,
  {
    orderId,
    build,
  }: {
    orderId: number;
    build: (order: {
      userId: number;
      uniqueOrderId: string;
      storeName: string;
    }) => { title: string; message: string; clickAction: string } | null;
  },
): Promise<{ userId: number; title: string; message: string; clickAction: string } | null> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${ORDER_NOTIFICATION_LOCK}, ${orderId})`);
    const [order] = await tx
      .select({
        userId: orders.userId,
        uniqueOrderId: orders.uniqueOrderId,
        storeName: stores.name,
      })
      .from(orders)
      .innerJoin(stores, eq(stores.id, orders.storeId))
      .where(eq(orders.id, orderId));
    if (!order) return null;
    const content = build(order);
    if (!content) return null;
    const [existing] = await tx
      .select({ id: notifications.id })
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, order.userId),
          eq(notifications.clickAction, content.clickAction),
          eq(notifications.title, content.title),
        ),
      )
      .limit(1);
    if (existing) return null;
    await tx.insert(notifications).values({
      userId: order.userId,
      title: content.title,
      message: content.message,
      clickAction: content.clickAction,
    });
    return { userId: order.userId, ...content };
  });
}

const RIDER_OFFER_LOCK = 731_002;

/**
 * A new delivery offer (the store started preparing, no rider yet): one notification for each
 * online rider linked to the store, exactly once per order and rider however many instances see
 * the event (an advisory lock per order). Answers the riders newly told, for their Web Push.
 */
export async function insertRiderOfferNotificationsOnce(
  db: Database,
  { orderId, storeId }: { orderId: number; storeId: number },
): Promise<{ userId: number; title: string; message: string; clickAction: string }[]> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${RIDER_OFFER_LOCK}, ${orderId})`);
    const [order] = await tx
      .select({ uniqueOrderId: orders.uniqueOrderId, storeName: stores.name })
      .from(orders)
      .innerJoin(stores, eq(stores.id, orders.storeId))
      .where(eq(orders.id, orderId));
    if (!order) return [];
    const riders = await tx
      .select({ userId: riderStores.riderId })
      .from(riderStores)
      .innerJoin(riderProfiles, eq(riderProfiles.userId, riderStores.riderId))
      .where(and(eq(riderStores.storeId, storeId), eq(riderProfiles.isOnline, true)));
    const clickAction = `/delivery/orders/${order.uniqueOrderId}`;
    const title = 'New order to deliver';
    const message = `${order.storeName}: order ${order.uniqueOrderId} is ready to be picked up soon.`;
    const told: { userId: number; title: string; message: string; clickAction: string }[] = [];
    for (const { userId } of riders) {
      const [existing] = await tx
        .select({ id: notifications.id })
        .from(notifications)
        .where(and(eq(notifications.userId, userId), eq(notifications.clickAction, clickAction)))
        .limit(1);
      if (existing) continue;
      await tx.insert(notifications).values({ userId, title, message, clickAction });
      told.push({ userId, title, message, clickAction });
    }
    return told;
  });
}
