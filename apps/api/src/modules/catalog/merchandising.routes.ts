import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { emptyRequestSchema } from '@app/shared/common/api.schemas';
import {
  getCategorySlidesRequestSchema,
  getCategorySlidesResponseSchema,
  getModulesRequestSchema,
  getModulesResponseSchema,
  getOffersRequestSchema,
  getOffersResponseSchema,
  getPagesResponseSchema,
  getSinglePageRequestSchema,
  getSinglePageResponseSchema,
  getUserOffersRequestSchema,
  promoSliderRequestSchema,
  promoSliderResponseSchema,
} from '@app/shared/catalog/catalog.schemas';
import type { Database } from '../../db/client';
import { requireUser } from '../../plugins/auth';
import { listCategorySlides, listPages } from './merchandising.repository';
import { getModulesHome, getOffers, getPromoSlides, getSinglePage } from './merchandising.usecases';

const tags = ['catalog'];

/** What the home and offer screens show around the store lists: tiles, slides, offers, pages. */
export const merchandisingRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  // ── Modules and sliders ──────────────────────────────────────────────────────────────────

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
    async (request) => {
      const { module, ...point } = request.body;
      return {
        success: true as const,
        data: await getOffers({ db, point, now: new Date(), module }),
      };
    },
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
      const { token: _token, module, ...point } = request.body;
      return {
        success: true as const,
        data: await getOffers({ db, point, now: new Date(), userId: user.id, module }),
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
