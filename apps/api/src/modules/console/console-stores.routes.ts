import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';

/** Stores, store categories, menus with add-on groups, item CSV import and export (admin), and the owner's menu, hours, holidays and busy mode. */
export const consoleStoresRoutes: FastifyPluginAsyncZod<{ db: Database }> = async () => {};
