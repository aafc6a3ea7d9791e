import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  getGroceryCategoriesRequestSchema,
  getGroceryCategoriesResponseSchema,
  getGroceryItemsRequestSchema,
  getGroceryItemsResponseSchema,
  getGroceryStoreRequestSchema,
  getGroceryStoreResponseSchema,
  getGroceryStoresRequestSchema,
  getGroceryStoresResponseSchema,
  getGrocerySubCategoriesRequestSchema,
  getGrocerySubCategoriesResponseSchema,
  getGrocerySubCategoryItemsRequestSchema,
  getGrocerySubCategoryItemsResponseSchema,
} from '@app/shared/grocery/grocery.schemas';
import type { Database } from '../../db/client';
import { plainJsonSerializer } from '../../lib/fast-serializer';
import { createTtlCache } from '../../lib/ttl-cache';
import { getOptionalUser } from '../../plugins/auth';
import { listStoresNear } from './catalog.usecases';
import {
  getGroceryShelf,
  getGroceryStore,
  getSubCategoryItems,
  listGroceryCategories,
  listGrocerySubCategories,
} from './grocery.usecases';
import type { NearbyStoresCache } from './nearby-stores';

const tags = ['grocery'];
const SHELF_CACHE_MS = 5_000;

/** The grocery calls (SPEC §7 "grocery categories, sub-categories, items, single store ..."). */
export const groceryRoutes: FastifyPluginAsyncZod<{
  db: Database;
  nearbyCache: NearbyStoresCache;
  cacheTtlMs: number;
}> = async (app, { db, nearbyCache, cacheTtlMs }) => {
  // A shelf is the same for everyone: its serialised answer is kept briefly per store (stock
  // moves with every order, so at most 5 s; place-order checks the real count anyway).
  const shelfCache = createTtlCache<string>({
    ttlMs: Math.min(cacheTtlMs, SHELF_CACHE_MS),
    maxEntries: 500,
  });
  app.caches.onInvalidate('catalog', shelfCache.clear);

  app.post(
    '/public/api/get-grocery-categories',
    {
      schema: {
        tags,
        summary: 'Every active grocery category with its sub-categories, in order',
        body: getGroceryCategoriesRequestSchema,
        response: { 200: getGroceryCategoriesResponseSchema },
      },
    },
    async () => ({ success: true as const, data: await listGroceryCategories(db) }),
  );

  app.post(
    '/public/api/get-grocery-sub-categories',
    {
      schema: {
        tags,
        summary: "A grocery category's sub-categories; 404 grocery.category_not_found",
        body: getGrocerySubCategoriesRequestSchema,
        response: { 200: getGrocerySubCategoriesResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await listGrocerySubCategories(db, request.body.category_id),
    }),
  );

  app.post(
    '/public/api/get-grocery-stores',
    {
      schema: {
        tags,
        summary:
          'Grocery stores delivering to the point, open first and nearest first; with category_id, those stocking it',
        body: getGroceryStoresRequestSchema,
        response: { 200: getGroceryStoresResponseSchema },
      },
      serializerCompiler: plainJsonSerializer,
    },
    async (request) => {
      const user = await getOptionalUser(request);
      const body = request.body;
      const { stores, total, hasMore } = await listStoresNear({
        db,
        nearbyCache,
        point: { latitude: body.latitude, longitude: body.longitude },
        now: new Date(),
        kind: 'delivery',
        module: 'grocery',
        groceryCategoryId: body.category_id,
        userId: user?.id ?? null,
        page: body.page,
        perPage: body.per_page,
      });
      return { success: true as const, data: stores, total, has_more: hasMore };
    },
  );

  app.post(
    '/public/api/get-grocery-store',
    {
      schema: {
        tags,
        summary: 'One grocery store by slug (delivers_here for the point); 404 otherwise',
        body: getGroceryStoreRequestSchema,
        response: { 200: getGroceryStoreResponseSchema },
      },
    },
    async (request) => {
      const user = await getOptionalUser(request);
      const { slug, latitude, longitude } = request.body;
      const point =
        latitude !== undefined && longitude !== undefined ? { latitude, longitude } : null;
      return {
        success: true as const,
        data: await getGroceryStore(
          db,
          { slug },
          { userId: user?.id ?? null, context: { point, now: new Date() } },
        ),
      };
    },
  );

  app.post(
    '/public/api/get-grocery-items',
    {
      schema: {
        tags,
        summary: "A grocery store's shelf: categories, sub-categories and their items",
        body: getGroceryItemsRequestSchema,
        response: { 200: getGroceryItemsResponseSchema },
      },
    },
    async (request, reply) => {
      const storeId = request.body.store_id;
      const json = await shelfCache.get(String(storeId), async () =>
        JSON.stringify({ success: true as const, data: await getGroceryShelf(db, storeId) }),
      );
      // A string with a JSON content type goes out as it is: no second serialisation.
      return reply.type('application/json; charset=utf-8').send(json as never);
    },
  );

  app.post(
    '/public/api/get-grocery-sub-category-items',
    {
      schema: {
        tags,
        summary: "One sub-category's items at a grocery store",
        body: getGrocerySubCategoryItemsRequestSchema,
        response: { 200: getGrocerySubCategoryItemsResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await getSubCategoryItems(db, {
        storeId: request.body.store_id,
        subCategoryId: request.body.sub_category_id,
      }),
    }),
  );
};
