import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authenticatedRequestSchema, successSchema } from '@app/shared/common/api.schemas';
import {
  cancelOrderRequestSchema,
  checkoutQuoteResponseSchema,
  checkoutRequestSchema,
  getOrderRequestSchema,
  getOrdersRequestSchema,
  getOrdersResponseSchema,
  getRatableOrderRequestSchema,
  getRatableOrderResponseSchema,
  orderResponseSchema,
  orderSchema,
  placeOrderRequestSchema,
  rateOrderRequestSchema,
  rateOrderResponseSchema,
} from '@app/shared/orders/orders.schemas';
import {
  checkCartItemsAvailabilityRequestSchema,
  checkCartItemsAvailabilityResponseSchema,
} from '@app/shared/catalog/cart.schemas';
import { getStoreStatus } from '@app/shared/catalog/store-status.models';
import type { Database } from '../../db/client';
import { readAuthToken, readBodyUserId, requireUser } from '../../plugins/auth';
import { findCheckoutStore, resolveCartLines } from '../catalog/cart-lines.usecases';
import { getCheckoutQuote, placeOrder } from './checkout.usecases';
import { readCheckoutSettings, type CheckoutSettings } from './checkout-settings';
import { createTtlCache } from '../../lib/ttl-cache';
import { runPeriodically } from '../../lib/periodic-job';
import { releaseDueScheduledOrders } from './scheduled-release.usecases';
import { plainJsonSerializer } from '../../lib/fast-serializer';
import { createStoreNotFoundError } from './orders.errors';
import { loadOrderView } from './order-views.repository';
import { getGroceryOrderAgain } from './order-again.usecases';
import {
  getGroceryOrderAgainRequestSchema,
  getGroceryOrderAgainResponseSchema,
} from '@app/shared/grocery/grocery.schemas';
import {
  cancelOwnOrder,
  getOrders,
  getRatableOrder,
  getRunningOrder,
  rateOwnOrder,
} from './orders.usecases';

const tags = ['orders'];
const runningOrderResponseSchema = successSchema(
  z.object({ running_order: orderSchema.nullable() }),
);

/** Payment and PIN settings change rarely; a place-order reads them at most this stale. */
const SETTINGS_CACHE_MS = 5_000;

