import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { ORDER_STATUS } from '@app/shared/orders/orders.models';
import {
  STREAM_EVENTS,
  type OrderStatusMessage,
  type RiderLocationMessage,
} from '@app/shared/realtime/realtime.schemas';
import type { Database } from '../../db/client';
import type { SendMessage } from '../messages/messages.usecases';
import { sendPushToUser, type PushSender } from '../notifications/web-push.usecases';
import { tellCourierRecipient } from '../pickup-drop/pickup-drop-recipient.usecases';
import type { Logger, MemoryPubSub, PubSub, Unsubscribe } from './pubsub';
import {
  findOpenSubstitution,
  findOrderDeliveryType,
  insertCourierOfferNotificationsOnce,
  insertOrderNotificationOnce,
  insertRiderOfferNotificationsOnce,
  listRiderActiveOrderIds,
} from './realtime.repository';

/** The NOTIFY channels of migration 0006's triggers. */
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

export interface RealtimeBridgeOptions {
  db: Database;
  /** Carries the database channels (LISTEN/NOTIFY, or PGlite's listen into memory). */
  bus: PubSub;
  /** This process's stream channels. */
  hub: MemoryPubSub;
  log: Logger;
  /** Create the customer's notification and push on status changes (exactly once overall). */
  notifications?: { enabled: boolean; vapidSubject: string; send?: PushSender };
  /** How long a rider's active orders are remembered for position fan-out. */
  riderOrdersCacheMs?: number;
  /**
   * A courier task's recipient gets one SMS with the tracking link once it is placed (with
   * notifications on). `publicUrl` starts the link; without it the SMS carries the path alone.
   */
  courierRecipient?: { sendMessage: SendMessage; publicUrl: string | null };
}

/**
 * Database notifications in, stream messages out. Every instance runs one: each LISTENs to the
 * same database channels and fans out to its own streams, so a change made through any instance
 * reaches the streams of all of them.
 */
