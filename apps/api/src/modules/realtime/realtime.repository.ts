import { sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { findStoreContacts } from '../catalog/store-contacts.repository';
import {
  findRiderLocation,
  listOnlineRidersOfStore,
  listRiderStoreIds,
} from '../delivery/riders.repository';
import { listRidersNearCourierTask } from '../delivery/delivery.usecases';
import { insertNotificationOnce } from '../notifications/notify-once.repository';
import {
  findLatestOrderEvent,
  findOpenSubstitution,
  findOrderDeliveryType,
  findOrderHeader,
  findStreamOrder,
  findStreamOrderState,
  listOpenDeliveryOrders,
  listRiderActiveOrderIds,
  type StreamOrder,
} from '../orders/tracking.repository';

/**
 * What live tracking reads, from the modules that own it: orders' tracking reads, riders'
 * locations and stores, and notifications written exactly once.
 */
export {
  findLatestOrderEvent,
  findOpenSubstitution,
  findOrderDeliveryType,
  findRiderLocation,
  findStreamOrder,
  findStreamOrderState,
  listOpenDeliveryOrders,
  listRiderActiveOrderIds,
  listRiderStoreIds,
  type StreamOrder,
};

async function findOrderWithStoreName(tx: Executor, orderId: number) {
  const order = await findOrderHeader(tx, orderId);
  if (!order) return null;
  if (order.storeId === null) return { ...order, storeName: 'Pick & Drop', isCourier: true };
  const stores = await findStoreContacts(tx, [order.storeId]);
  return { ...order, storeName: stores.get(order.storeId)?.name ?? '', isCourier: false };
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
      isCourier: boolean;
    }) => { title: string; message: string; clickAction: string } | null;
  },
): Promise<{ userId: number; title: string; message: string; clickAction: string } | null> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${ORDER_NOTIFICATION_LOCK}, ${orderId})`);
    const order = await findOrderWithStoreName(tx, orderId);
    if (!order) return null;
    const content = build(order);
    if (!content) return null;
    const inserted = await insertNotificationOnce(tx, {
      userId: order.userId,
      ...content,
      sameTitle: true,
    });
    return inserted ? { userId: order.userId, ...content } : null;
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
    const order = await findOrderWithStoreName(tx, orderId);
    if (!order) return [];
    const riders = await listOnlineRidersOfStore(tx, storeId);
    const clickAction = `/delivery/orders/${order.uniqueOrderId}`;
    const title = 'New order to deliver';
    const message = `${order.storeName}: order ${order.uniqueOrderId} is ready to be picked up soon.`;
    const told: { userId: number; title: string; message: string; clickAction: string }[] = [];
    for (const userId of riders) {
      const notice = { userId, title, message, clickAction };
      if (await insertNotificationOnce(tx, { ...notice, sameTitle: false })) told.push(notice);
    }
    return told;
  });
}

/**
 * A new courier task (placed or paid, no rider yet): one notification for each online rider it is
 * offered to (near its pickup, or of unknown position), exactly once per task and rider however
 * many instances see the event.
 */
export async function insertCourierOfferNotificationsOnce(
  db: Database,
  { orderId }: { orderId: number },
): Promise<{ userId: number; title: string; message: string; clickAction: string }[]> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${RIDER_OFFER_LOCK}, ${orderId})`);
    const order = await findOrderHeader(tx, orderId);
    if (!order) return [];
    const riders = await listRidersNearCourierTask(tx, orderId);
    const clickAction = `/delivery/orders/${order.uniqueOrderId}`;
    const title = 'New pickup and drop task';
    const message = `Task ${order.uniqueOrderId} is waiting for a rider near you.`;
    const told: { userId: number; title: string; message: string; clickAction: string }[] = [];
    for (const userId of riders) {
      const notice = { userId, title, message, clickAction };
      if (await insertNotificationOnce(tx, { ...notice, sameTitle: false })) told.push(notice);
    }
    return told;
  });
}
