import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  getMeatCategoriesRequestSchema,
  getMeatCategoriesResponseSchema,
} from '@app/shared/catalog/meat.schemas';
import type { Database } from '../../db/client';
import { getMeatCategories } from './meat.usecases';

/** Meat categories (decision 015): cuts with weight options, priced per option. */
export const meatRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.post(
    '/public/api/get-meat-categories',
    {
      schema: {
        tags: ['catalog'],
        summary:
          "A store's meat categories (chicken, mutton, fish, eggs): each cut with its weight options priced per option; empty when it sells none",
        body: getMeatCategoriesRequestSchema,
        response: { 200: getMeatCategoriesResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await getMeatCategories({ db, storeId: request.body.id }),
    }),
  );
};
