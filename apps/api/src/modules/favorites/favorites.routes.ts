import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  getFavoriteStoresRequestSchema,
  getFavoriteStoresResponseSchema,
  toggleFavoriteRequestSchema,
  toggleFavoriteResponseSchema,
} from '@app/shared/catalog/catalog.schemas';
import type { Database } from '../../db/client';
import { requireUser } from '../../plugins/auth';
import { listFavoriteStores, toggleStoreFavorite } from './favorites.usecases';

export const favoritesRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.post(
    '/public/api/toggle-favorite',
    {
      schema: {
        tags: ['favorites'],
        summary: "Adds the store to the caller's favourites, or removes it",
        body: toggleFavoriteRequestSchema,
        response: { 200: toggleFavoriteResponseSchema },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      const data = await toggleStoreFavorite({ db, userId: user.id, storeId: request.body.id });
      return { success: true as const, data };
    },
  );

  app.post(
    '/public/api/get-favorite-stores',
    {
      schema: {
        tags: ['favorites'],
        summary: "The caller's favourite stores; nearest first when a point is given",
        body: getFavoriteStoresRequestSchema,
        response: { 200: getFavoriteStoresResponseSchema },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      const { latitude, longitude } = request.body;
      const point =
        latitude !== undefined && longitude !== undefined ? { latitude, longitude } : null;
      const data = await listFavoriteStores({ db, userId: user.id, point, now: new Date() });
      return { success: true as const, data };
    },
  );
};