export function createRealtimeBridge({
  db,
  bus,
  hub,
  log,
  notifications = { enabled: false, vapidSubject: 'mailto:admin@localhost' },
  riderOrdersCacheMs = 5_000,
  courierRecipient,
}: RealtimeBridgeOptions) {
  const pushLog = {
    warn: ((obj: object, msg?: string) => log.warn(obj, msg ?? '')) as FastifyBaseLogger['warn'],
  };
  const riderOrders = new Map<number, { at: number; ids: Promise<string[]> }>();
  const unsubscribes: Unsubscribe[] = [];
  const pending = new Set<Promise<unknown>>();

  const track = <T>(promise: Promise<T>) => {
    pending.add(promise);
    void promise.finally(() => pending.delete(promise)).catch(() => {});
    return promise;
  };

  const activeOrdersOf = (riderId: number): Promise<string[]> => {
    const cached = riderOrders.get(riderId);
    if (cached && Date.now() - cached.at < riderOrdersCacheMs) return cached.ids;
    const ids = listRiderActiveOrderIds(db, riderId);
    riderOrders.set(riderId, { at: Date.now(), ids });
    ids.catch(() => riderOrders.delete(riderId));
    return ids;
  };

  const publishToRiders = async (event: OrderEventNotification, frame: string) => {
    if (event.store_id === null) return;
    const channel = streamChannels.storeRiders(event.store_id);
    if (!hub.hasSubscribers(channel)) return;
    const deliveryType = await findOrderDeliveryType(db, event.order_id);
    if (deliveryType === 'DELIVERY') hub.publishLocal(channel, frame);
  };

  /** A rider whose app is closed still hears of a new offer: a notification and a Web Push. */
  const notifyRidersOfOffer = async (event: OrderEventNotification) => {
    let told: Awaited<ReturnType<typeof insertRiderOfferNotificationsOnce>>;
    if (event.store_id === null) {
      // A courier task: the riders it is offered to (near its pickup).
      told = await insertCourierOfferNotificationsOnce(db, { orderId: event.order_id });
    } else {
      if ((await findOrderDeliveryType(db, event.order_id)) !== 'DELIVERY') return;
      told = await insertRiderOfferNotificationsOnce(db, {
        orderId: event.order_id,
        storeId: event.store_id,
      });
    }
    for (const rider of told) {
      await sendPushToUser({
        db,
        userId: rider.userId,
        message: { title: rider.title, message: rider.message, click_action: rider.clickAction },
        subject: notifications.vapidSubject,
        log: pushLog,
        send: notifications.send,
      });
    }
  };

  /** The Web Push of a notification just created for a customer. */
  const pushToCustomer = (created: {
    userId: number;
    title: string;
    message: string;
    clickAction: string;
  }) =>
    sendPushToUser({
      db,
      userId: created.userId,
      message: {
        title: created.title,
        message: created.message,
        click_action: created.clickAction,
      },
      subject: notifications.vapidSubject,
      log: pushLog,
      send: notifications.send,
    });

  const notifyCustomer = async (event: OrderEventNotification) => {
    const created = await insertOrderNotificationOnce(db, {
      orderId: event.order_id,
      build: (order) => customerNotificationFor(event.to_status, order, event.reason ?? ''),
    });
    if (created) await pushToCustomer(created);
  };

  const onOrderEvent = (payload: string) => {
    let event: OrderEventNotification;
    try {
      event = orderEventNotificationSchema.parse(JSON.parse(payload));
    } catch (error) {
      log.warn({ err: error }, 'realtime: unreadable order_events notification');
      return;
    }
    const message = orderStatusMessage(event);
    const statusFrame = sseFrame(STREAM_EVENTS.orderStatus, message);
    const newOrderFrame = sseFrame(STREAM_EVENTS.newOrder, message);
    hub.publishLocal(streamChannels.order(event.unique_order_id), statusFrame);
    const S = ORDER_STATUS;
    if (event.store_id === null) {
      // A courier task: on offer to the riders' pool while placed, gone from it once it leaves 1.
      if (event.to_status === S.PLACED && event.rider_id === null) {
        hub.publishLocal(streamChannels.courierRiders, newOrderFrame);
        if (notifications.enabled) {
          track(notifyRidersOfOffer(event)).catch((error: unknown) =>
            log.error(
              { err: error, orderId: event.order_id },
              'realtime: courier offer push failed',
            ),
          );
        }
        if (notifications.enabled && courierRecipient) {
          track(
            tellCourierRecipient({
              db,
              orderId: event.order_id,
              publicUrl: courierRecipient.publicUrl,
              sendMessage: courierRecipient.sendMessage,
            }),
          ).catch((error: unknown) =>
            log.error({ err: error, orderId: event.order_id }, 'realtime: recipient SMS failed'),
          );
        }
      } else if (event.from_status === S.PLACED) {
        hub.publishLocal(streamChannels.courierRiders, statusFrame);
      }
    } else {
      hub.publishLocal(streamChannels.store(event.store_id), statusFrame);
    }
    // New in the store's queue: placed, paid, or scheduled (not a scheduled order released).
    if (
      event.store_id !== null &&
      (event.from_status === null || event.from_status === S.AWAITING_PAYMENT) &&
      ([S.PLACED, S.PREPARING, S.SCHEDULED] as number[]).includes(event.to_status)
    ) {
      hub.publishLocal(streamChannels.store(event.store_id), newOrderFrame);
    }
    if (event.rider_id !== null) {
      riderOrders.delete(event.rider_id);
      hub.publishLocal(streamChannels.rider(event.rider_id), statusFrame);
    }
    if (event.to_status === S.PREPARING && event.rider_id === null) {
      track(publishToRiders(event, newOrderFrame)).catch((error: unknown) =>
        log.error({ err: error }, 'realtime: new order for riders failed'),
      );
      if (notifications.enabled) {
        track(notifyRidersOfOffer(event)).catch((error: unknown) =>
          log.error({ err: error, orderId: event.order_id }, 'realtime: rider offer push failed'),
        );
      }
    } else if (event.from_status === S.PREPARING) {
      // Taken by a rider, ready for self-pickup or cancelled: no longer open for riders.
      track(publishToRiders(event, statusFrame)).catch((error: unknown) =>
        log.error({ err: error }, 'realtime: order update for riders failed'),
      );
    }
    if (notifications.enabled && event.from_status !== null) {
      track(notifyCustomer(event)).catch((error: unknown) =>
        log.error({ err: error, orderId: event.order_id }, 'realtime: notification failed'),
      );
    }
  };

  const onRiderLocation = (payload: string) => {
    let location: z.infer<typeof riderLocationNotificationSchema>;
    try {
      location = riderLocationNotificationSchema.parse(JSON.parse(payload));
    } catch (error) {
      log.warn({ err: error }, 'realtime: unreadable rider_locations notification');
      return;
    }
    track(
      activeOrdersOf(location.rider_id).then((ids) => {
        for (const uniqueOrderId of ids) {
          const channel = streamChannels.order(uniqueOrderId);
          if (!hub.hasSubscribers(channel)) continue;
          const message: RiderLocationMessage = {
            unique_order_id: uniqueOrderId,
            latitude: location.latitude,
            longitude: location.longitude,
            heading: location.heading,
            at: location.at,
          };
          hub.publishLocal(channel, sseFrame(STREAM_EVENTS.riderLocation, message));
        }
      }),
    ).catch((error: unknown) => log.error({ err: error }, 'realtime: rider position failed'));
  };

  /** The customer's order and the store's board refetch the order (no status change). */
  const onOrderChange = (payload: string) => {
    let change: z.infer<typeof orderChangeNotificationSchema>;
    try {
      change = orderChangeNotificationSchema.parse(JSON.parse(payload));
    } catch (error) {
      log.warn({ err: error }, 'realtime: unreadable order_changes notification');
      return;
    }
    const frame = sseFrame(STREAM_EVENTS.orderUpdated, { unique_order_id: change.unique_order_id });
    hub.publishLocal(streamChannels.order(change.unique_order_id), frame);
    if (change.store_id !== null) hub.publishLocal(streamChannels.store(change.store_id), frame);
    // A courier task's stop reached: its rider's app refreshes too.
    if (change.what === 'courier_tasks' && change.rider_id !== null) {
      hub.publishLocal(streamChannels.rider(change.rider_id), frame);
    }
    if (notifications.enabled && change.what === 'order_substitutions' && change.op === 'INSERT') {
      track(notifySubstitution(change.row_id)).catch((error: unknown) =>
        log.error(
          { err: error, substitutionId: change.row_id },
          'realtime: substitute push failed',
        ),
      );
    }
  };

  /** A substitute to decide on reaches a customer whose app is closed: a notification and a push. */
  const notifySubstitution = async (substitutionId: number) => {
    const proposal = await findOpenSubstitution(db, substitutionId);
    if (!proposal) return;
    const created = await insertOrderNotificationOnce(db, {
      orderId: proposal.orderId,
      build: (order) =>
        substitutionNotice(proposal, {
          uniqueOrderId: order.uniqueOrderId,
          storeName: order.storeName,
        }),
    });
    if (created) await pushToCustomer(created);
  };

  return {
    async start() {
      unsubscribes.push(await bus.subscribe(DATABASE_CHANNELS.orderEvents, onOrderEvent));
      unsubscribes.push(await bus.subscribe(DATABASE_CHANNELS.orderChanges, onOrderChange));
      unsubscribes.push(await bus.subscribe(DATABASE_CHANNELS.riderLocations, onRiderLocation));
    },
    /** Forget cached rider orders (after a reconnect: changes may have been missed). */
    clearCaches() {
      riderOrders.clear();
    },
    /** Resolves when the work started by notifications so far has finished (tests, shutdown). */
    async settle() {
      while (pending.size > 0) await Promise.allSettled([...pending]);
    },
    async stop() {
      for (const unsubscribe of unsubscribes.splice(0)) await unsubscribe();
      await this.settle();
    },
  };
}

export type RealtimeBridge = ReturnType<typeof createRealtimeBridge>;
