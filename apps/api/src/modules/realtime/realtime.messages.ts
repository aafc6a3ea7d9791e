import { z } from 'zod';
import { ORDER_STATUS } from '@app/shared/orders/orders.models';
import type { OrderStatusMessage } from '@app/shared/realtime/realtime.schemas';

/**
 * What the realtime bridge reads and writes, apart from the bridge itself: the database's NOTIFY
 * channels and their payloads, the in-process stream channels, SSE frames, and the texts of the
 * notifications a status change or a proposed substitute sends.
 */
export const DATABASE_CHANNELS = {
  orderEvents: 'order_events',
  riderLocations: 'rider_locations',
  /** Migration 0011: an order changed without a status change (grocery picking, substitutes). */
  orderChanges: 'order_changes',
} as const;

/** The in-process channels streams subscribe to. */
export const streamChannels = {
  order: (uniqueOrderId: string) => `order:${uniqueOrderId}`,
  store: (storeId: number) => `store:${storeId}`,
  /** New delivery orders of a store, for the riders linked to it. */
  storeRiders: (storeId: number) => `riders:${storeId}`,
  /** New courier tasks (no store): every online rider's stream; get-delivery-orders filters by distance. */
  courierRiders: 'riders:courier',
  /** One rider's own orders. */
  rider: (riderId: number) => `rider:${riderId}`,
  /** The admin dashboard's live map: every order's status change and every rider's position. */
  admin: 'admin:live',
};

const timestamp = z.union([z.string(), z.date()]).transform((value) => toIso(value));

export const orderEventNotificationSchema = z.object({
  order_id: z.number().int(),
  unique_order_id: z.string(),
  user_id: z.number().int(),
  /** Null for courier orders (no store). */
  store_id: z.number().int().nullable(),
  rider_id: z.number().int().nullable(),
  status: z.number().int(),
  from_status: z.number().int().nullable(),
  to_status: z.number().int(),
  actor: z.string(),
  reason: z.string().nullable().default(''),
  at: timestamp,
});
export type OrderEventNotification = z.infer<typeof orderEventNotificationSchema>;

export const orderChangeNotificationSchema = z.object({
  unique_order_id: z.string(),
  rider_id: z.number().int().nullable().default(null),
  /** Null for courier orders (no store). */
  store_id: z.number().int().nullable(),
  what: z.string(),
  op: z.string(),
  row_id: z.number().int(),
});

export const riderLocationNotificationSchema = z.object({
  rider_id: z.number().int(),
  latitude: z.number(),
  longitude: z.number(),
  heading: z.number().nullable(),
  at: timestamp,
});

/** PostgreSQL's JSON timestamps ("2026-11-21T10:00:00.123456+00:00") as the API writes them. */
function toIso(value: string | Date): string {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? String(value) : date.toISOString();
}

/** One SSE message: an event name and one JSON data line. */
export function sseFrame(event: string, data: unknown): string {
  return `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

export function orderStatusMessage(event: OrderEventNotification): OrderStatusMessage {
  return {
    unique_order_id: event.unique_order_id,
    status: event.to_status,
    event: {
      from_status: event.from_status,
      to_status: event.to_status,
      actor: event.actor,
      reason: event.reason ?? '',
      at: event.at,
    },
  };
}

/** The in-app notification (and Web Push) a customer gets for each status change. */
export function customerNotificationFor(
  toStatus: number,
  order: { uniqueOrderId: string; storeName: string; isCourier?: boolean },
  reason: string,
): { title: string; message: string; clickAction: string } | null {
  const S = ORDER_STATUS;
  const id = order.uniqueOrderId;
  const store = order.storeName;
  const courierTexts: Record<number, [string, string] | undefined> = {
    [S.PLACED]: ['Task booked', `We are finding a rider for your pickup and drop ${id}.`],
    [S.RIDER_ASSIGNED]: ['Rider assigned', `A rider is on the way to the pickup for task ${id}.`],
    [S.PICKED_UP]: ['Package picked up', `Your package ${id} is on its way to the drop.`],
    [S.DELIVERED]: ['Package delivered', `Your package ${id} has been delivered.`],
  };
  const courierText = order.isCourier ? courierTexts[toStatus] : undefined;
  if (courierText) {
    return { title: courierText[0], message: courierText[1], clickAction: `/running-order/${id}` };
  }
  const texts: Record<number, [string, string] | undefined> = {
    [S.PLACED]: ['Order placed', `${store} has your order ${id}.`],
    [S.PREPARING]: ['Order accepted', `${store} is preparing your order ${id}.`],
    [S.RIDER_ASSIGNED]: ['Rider assigned', `A rider is on the way to ${store} for order ${id}.`],
    [S.PICKED_UP]: ['Order picked up', `Your order ${id} is on its way.`],
    [S.DELIVERED]: ['Order delivered', `Your order ${id} has been delivered. Enjoy!`],
    [S.CANCELLED]: [
      'Order cancelled',
      reason ? `Your order ${id} was cancelled: ${reason}` : `Your order ${id} was cancelled.`,
    ],
    [S.READY_FOR_PICKUP]: ['Ready for pickup', `Your order ${id} is ready at ${store}.`],
    [S.PAYMENT_FAILED]: ['Payment failed', `The payment for order ${id} did not go through.`],
    [S.SCHEDULED]: ['Order scheduled', `${store} has your scheduled order ${id}.`],
    [S.CONFIRMED_SCHEDULED]: [
      'Scheduled order confirmed',
      `${store} confirmed your scheduled order ${id}.`,
    ],
  };
  const text = texts[toStatus];
  if (!text) return null;
  return { title: text[0], message: text[1], clickAction: `/running-order/${id}` };
}

/** The customer's notification for a proposed substitute (one per line: the title names it). */
export function substitutionNotice(
  proposal: { lineName: string; substituteName: string; quantity: number },
  order: { uniqueOrderId: string; storeName: string },
): { title: string; message: string; clickAction: string } {
  return {
    title: `Replace ${proposal.lineName}?`,
    message: `${order.storeName} is out of ${proposal.lineName} and suggests ${proposal.substituteName} × ${proposal.quantity}. Answer before the timer ends, or your choice for it applies.`,
    clickAction: `/running-order/${order.uniqueOrderId}`,
  };
}
