import path from 'node:path';
import type { FastifyServerOptions } from 'fastify';
import { buildApp, type App } from '../app';
import { loadConfig, type Config } from '../config';
import type { Geocoder } from '../modules/location/geocoders/geocoder';
import type { SeedData } from '../seed/seed';
import { createTestDatabase } from './test-database';

/**
 * An app on its own test database, for `app.inject()`. Close it in `afterAll`.
 * The web and console builds are not served unless `config.WEB_DIST` / `CONSOLE_DIST` point at one.
 */
export async function buildTestApp(
  options: {
    seed?: SeedData;
    config?: Partial<Config>;
    geocoder?: Geocoder;
    /** Silent unless a test reads the log lines. */
    logger?: FastifyServerOptions['logger'];
    /** Adds to the app before it is ready (a route that only a test needs). */
    beforeReady?: (app: App) => void;
  } = {},
) {
  const database = await createTestDatabase(options.seed);
  const config: Config = {
    ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }),
    WEB_DIST: path.resolve('.tmp/no-web-build'),
    CONSOLE_DIST: path.resolve('.tmp/no-console-build'),
    // Tests change stores between calls; lists must see every change at once.
    CATALOG_CACHE_TTL_MS: 0,
    ...options.config,
  };
  const app = await buildApp({
    config,
    db: database.db,
    geocoder: options.geocoder,
    logger: options.logger ?? false,
  });
  options.beforeReady?.(app);
  await app.ready();
  return {
    app,
    db: database.db,
    databaseKind: database.kind,
    close: async () => {
      await app.close();
      await database.destroy();
    },
  };
}

/** POSTs a JSON call the way the client does. */
export function postJson(
  app: Awaited<ReturnType<typeof buildTestApp>>['app'],
  url: string,
  body?: unknown,
) {
  return app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/json' },
    payload: body === undefined ? '{}' : JSON.stringify(body),
  });
}
