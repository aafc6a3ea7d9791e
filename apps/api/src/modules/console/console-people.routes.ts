import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { consoleCouponsRoutes } from './console-coupons.routes';
import { consoleCustomersRoutes } from './console-customers.routes';
import { consoleRidersRoutes } from './console-riders.routes';

/** Coupons, riders (approval, stores, cash, payouts) and customers (ban, wallet, sign in as). */
export const consolePeopleRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  await app.register(consoleCouponsRoutes, { db });
  await app.register(consoleRidersRoutes, { db });
  await app.register(consoleCustomersRoutes, { db });
};
