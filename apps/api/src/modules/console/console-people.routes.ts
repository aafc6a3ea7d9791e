import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';

/** Coupons, riders (approval, stores, cash, payouts) and customers (ban, wallet, sign in as). */
export const consolePeopleRoutes: FastifyPluginAsyncZod<{ db: Database }> = async () => {};
