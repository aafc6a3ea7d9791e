import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { consoleDashboardRoutes } from './console-dashboard.routes';
import { consoleOrdersRoutes } from './console-orders.routes';
import { consoleOwnerRoutes } from './console-owner.routes';
import { consolePeopleRoutes } from './console-people.routes';
import { consoleSettingsRoutes } from './console-settings.routes';
import { consoleStorePayoutsRoutes } from './console-store-payouts.routes';
import { consoleStoresRoutes } from './console-stores.routes';

/**
 * The console's areas (issue 17), one plugin each. Every route declares its `config.access`
 * (console-access.ts); admin calls live under /public/api/console/admin/.
 */
export const consoleAreaRoutes: FastifyPluginAsyncZod<{ db: Database; config: Config }> = async (
  app,
  { db, config },
) => {
  await app.register(consoleSettingsRoutes, { db, config });
  await app.register(consoleStoresRoutes, { db, config });
  await app.register(consoleStorePayoutsRoutes, { db });
  await app.register(consolePeopleRoutes, { db });
  await app.register(consoleOrdersRoutes, { db, csvMaxRows: config.ORDERS_CSV_MAX_ROWS });
  // The dashboard's figures are shared by every admin for as long as the catalogue is cached.
  await app.register(consoleDashboardRoutes, { db, cacheTtlMs: config.CATALOG_CACHE_TTL_MS });
  await app.register(consoleOwnerRoutes, { db });
};
