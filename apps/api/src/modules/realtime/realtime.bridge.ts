import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import { ORDER_STATUS } from '@app/shared/orders/orders.models';
import { STREAM_EVENTS, type RiderLocationMessage } from '@app/shared/realtime/realtime.schemas';
import type { AdminRiderLocationMessage } from '@app/shared/console/dashboard.schemas';
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
import {
  customerNotificationFor,
  DATABASE_CHANNELS,
  orderChangeNotificationSchema,
  orderEventNotificationSchema,
  orderStatusMessage,
  riderLocationNotificationSchema,
  sseFrame,
  streamChannels,
  substitutionNotice,
  type OrderEventNotification,
} from './realtime.messages';

/** The NOTIFY channels of migration 0006's triggers. */
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
    hub.publishLocal(streamChannels.admin, statusFrame);
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
    if (hub.hasSubscribers(streamChannels.admin)) {
      const message: AdminRiderLocationMessage = {
        rider_id: location.rider_id,
        latitude: location.latitude,
        longitude: location.longitude,
        at: location.at,
      };
      hub.publishLocal(streamChannels.admin, sseFrame(STREAM_EVENTS.riderLocation, message));
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
