import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';

/** Settings, languages and translations, modules, slides, offers, pages, popular locations. */
export const consoleSettingsRoutes: FastifyPluginAsyncZod<{ db: Database }> = async () => {};
