import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { emptyRequestSchema } from '@app/shared/common/api.schemas';
import {
  checkOperationRequestSchema,
  checkOperationResponseSchema,
  filteredStoreListRequestSchema,
  getAllStoreCategoriesResponseSchema,
  getCategoryItemsRequestSchema,
  getCategoryItemsResponseSchema,
  getCategorySlidesRequestSchema,
  getCategorySlidesResponseSchema,
  getModulesRequestSchema,
  getModulesResponseSchema,
  getOffersRequestSchema,
  getOffersResponseSchema,
  getPagesResponseSchema,
  getSingleItemRequestSchema,
  getSingleItemResponseSchema,
  getSinglePageRequestSchema,
  getSinglePageResponseSchema,
  getStoreInfoAndStatusRequestSchema,
  getStoreInfoRequestSchema,
  getStoreItemsRequestSchema,
  getStoreItemsResponseSchema,
  getUserOffersRequestSchema,
  loginStoreListRequestSchema,
  promoSliderRequestSchema,
  promoSliderResponseSchema,
  searchRequestSchema,
  searchResponseSchema,
  storeIdParamsSchema,
  storeInfoAndStatusResponseSchema,
  storeInfoBodySchema,
  storeInfoResponseSchema,
  storeInfoWithFavouriteRequestSchema,
  storeListRequestSchema,
  storeListResponseSchema,
  storeSlugParamsSchema,
} from '@app/shared/catalog/catalog.schemas';
import type { Database } from '../../db/client';
import { createNearbyStoresCache } from './nearby-stores';
import { createTtlCache } from '../../lib/ttl-cache';
import { plainJsonSerializer } from '../../lib/fast-serializer';
import { getOptionalUser, requireUser } from '../../plugins/auth';
import type { GeoPoint } from '../geo/delivery-area';
import { listStoreCategories } from './catalog.repository';
import { createStoreNotFoundError, createStoreUnavailableError } from './catalog.errors';
import {
  getCategoryItems,
  getOperationalStatus,
  getSingleItem,
  getStoreInfo,
  getStoreMenu,
  listStoresNear,
} from './catalog.usecases';
import { getModulesHome, getOffers, getPromoSlides, getSinglePage } from './merchandising.usecases';
import { createSearchIndexCaches } from './search-index';
import { search, type SearchRows } from './search.usecases';
import { listCategorySlides, listPages } from './merchandising.repository';

/** A point only when the body carries both coordinates. */
function pointOf(
  body: { latitude?: number; longitude?: number } | null | undefined,
): GeoPoint | null {
  if (body?.latitude === undefined || body.longitude === undefined) return null;
  return { latitude: body.latitude, longitude: body.longitude };
}

