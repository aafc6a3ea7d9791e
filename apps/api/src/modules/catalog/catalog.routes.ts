import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { emptyRequestSchema } from '@app/shared/common/api.schemas';
import {
  filteredStoreListRequestSchema,
  getAllStoreCategoriesResponseSchema,
  getCategoryItemsRequestSchema,
  getCategoryItemsResponseSchema,
  getSingleItemRequestSchema,
  getSingleItemResponseSchema,
  getStoreItemsRequestSchema,
  getStoreItemsResponseSchema,
  loginStoreListRequestSchema,
  searchRequestSchema,
  searchResponseSchema,
  storeIdParamsSchema,
  storeListRequestSchema,
  storeListResponseSchema,
} from '@app/shared/catalog/catalog.schemas';
import type { Database } from '../../db/client';
import { createNearbyStoresCache } from './nearby-stores';
import { createTtlCache } from '../../lib/ttl-cache';
import { forgetCartLimits } from './cart-limits.usecases';
import { plainJsonSerializer } from '../../lib/fast-serializer';
import { getOptionalUser, requireUser } from '../../plugins/auth';
import { listStoreCategories } from './catalog.repository';
import { getCategoryItems, getSingleItem, getStoreMenu, listStoresNear } from './catalog.usecases';
import { merchandisingRoutes } from './merchandising.routes';
import { storeInfoRoutes } from './store-info.routes';
import { groceryRoutes } from './grocery.routes';
import { meatRoutes } from './meat.routes';
import { createSearchIndexCaches } from './search-index';
import { search, type SearchRows } from './search.usecases';

const tags = ['catalog'];

/** The store lists: the same handler, each with its request schema, kind and caller. */
const STORE_LISTS = [
  {
    path: '/public/api/get-delivery-restaurants',
    summary:
      'Stores delivering to the point (delivery types 1 and 3), nearest first; inactive ones last',
    body: storeListRequestSchema,
    kind: 'delivery',
    signedIn: false,
  },
  {
    path: '/public/api/get-login-delivery-restaurants',
    summary: 'get-delivery-restaurants for a logged-in customer, with is_favorited',
    body: loginStoreListRequestSchema,
    kind: 'delivery',
    signedIn: true,
  },
  {
    path: '/public/api/get-selfpickup-restaurants',
    summary: 'Stores offering self-pickup (types 2 and 3) within reach of the point, nearest first',
    body: storeListRequestSchema,
    kind: 'selfPickup',
    signedIn: false,
  },
  {
    path: '/public/api/get-filtered-restaurants',
    summary: 'Stores delivering to the point in any of the given categories (cuisines)',
    body: filteredStoreListRequestSchema,
    kind: 'delivery',
    signedIn: false,
  },
] as const;

