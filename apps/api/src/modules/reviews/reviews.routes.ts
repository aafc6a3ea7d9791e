import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  getStoreReviewsRequestSchema,
  getStoreReviewsResponseSchema,
} from '@app/shared/catalog/catalog.schemas';
import type { Database } from '../../db/client';
import { getStoreReviews } from './reviews.usecases';

export const reviewsRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.post(
    '/public/api/get-store-reviews',
    {
      schema: {
        tags: ['reviews'],
        summary: 'A page (20) of a store’s reviews, newest first, with the star distribution',
        body: getStoreReviewsRequestSchema,
        response: { 200: getStoreReviewsResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await getStoreReviews({
        db,
        slug: request.body.slug,
        page: request.body.page ?? 1,
      }),
    }),
  );
};