const tags = ['catalog'];

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

  /**
   * One store for the store-info family: the caller's favourite flag and the distance from the
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

  // ── Modules, sliders, categories ─────────────────────────────────────────────────────────

  app.post(
    '/public/api/get-modules',
    {
      schema: {
        tags,
        summary: 'Module tiles of /food and the main promo sliders for the point',
        body: getModulesRequestSchema,
        response: { 200: getModulesResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await getModulesHome({ db, point: request.body }),
    }),
  );

  app.post(
    '/public/api/promo-slider',
    {
      schema: {
        tags,
        summary:
          'The five slide groups; store slides only of accepted stores delivering to the point',
        body: promoSliderRequestSchema,
        response: { 200: promoSliderResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await getPromoSlides({ db, point: request.body }),
    }),
  );

  app.post(
    '/public/api/get-restaurant-category-slides',
    {
      schema: {
        tags,
        summary: 'Restaurant category slides (tiles) with the cuisine ids each one lists',
        body: getCategorySlidesRequestSchema,
        response: { 200: getCategorySlidesResponseSchema },
      },
    },
    async () => ({ success: true as const, data: await listCategorySlides({ db }) }),
  );

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

  // ── Store lists ──────────────────────────────────────────────────────────────────────────

  app.post(
    '/public/api/get-delivery-restaurants',
    {
      schema: {
        tags,
        summary:
          'Stores delivering to the point (delivery types 1 and 3), nearest first; inactive ones last',
        body: storeListRequestSchema,
        response: { 200: storeListResponseSchema },
      },
      serializerCompiler: plainJsonSerializer,
    },
    async (request) => {
      const user = await getOptionalUser(request);
      const { stores, total, hasMore } = await listStoresNear({
        db,
        nearbyCache,
        point: request.body,
        now: new Date(),
        kind: 'delivery',
        userId: user?.id ?? null,
        page: request.body.page,
        perPage: request.body.per_page,
      });
      return { success: true as const, data: stores, total, has_more: hasMore };
    },
  );

  app.post(
    '/public/api/get-login-delivery-restaurants',
    {
      schema: {
        tags,
        summary: 'get-delivery-restaurants for a logged-in customer, with is_favorited',
        body: loginStoreListRequestSchema,
        response: { 200: storeListResponseSchema },
      },
      serializerCompiler: plainJsonSerializer,
    },
    async (request) => {
      const user = await requireUser(request);
      const { stores, total, hasMore } = await listStoresNear({
        db,
        nearbyCache,
        point: request.body,
        now: new Date(),
        kind: 'delivery',
        userId: user.id,
        page: request.body.page,
        perPage: request.body.per_page,
      });
      return { success: true as const, data: stores, total, has_more: hasMore };
    },
  );

  app.post(
    '/public/api/get-selfpickup-restaurants',
    {
      schema: {
        tags,
        summary:
          'Stores offering self-pickup (types 2 and 3) within reach of the point, nearest first',
        body: storeListRequestSchema,
        response: { 200: storeListResponseSchema },
      },
      serializerCompiler: plainJsonSerializer,
    },
    async (request) => {
      const user = await getOptionalUser(request);
      const { stores, total, hasMore } = await listStoresNear({
        db,
        nearbyCache,
        point: request.body,
        now: new Date(),
        kind: 'selfPickup',
        userId: user?.id ?? null,
        page: request.body.page,
        perPage: request.body.per_page,
      });
      return { success: true as const, data: stores, total, has_more: hasMore };
    },
  );

  app.post(
    '/public/api/get-filtered-restaurants',
    {
      schema: {
        tags,
        summary: 'Stores delivering to the point in any of the given categories (cuisines)',
        body: filteredStoreListRequestSchema,
        response: { 200: storeListResponseSchema },
      },
      serializerCompiler: plainJsonSerializer,
    },
    async (request) => {
      const user = await getOptionalUser(request);
      const { category_ids, ...point } = request.body;
      const { stores, total, hasMore } = await listStoresNear({
        db,
        nearbyCache,
        point,
        now: new Date(),
        kind: 'delivery',
        userId: user?.id ?? null,
        categoryIds: category_ids,
        page: request.body.page,
        perPage: request.body.per_page,
      });
      return { success: true as const, data: stores, total, has_more: hasMore };
    },
  );

  // ── Store info ───────────────────────────────────────────────────────────────────────────

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
        body: storeInfoWithFavouriteRequestSchema,
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

  // ── Offers and pages ─────────────────────────────────────────────────────────────────────

  app.post(
    '/public/api/get-offers',
    {
      schema: {
        tags,
        summary: 'Offers for everyone and the stores near the point with an offer',
        body: getOffersRequestSchema,
        response: { 200: getOffersResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await getOffers({ db, point: request.body, now: new Date() }),
    }),
  );

  app.post(
    '/public/api/get-user-offers',
    {
      schema: {
        tags,
        summary: 'get-offers for a logged-in customer, including offers for registered users only',
        body: getUserOffersRequestSchema,
        response: { 200: getOffersResponseSchema },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      const { token: _token, ...point } = request.body;
      return {
        success: true as const,
        data: await getOffers({ db, point, now: new Date(), userId: user.id }),
      };
    },
  );

  app.post(
    '/public/api/get-pages',
    {
      schema: {
        tags,
        summary: 'Static pages: id, slug and name',
        body: emptyRequestSchema,
        response: { 200: getPagesResponseSchema },
      },
    },
    async () => ({ success: true as const, data: await listPages({ db }) }),
  );

  app.post(
    '/public/api/get-single-page',
    {
      schema: {
        tags,
        summary: 'One static page with its sanitised HTML body',
        body: getSinglePageRequestSchema,
        response: { 200: getSinglePageResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await getSinglePage({ db, slug: request.body.slug }),
    }),
  );
};
