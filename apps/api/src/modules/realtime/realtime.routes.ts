import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParamSchema } from '@app/shared/common/api.schemas';
import pg from 'pg';
import { z } from 'zod';
import { ORDER_STATUS } from '@app/shared/orders/orders.models';
import {
  STREAM_EVENTS,
  STREAM_PING_INTERVAL_MS,
  type OrderStatusMessage,
  type RiderLocationMessage,
  type RiderStateMessage,
  type StoreStateMessage,
} from '@app/shared/realtime/realtime.schemas';
import type { Database } from '../../db/client';
import type { AuthenticatedUser } from '../../plugins/auth';
import { canManageStore, getStoreOrders } from '../console/console.usecases';
import { getLiveMap } from '../console/console-dashboard.usecases';
import { getDeliveryOrders } from '../delivery/delivery.usecases';
import type { PushSender } from '../notifications/web-push.usecases';
import {
  createMemoryPubSub,
  createPglitePubSub,
  createPostgresPubSub,
  type Logger,
  type MemoryPubSub,
  type PubSub,
} from './pubsub';
import {
  createRealtimeBridge,
  type RealtimeBridge,
  type RealtimeBridgeOptions,
} from './realtime.bridge';
import { sseFrame, streamChannels } from './realtime.messages';
import {
  createDashboardOnlyError,
  createRidersOnlyError,
  createStreamNotFoundError,
} from './realtime.errors';
import {
  findRiderLocation,
  findStreamOrder,
  findStreamOrderState,
  listRiderStoreIds,
} from './realtime.repository';
import { STREAM_RECONNECT_HINT_MAX_MS } from '@app/shared/realtime/stream-reconnect';
import { openSseStream, type SseStream, type StreamKind } from './sse';
import { streamCaller, type StreamCaller } from './stream-caller';

declare module 'fastify' {
  interface FastifyInstance {
    realtime: {
      kind: 'memory' | 'postgres';
      bus: PubSub;
      hub: MemoryPubSub;
      bridge: RealtimeBridge;
      /** Streams open on this instance. */
      streams: Set<SseStream>;
    };
  }
}

export interface RealtimeOptions {
  db: Database;
  pingIntervalMs?: number;
  riderOrdersCacheMs?: number;
  notifications?: { enabled: boolean; vapidSubject: string; send?: PushSender };
  /** The courier recipient's tracking SMS (see RealtimeBridgeOptions). */
  courierRecipient?: RealtimeBridgeOptions['courierRecipient'];
  /** Overrides the bus chosen from the database (tests). */
  bus?: PubSub;
  /** The database's bus, when the app made it earlier (the cache invalidation bus shares it). */
  databaseBus?: DatabaseBus;
}

export interface DatabaseBus {
  bus: PubSub;
  kind: 'memory' | 'postgres';
  onReconnect?: (callback: () => void) => void;
}

/**
 * The bus for the database's notifications: PGlite's own `listen` into an in-process bus, or a
 * dedicated LISTEN connection to PostgreSQL made from the pool's settings.
 */
export function createDatabaseBus(db: Database, log: Logger): DatabaseBus {
  const client = (db as unknown as { $client?: unknown }).$client;
  if (client instanceof pg.Pool) {
    const bus = createPostgresPubSub({ clientConfig: { ...client.options }, log });
    return { bus, kind: 'postgres', onReconnect: bus.onReconnect };
  }
  if (client && typeof (client as { listen?: unknown }).listen === 'function') {
    return {
      bus: createPglitePubSub({
        client: client as Parameters<typeof createPglitePubSub>[0]['client'],
        log,
      }),
      kind: 'memory',
    };
  }
  throw new Error('realtime: unknown database client');
}

/** An admin holding the dashboard area (null permissions: every area). */
const watchesLiveMap = (user: AuthenticatedUser) =>
  user.role === 'admin' && (!user.adminPermissions || user.adminPermissions.includes('dashboard'));

const tokenQuery = z.object({ token: z.string().max(200).optional() });
const RIDER_ACTIVE: number[] = [ORDER_STATUS.RIDER_ASSIGNED, ORDER_STATUS.PICKED_UP];

/**
 * Server-Sent Events (ARCHITECTURE §7, contract in packages/shared realtime.schemas): the order
 * stream for its customer and rider, the store stream for its owners and admins, the rider stream.
 */
