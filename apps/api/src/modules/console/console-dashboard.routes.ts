import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';

/** The admin dashboard: today's figures, per-day and per-hour series, the live map. */
export const consoleDashboardRoutes: FastifyPluginAsyncZod<{ db: Database }> = async () => {};
