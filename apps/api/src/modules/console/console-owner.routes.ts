import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';

/** The store owner's board across stores, earnings and payouts. */
export const consoleOwnerRoutes: FastifyPluginAsyncZod<{ db: Database }> = async () => {};
