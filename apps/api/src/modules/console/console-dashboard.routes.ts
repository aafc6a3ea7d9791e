import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  dashboardRequestSchema,
  dashboardResponseSchema,
  type Dashboard,
} from '@app/shared/console/dashboard.schemas';
import type { Database } from '../../db/client';
import { createTtlCache } from '../../lib/ttl-cache';
import { getDashboard } from './console-dashboard.usecases';

const tags = ['console'];

/** The admin dashboard: today's figures, per-day and per-hour series, the live map. */
export const consoleDashboardRoutes: FastifyPluginAsyncZod<{
  db: Database;
  cacheTtlMs: number;
}> = async (app, { db, cacheTtlMs }) => {
  // One computation serves every admin's dashboard for a few seconds (it reads every store's
  // hours and scans 14 days of orders); the live map moves on from the admin stream meanwhile.
  const cache = createTtlCache<Dashboard>({ ttlMs: Math.min(cacheTtlMs, 5000), maxEntries: 1 });
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
    async () => ({
      success: true as const,
      data: await cache.get('dashboard', () => getDashboard(db)),
    }),
  );
};