export const ordersRoutes: FastifyPluginAsyncZod<{
  db: Database;
  cacheTtlMs: number;
  /** The scheduled-order release job (0: off). */
  release?: { intervalMs: number; leadMinutes: number };
}> = async (app, { db, cacheTtlMs, release }) => {
  runPeriodically(app, {
    db,
    name: 'scheduled order release',
    intervalMs: release?.intervalMs ?? 0,
    job: () => releaseDueScheduledOrders({ db, leadMinutes: release?.leadMinutes }),
  });
  const settingsCache = createTtlCache<CheckoutSettings>({
    ttlMs: Math.min(cacheTtlMs, SETTINGS_CACHE_MS),
    maxEntries: 1,
  });
  app.caches.onInvalidate('settings', settingsCache.clear);
  const readSettings = () => settingsCache.get('checkout', () => readCheckoutSettings(db));

  app.post(
    '/public/api/check-cart-items-availability',
    {
      schema: {
        tags,
        summary:
          'Checks cart lines against the menu now: availability, current prices, add-on rules',
        body: checkCartItemsAvailabilityRequestSchema,
        response: { 200: checkCartItemsAvailabilityResponseSchema },
      },
    },
    async (request) => {
      const { restaurant_id: storeId, items } = request.body;
      const store = await findCheckoutStore(db, storeId);
      if (!store || !store.isAccepted) throw createStoreNotFoundError();
      const lines = await resolveCartLines(db, { storeId, lines: items });
      return {
        success: true as const,
        data: {
          restaurant: {
            id: store.id,
            name: store.name,
            slug: store.slug,
            is_active: store.isActive,
            is_open: getStoreStatus({
              openingHours: store.openingHours,
              holidays: store.holidays,
              ordersPausedUntil: store.ordersPausedUntil,
              now: new Date(),
            }).is_open,
            delivery_type: store.deliveryType,
          },
          items: lines.map(({ addonPrices: _prices, ...line }) => line),
          subtotal: lines.reduce((sum, line) => sum + (line.available ? line.line_total : 0), 0),
        },
      };
    },
  );

  app.post(
    '/public/api/get-checkout-quote',
    {
      schema: {
        tags,
        summary: 'The bill the server would charge for this checkout, without placing anything',
        body: checkoutRequestSchema,
        response: { 200: checkoutQuoteResponseSchema },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      return {
        success: true as const,
        data: await getCheckoutQuote({ db, userId: user.id, input: request.body }),
      };
    },
  );

  app.post(
    '/public/api/place-order',
    {
      schema: {
        tags,
        summary:
          'Places an order priced by the server; a retried idempotency key returns the first',
        body: placeOrderRequestSchema,
        response: { 200: orderResponseSchema },
      },
      // Built field by field from typed rows; checkout.test.ts parses it with the schema.
      serializerCompiler: plainJsonSerializer,
    },
    async (request) => ({
      success: true as const,
      data: await placeOrder({
        db,
        auth: { token: readAuthToken(request), bodyUserId: readBodyUserId(request) },
        input: request.body,
        readSettings,
      }),
    }),
  );

  app.post(
    '/public/api/get-orders',
    {
      schema: {
        tags,
        summary: "The caller's orders, newest first, 10 a page",
        body: getOrdersRequestSchema,
        response: { 200: getOrdersResponseSchema },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      return {
        success: true as const,
        data: await getOrders({
          db,
          userId: user.id,
          page: request.body.page,
          kind: request.body.kind,
        }),
      };
    },
  );

  app.post(
    '/public/api/get-order-details',
    {
      schema: {
        tags,
        summary: "One of the caller's orders by its unique_order_id",
        body: getOrderRequestSchema,
        response: { 200: orderResponseSchema },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      return {
        success: true as const,
        data: await loadOrderView(db, { orderId: request.body.unique_order_id, userId: user.id }),
      };
    },
  );

  for (const call of ['check-running-order', 'get-running-order']) {
    app.post(
      `/public/api/${call}`,
      {
        schema: {
          tags,
          summary: "The caller's newest order still under way, or null",
          body: authenticatedRequestSchema,
          response: { 200: runningOrderResponseSchema },
        },
      },
      async (request) => {
        const user = await requireUser(request);
        return {
          success: true as const,
          data: { running_order: await getRunningOrder({ db, userId: user.id }) },
        };
      },
    );
  }

  app.post(
    '/public/api/cancel-order',
    {
      schema: {
        tags,
        summary:
          'Cancels the caller’s order while in status 1 or 10; paid amounts go to the wallet',
        body: cancelOrderRequestSchema,
        response: { 200: orderResponseSchema },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      return {
        success: true as const,
        data: await cancelOwnOrder({
          db,
          log: request.log,
          userId: user.id,
          ref: request.body.order_id,
          reason: request.body.reason,
        }),
      };
    },
  );

  app.post(
    '/public/api/get-ratable-order',
    {
      schema: {
        tags,
        summary: 'An order to rate, and whether it had a rider',
        body: getRatableOrderRequestSchema,
        response: { 200: getRatableOrderResponseSchema },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      return {
        success: true as const,
        data: await getRatableOrder({ db, userId: user.id, ref: request.body.order_id }),
      };
    },
  );

  app.post(
    '/public/api/rate-order',
    {
      schema: {
        tags,
        summary: 'Rates a delivered order once: the store, and the rider when there was one',
        body: rateOrderRequestSchema,
        response: { 200: rateOrderResponseSchema },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      const { order_id, store_rating, rider_rating, review } = request.body;
      return {
        success: true as const,
        data: await rateOwnOrder({
          db,
          userId: user.id,
          ref: order_id,
          storeRating: store_rating,
          riderRating: rider_rating ?? null,
          review,
        }),
      };
    },
  );

  app.post(
    '/public/api/get-grocery-order-again',
    {
      schema: {
        tags,
        summary: "Items from the caller's delivered grocery orders, most recent first (at most 20)",
        body: getGroceryOrderAgainRequestSchema,
        response: { 200: getGroceryOrderAgainResponseSchema },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      return { success: true as const, data: await getGroceryOrderAgain(db, user.id) };
    },
  );
};
