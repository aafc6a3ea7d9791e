import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { emptyRequestSchema } from '@app/shared/common/api.schemas';
import {
  cartDetailsRequestSchema,
  cartDetailsResponseSchema,
  pickupDropSettingsResponseSchema,
} from '@app/shared/courier/courier.schemas';
import type { Database } from '../../db/client';
import { getCartDetails, getPickupDropSettings } from './pickup-drop.usecases';

const tags = ['pickup-drop'];

/** Pickup and drop (issue 16): its settings and the server's quote for a task. */
export const pickupDropRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.post(
    '/public/api/pickup-and-drop-settings',
    {
      schema: {
        tags,
        summary: 'Pickup and drop: task types, the tariff, the service zone and hours',
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
        data: await getCartDetails(db, { pickup, drop, weightKg, taskType }),
      };
    },
  );
};
