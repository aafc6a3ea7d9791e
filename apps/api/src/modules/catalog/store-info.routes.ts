import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  checkOperationRequestSchema,
  checkOperationResponseSchema,
  getStoreInfoAndStatusRequestSchema,
  getStoreInfoRequestSchema,
  storeIdParamsSchema,
  storeInfoAndStatusResponseSchema,
  storeInfoBodySchema,
  storeInfoResponseSchema,
  storeInfoWithFavoriteRequestSchema,
  storeSlugParamsSchema,
} from '@app/shared/catalog/catalog.schemas';
import type { Database } from '../../db/client';
import { getOptionalUser, requireUser } from '../../plugins/auth';
import type { GeoPoint } from '../../lib/geo/delivery-area';
import { createStoreNotFoundError, createStoreUnavailableError } from './catalog.errors';
import { getOperationalStatus, getStoreInfo } from './catalog.usecases';

const tags = ['catalog'];

/** A point only when the body carries both coordinates. */
function pointOf(
  body: { latitude?: number; longitude?: number } | null | undefined,
): GeoPoint | null {
  if (body?.latitude === undefined || body.longitude === undefined) return null;
  return { latitude: body.latitude, longitude: body.longitude };
}

/** One store's page header: the get-restaurant-info family and the can-it-take-an-order checks. */
export const storeInfoRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  /**
   * One store for the store-info family: the caller's favorite flag and the distance from the
   * body's point; each call answers its own error when there is no such store.
   */
  async function loadStoreInfo(
    store: { id: number } | { slug: string },
    {
      userId,
      point,
      onMissing,
    }: { userId: number | null; point: GeoPoint | null; onMissing: () => Error },
  ) {
    const info = await getStoreInfo({ db, store, userId, context: { point, now: new Date() } });
    if (!info) throw onMissing();
    return info;
  }

  app.post(
    '/public/api/get-restaurant-info',
    {
      schema: {
        tags,
        summary:
          'One store by id; 400 catalog.store_unavailable when it is gone (the client sets force_reload)',
        body: getStoreInfoRequestSchema,
        response: { 200: storeInfoResponseSchema },
      },
    },
    async (request) => {
      const user = await getOptionalUser(request);
      const data = await loadStoreInfo(
        { id: request.body.id },
        {
          userId: user?.id ?? null,
          point: pointOf(request.body),
          onMissing: createStoreUnavailableError,
        },
      );
      return { success: true as const, data };
    },
  );

  app.post(
    '/public/api/get-restaurant-info/:slug',
    {
      schema: {
        tags,
        summary: 'One store by slug (the store page)',
        params: storeSlugParamsSchema,
        body: storeInfoBodySchema,
        response: { 200: storeInfoResponseSchema },
      },
    },
    async (request) => {
      const user = await getOptionalUser(request);
      const data = await loadStoreInfo(
        { slug: request.params.slug },
        {
          userId: user?.id ?? null,
          point: pointOf(request.body),
          onMissing: createStoreNotFoundError,
        },
      );
      return { success: true as const, data };
    },
  );

  app.post(
    '/public/api/get-restaurant-info-by-id/:id',
    {
      schema: {
        tags,
        summary: 'One store by id in the path',
        params: storeIdParamsSchema,
        body: storeInfoBodySchema,
        response: { 200: storeInfoResponseSchema },
      },
    },
    async (request) => {
      const user = await getOptionalUser(request);
      const data = await loadStoreInfo(
        { id: request.params.id },
        {
          userId: user?.id ?? null,
          point: pointOf(request.body),
          onMissing: createStoreNotFoundError,
        },
      );
      return { success: true as const, data };
    },
  );

  app.post(
    '/public/api/get-restaurant-info-with-favourite/:id',
    {
      schema: {
        tags,
        summary: "One store with the logged-in customer's is_favorited",
        params: storeIdParamsSchema,
        body: storeInfoWithFavoriteRequestSchema,
        response: { 200: storeInfoResponseSchema },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      const data = await loadStoreInfo(
        { id: request.params.id },
        {
          userId: user.id,
          point: pointOf(request.body),
          onMissing: createStoreNotFoundError,
        },
      );
      return { success: true as const, data };
    },
  );

  app.post(
    '/public/api/get-restaurant-info-and-operational-status',
    {
      schema: {
        tags,
        summary: 'One store and whether it can take an order for the point now',
        body: getStoreInfoAndStatusRequestSchema,
        response: { 200: storeInfoAndStatusResponseSchema },
      },
    },
    async (request) => {
      const user = await getOptionalUser(request);
      const store = await getStoreInfo({
        db,
        store: { id: request.body.id },
        userId: user?.id ?? null,
        context: { point: request.body, now: new Date() },
      });
      if (!store) throw createStoreNotFoundError();
      return {
        success: true as const,
        data: { ...store, operational: getOperationalStatus(store) },
      };
    },
  );

  app.post(
    '/public/api/check-restaurant-operation-service',
    {
      schema: {
        tags,
        summary: 'Whether the store is open, active and delivers to the point (reason when not)',
        body: checkOperationRequestSchema,
        response: { 200: checkOperationResponseSchema },
      },
    },
    async (request) => {
      const { restaurant_id, ...point } = request.body;
      const store = await getStoreInfo({
        db,
        store: { id: restaurant_id },
        context: { point, now: new Date() },
      });
      if (!store) throw createStoreNotFoundError();
      return { success: true as const, data: getOperationalStatus(store) };
    },
  );
};
