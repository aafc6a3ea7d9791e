import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';

/** Orders (search, timeline, reassign, cancel with refund, CSV), outbox, audit log and reports. */
export const consoleOrdersRoutes: FastifyPluginAsyncZod<{ db: Database }> = async () => {};