export const realtimePlugin = fp(async (root: FastifyInstance, options: RealtimeOptions) => {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { db } = options;
  const pingIntervalMs = options.pingIntervalMs ?? STREAM_PING_INTERVAL_MS;
  const log = app.log;
  const chosen = options.bus
    ? { bus: options.bus, kind: 'memory' as const, onReconnect: undefined }
    : (options.databaseBus ?? createDatabaseBus(db, log));
  const hub = createMemoryPubSub({ log });
  const streams = new Set<SseStream>();
  const resyncs = new WeakMap<SseStream, () => Promise<void>>();
  const bridge = createRealtimeBridge({
    db,
    bus: chosen.bus,
    hub,
    log,
    notifications: options.notifications,
    riderOrdersCacheMs: options.riderOrdersCacheMs,
    courierRecipient: options.courierRecipient,
  });
  await bridge.start();
  chosen.onReconnect?.(() => {
    // Changes made while the connection was down were not announced: send streams the state again.
    bridge.clearCaches();
    for (const stream of streams) {
      void resyncs
        .get(stream)?.()
        .catch(() => {});
    }
  });
  app.decorate('realtime', { kind: chosen.kind, bus: chosen.bus, hub, bridge, streams });

  app.addHook('preClose', async () => {
    // Open streams would keep the server from closing. Each client is told to come back (to
    // another instance) after a delay spread over the hint's range, not all at the same instant.
    for (const stream of [...streams]) {
      stream.drain(250 + Math.floor(Math.random() * (STREAM_RECONNECT_HINT_MAX_MS - 250)));
    }
  });
  app.addHook('onClose', async () => {
    await bridge.stop();
    await chosen.bus.close();
    await hub.close();
  });

  const open = (
    kind: StreamKind,
    request: FastifyRequest,
    reply: Parameters<typeof openSseStream>[0]['reply'],
    { recheck }: StreamCaller,
  ) =>
    openSseStream({ kind, request, reply, hub, pingIntervalMs, registry: streams, recheck, log });

  async function orderStateFrames(uniqueOrderId: string): Promise<string[]> {
    const state = await findStreamOrderState(db, uniqueOrderId);
    if (!state) return [];
    const { order, event } = state;
    const location =
      order.riderId !== null && RIDER_ACTIVE.includes(order.status)
        ? await findRiderLocation(db, order.riderId)
        : null;
    const frames: string[] = [];
    const status: OrderStatusMessage = {
      unique_order_id: order.uniqueOrderId,
      status: order.status,
      event: event
        ? {
            from_status: event.fromStatus,
            to_status: event.toStatus,
            actor: event.actor,
            reason: event.reason,
            at: event.at.toISOString(),
          }
        : { from_status: null, to_status: order.status, actor: 'system', reason: '', at: '' },
    };
    frames.push(sseFrame(STREAM_EVENTS.orderStatus, status));
    if (location) {
      const message: RiderLocationMessage = { ...location, unique_order_id: order.uniqueOrderId };
      frames.push(sseFrame(STREAM_EVENTS.riderLocation, message));
    }
    return frames;
  }

  app.get(
    '/public/api/stream/order/:unique_order_id',
    {
      schema: {
        description:
          'Server-Sent Events of one order (order_status, rider_location) for its customer or rider; the current state first.',
        params: z.object({ unique_order_id: z.string().trim().min(1).max(40) }),
        querystring: tokenQuery,
      },
    },
    async (request, reply) => {
      const caller = await streamCaller(request);
      const { user } = caller;
      const order = await findStreamOrder(db, request.params.unique_order_id);
      if (!order || (order.userId !== user.id && order.riderId !== user.id)) {
        throw createStreamNotFoundError();
      }
      const stream = open('order', request, reply, caller);
      try {
        await stream.subscribe(streamChannels.order(order.uniqueOrderId));
        stream.begin(await orderStateFrames(order.uniqueOrderId));
        resyncs.set(stream, async () => {
          for (const frame of await orderStateFrames(order.uniqueOrderId)) stream.send(frame);
        });
      } catch (error) {
        log.error({ err: error }, 'order stream failed');
        stream.close();
      }
      return reply;
    },
  );

  app.get(
    '/public/api/stream/store/:store_id',
    {
      schema: {
        description:
          'Server-Sent Events of one store (new_order, order_status) for its owners and admins with the orders area.',
        params: z.object({ store_id: idParamSchema }),
        querystring: tokenQuery,
      },
    },
    async (request, reply) => {
      const caller = await streamCaller(request);
      const { user } = caller;
      const storeId = request.params.store_id;
      // The board's rule: an owner their own stores, an admin with the orders area any (else 403).
      const allowed = await canManageStore(db, user, storeId, 'orders');
      if (!allowed) throw createStreamNotFoundError();
      const stream = open('store', request, reply, caller);
      // The board as it is now, first: an order placed while this tablet was away is in it.
      const stateFrame = async () => {
        const state: StoreStateMessage = {
          store_id: storeId,
          orders: await getStoreOrders(db, user, { storeId, scope: 'active' }),
        };
        return sseFrame(STREAM_EVENTS.state, state);
      };
      try {
        await stream.subscribe(streamChannels.store(storeId));
        stream.begin([await stateFrame()]);
        resyncs.set(stream, async () => stream.send(await stateFrame()));
      } catch (error) {
        log.error({ err: error }, 'store stream failed');
        stream.close();
      }
      return reply;
    },
  );

  app.get(
    '/public/api/stream/stores',
    {
      schema: {
        description:
          "Server-Sent Events of several stores at once (one board for all an owner's stores): a state per store first, then new_order, order_status and order_updated of any of them. Every store must be the caller's (an admin with the orders area: any store).",
        querystring: tokenQuery.extend({
          store_ids: z
            .string()
            .max(600)
            .regex(/^\d{1,10}(,\d{1,10}){0,49}$/, 'Comma-separated store ids, at most 50'),
        }),
      },
    },
    async (request, reply) => {
      const caller = await streamCaller(request);
      const { user } = caller;
      const storeIds = [...new Set(request.query.store_ids.split(',').map(Number))];
      for (const storeId of storeIds) {
        const allowed =
          storeId > 0 &&
          storeId <= 2_147_483_647 &&
          (await canManageStore(db, user, storeId, 'orders'));
        if (!allowed) throw createStreamNotFoundError();
      }
      const stream = open('stores', request, reply, caller);
      const stateFrames = () =>
        Promise.all(
          storeIds.map(async (storeId) => {
            const state: StoreStateMessage = {
              store_id: storeId,
              orders: await getStoreOrders(db, user, { storeId, scope: 'active' }),
            };
            return sseFrame(STREAM_EVENTS.state, state);
          }),
        );
      try {
        for (const storeId of storeIds) await stream.subscribe(streamChannels.store(storeId));
        stream.begin(await stateFrames());
        resyncs.set(stream, async () => {
          for (const frame of await stateFrames()) stream.send(frame);
        });
      } catch (error) {
        log.error({ err: error }, 'stores stream failed');
        stream.close();
      }
      return reply;
    },
  );

  app.get(
    '/public/api/stream/rider',
    {
      schema: {
        description:
          "Server-Sent Events for a rider: new delivery orders of the rider's stores (new_order), changes to them and to the rider's own orders (order_status).",
        querystring: tokenQuery,
      },
    },
    async (request, reply) => {
      const caller = await streamCaller(request);
      const { user } = caller;
      if (user.role !== 'rider') throw createRidersOnlyError();
      const storeIds = await listRiderStoreIds(db, user.id);
      const stream = open('rider', request, reply, caller);
      try {
        await stream.subscribe(streamChannels.rider(user.id));
        for (const storeId of storeIds) {
          await stream.subscribe(streamChannels.storeRiders(storeId));
        }
        // Courier tasks have no store: every rider hears of them (offers are filtered by distance).
        await stream.subscribe(streamChannels.courierRiders);
        // The offers and own orders as they are now, first (what get-delivery-orders answers).
        const stateFrame = async () => {
          const state: RiderStateMessage = await getDeliveryOrders(db, user.id);
          return sseFrame(STREAM_EVENTS.state, state);
        };
        stream.begin([await stateFrame()]);
        resyncs.set(stream, async () => stream.send(await stateFrame()));
      } catch (error) {
        log.error({ err: error }, 'rider stream failed');
        stream.close();
      }
      return reply;
    },
  );

  app.get(
    '/public/api/stream/admin',
    {
      schema: {
        description:
          "Server-Sent Events for the admin dashboard's live map (admins with the dashboard area): the map first (state), then every order's status change (order_status) and every rider's position (rider_location, with rider_id).",
        querystring: tokenQuery,
      },
    },
    async (request, reply) => {
      // The area is checked again with the token at each ping: taking it away ends the stream.
      const caller = await streamCaller(request, watchesLiveMap);
      if (!watchesLiveMap(caller.user)) throw createDashboardOnlyError();
      const stream = open('admin', request, reply, caller);
      const stateFrame = async () => sseFrame(STREAM_EVENTS.state, await getLiveMap(db));
      try {
        await stream.subscribe(streamChannels.admin);
        stream.begin([await stateFrame()]);
        resyncs.set(stream, async () => stream.send(await stateFrame()));
      } catch (error) {
        log.error({ err: error }, 'admin stream failed');
        stream.close();
      }
      return reply;
    },
  );
});