export const catalogRoutes: FastifyPluginAsyncZod<{
  db: Database;
  /** How long store-list candidates and menus stay in memory (0: not cached). */
  cacheTtlMs: number;
}> = async (app, { db, cacheTtlMs }) => {
  const nearbyCache = createNearbyStoresCache({ ttlMs: cacheTtlMs });
  const searchCache = createTtlCache<SearchRows>({ ttlMs: cacheTtlMs, maxEntries: 2000 });
  const searchIndexCaches = createSearchIndexCaches({ db, ttlMs: cacheTtlMs });
  // Menus are the same for everyone: the serialised answer is kept per store and section.
  const menuCache = createTtlCache<string>({ ttlMs: cacheTtlMs, maxEntries: 1000 });
  // A console edit clears them on every instance at once (decision 019), not at the TTL's end.
  app.caches.onInvalidate('catalog', () => {
    nearbyCache.clear();
    searchCache.clear();
    searchIndexCaches.itemsOfStores.clear();
    searchIndexCaches.itemDetails.clear();
    menuCache.clear();
  });
  app.caches.onInvalidate('settings', () => forgetCartLimits(db));

  // ── Modules, sliders and offers (merchandising.routes.ts); categories ──────────────────────

  await app.register(merchandisingRoutes, { db });

  app.post(
    '/public/api/get-all-restaurants-categories',
    {
      schema: {
        tags,
        summary: 'Every active store category (cuisine)',
        body: emptyRequestSchema,
        response: { 200: getAllStoreCategoriesResponseSchema },
      },
    },
    async () => ({ success: true as const, data: await listStoreCategories({ db }) }),
  );

  // ── Store lists: one handler, four calls (the table above) ───────────────────────────────

  for (const list of STORE_LISTS) {
    app.post(
      list.path,
      {
        schema: {
          tags,
          summary: list.summary,
          body: list.body,
          response: { 200: storeListResponseSchema },
        },
        serializerCompiler: plainJsonSerializer,
      },
      async (request) => {
        const user = list.signedIn ? await requireUser(request) : await getOptionalUser(request);
        const body = request.body;
        const { stores, total, hasMore } = await listStoresNear({
          db,
          nearbyCache,
          point: { latitude: body.latitude, longitude: body.longitude },
          now: new Date(),
          kind: list.kind,
          userId: user?.id ?? null,
          categoryIds: 'category_ids' in body ? body.category_ids : undefined,
          page: body.page,
          perPage: body.per_page,
        });
        return { success: true as const, data: stores, total, has_more: hasMore };
      },
    );
  }

  // ── Store info (store-info.routes.ts) ────────────────────────────────────────────────────

  await app.register(storeInfoRoutes, { db });

  // ── Grocery (grocery.routes.ts) ──────────────────────────────────────────────────────────

  await app.register(groceryRoutes, { db, nearbyCache, cacheTtlMs });

  // ── Menus and items ──────────────────────────────────────────────────────────────────────

  app.post(
    '/public/api/get-restaurant-items/:id',
    {
      schema: {
        tags,
        summary:
          'The menu: recommended items and every section with its items (unavailable ones flagged)',
        params: storeIdParamsSchema,
        body: getStoreItemsRequestSchema,
        response: { 200: getStoreItemsResponseSchema },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const categoryId = request.body?.categoryId;
      const json = await menuCache.get(`${id}:${categoryId ?? ''}`, async () =>
        JSON.stringify({
          success: true as const,
          data: await getStoreMenu({ db, storeId: id, categoryId }),
        }),
      );
      // A string with a JSON content type goes out as it is: no second serialisation.
      return reply.type('application/json; charset=utf-8').send(json as never);
    },
  );

  await app.register(meatRoutes, { db });

  app.post(
    '/public/api/get-category-items',
    {
      schema: {
        tags,
        summary: 'One menu section of a store (by store slug) with its items',
        body: getCategoryItemsRequestSchema,
        response: { 200: getCategoryItemsResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await getCategoryItems({ db, ...request.body }),
    }),
  );

  app.post(
    '/public/api/get-single-item',
    {
      schema: {
        tags,
        summary: 'One item with its add-on groups and its store',
        body: getSingleItemRequestSchema,
        response: { 200: getSingleItemResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await getSingleItem({ db, id: request.body.id }),
    }),
  );

  app.post(
    '/public/api/search-restaurants',
    {
      schema: {
        tags,
        summary: 'Stores and items near the point matching the query, typos tolerated',
        body: searchRequestSchema,
        response: { 200: searchResponseSchema },
      },
      // Built from typed rows like the lists (decision 002): no zod pass over every store and item.
      serializerCompiler: plainJsonSerializer,
    },
    async (request) => {
      const user = await getOptionalUser(request);
      const { q, ...point } = request.body;
      const data = await search({
        db,
        nearbyCache,
        searchCache,
        caches: searchIndexCaches,
        query: q,
        point,
        now: new Date(),
        userId: user?.id ?? null,
      });
      return { success: true as const, data };
    },
  );
};
