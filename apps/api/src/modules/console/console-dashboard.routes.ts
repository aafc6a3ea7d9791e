import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  dashboardRequestSchema,
  dashboardResponseSchema,
} from '@app/shared/console/dashboard.schemas';
import type { Database } from '../../db/client';
import { getDashboard } from './console-dashboard.usecases';

const tags = ['console'];

/** The admin dashboard: today's figures, per-day and per-hour series, the live map. */
export const consoleDashboardRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (
  app,
  { db },
) => {
  app.post(
    '/public/api/console/admin/get-dashboard',
    {
      config: { access: { admin: 'dashboard' } },
      schema: {
        tags,
        summary:
          "Today's orders, revenue, average delivery time, cancellations, online riders and open stores; orders per day (14 days) and per hour (today); the live map",
        body: dashboardRequestSchema,
        response: { 200: dashboardResponseSchema },
      },
    },
    async () => ({ success: true as const, data: await getDashboard(db) }),
  );
};
