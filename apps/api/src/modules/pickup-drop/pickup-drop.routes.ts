import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { emptyRequestSchema } from '@app/shared/common/api.schemas';
import {
  cartDetailsRequestSchema,
  cartDetailsResponseSchema,
  pickupDropSettingsResponseSchema,
  trackCourierRequestSchema,
  trackCourierResponseSchema,
  type PickupDropSettings,
} from '@app/shared/courier/courier.schemas';
import {
  courierCheckoutRequestSchema,
  courierPlaceOrderRequestSchema,
  courierQuoteResponseSchema,
} from '@app/shared/courier/courier-orders.schemas';
import { orderResponseSchema } from '@app/shared/orders/orders.schemas';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { runPeriodically } from '../../lib/periodic-job';
import { createTtlCache } from '../../lib/ttl-cache';
import { expireUnclaimedCourierTasks } from './courier-expiry.usecases';
import { plainJsonSerializer } from '../../lib/fast-serializer';
import { readAuthToken, readBodyUserId, requireUser } from '../../plugins/auth';
import {
  getCourierQuote,
  placeCourierOrder,
  trackCourierTask,
} from './pickup-drop-orders.usecases';
import {
  getCartDetails,
  getPickupDropSettings,
  loadPickupDropSettings,
} from './pickup-drop.usecases';

/** An operator's tariff change reaches quotes within this long. */
const SETTINGS_CACHE_MS = 5_000;

const tags = ['pickup-drop'];

/** Pickup and drop (issue 16): its settings and the server's quote for a task. */
export const pickupDropRoutes: FastifyPluginAsyncZod<{ db: Database; config: Config }> = async (
  app,
  { db, config },
) => {
  // Quotes read the settings at most this stale (tests: never; CATALOG_CACHE_TTL_MS is 0 there).
  const settingsCache = createTtlCache<PickupDropSettings | null>({
    ttlMs: Math.min(config.CATALOG_CACHE_TTL_MS, SETTINGS_CACHE_MS),
    maxEntries: 1,
  });
  app.caches.onInvalidate('pickup-drop', settingsCache.clear);
  const readSettings = () => settingsCache.get('pickup-drop', () => loadPickupDropSettings(db));

  // Tasks no rider took in time are called off and refunded (off in tests: they call the job).
  runPeriodically(app, {
    db,
    name: 'courier rider search expiry',
    intervalMs: config.NODE_ENV === 'test' ? 0 : 30_000,
    job: () => expireUnclaimedCourierTasks({ db, log: app.log }),
  });

  app.post(
    '/public/api/pickup-and-drop-settings',
    {
      schema: {
        tags,
        summary: 'Pickup and drop: task types, the tariff, the service zones and hours',
        body: emptyRequestSchema,
        response: { 200: pickupDropSettingsResponseSchema },
      },
    },
    async () => ({ success: true as const, data: await getPickupDropSettings(db) }),
  );

  app.post(
    '/public/api/pickup-and-drop/cart-details',
    {
      schema: {
        tags,
        summary:
          'Pickup and drop: distance, price breakdown and ETA for two stops and a parcel, or why not',
        body: cartDetailsRequestSchema,
        response: { 200: cartDetailsResponseSchema },
      },
    },
    async (request) => {
      const { pickup, drop, weight_kg: weightKg, task_type: taskType } = request.body;
      return {
        success: true as const,
        data: await getCartDetails(db, { pickup, drop, weightKg, taskType }, readSettings),
      };
    },
  );

  app.post(
    '/public/api/pickup-and-drop/checkout-quote',
    {
      schema: {
        tags,
        summary:
          "Pickup and drop: the order's bill for a task (coupon, tip, wallet), priced by the server",
        body: courierCheckoutRequestSchema,
        response: { 200: courierQuoteResponseSchema },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      return {
        success: true as const,
        data: await getCourierQuote({ db, userId: user.id, body: request.body }),
      };
    },
  );

  app.post(
    '/public/api/pickup-and-drop-place-order',
    {
      schema: {
        tags,
        summary:
          'Pickup and drop: places the task as a courier order; a retried idempotency key returns the first',
        body: courierPlaceOrderRequestSchema,
        response: { 200: orderResponseSchema },
      },
      serializerCompiler: plainJsonSerializer,
    },
    async (request) => ({
      success: true as const,
      data: await placeCourierOrder({
        db,
        auth: { token: readAuthToken(request), bodyUserId: readBodyUserId(request) },
        body: request.body,
      }),
    }),
  );

  app.post(
    '/public/api/pickup-and-drop/track',
    {
      schema: {
        tags,
        summary: "Pickup and drop: the recipient's view of a task by its link's token (no sign-in)",
        body: trackCourierRequestSchema,
        response: { 200: trackCourierResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await trackCourierTask(db, request.body.track_token),
    }),
  );
};
