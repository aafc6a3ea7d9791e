import Fastify, { type FastifyServerOptions } from 'fastify';
import fastifyCompress from '@fastify/compress';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { sql } from 'drizzle-orm';
import { pendingMigrations } from './db/readiness';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { constants as zlibConstants } from 'node:zlib';
import type { Config } from './config';
import type { Database } from './db/client';
import { authPlugin } from './plugins/auth';
import { errorsPlugin } from './plugins/errors';
import { drainPlugin } from './plugins/drain';
import { metricsPlugin } from './plugins/metrics';
import { requestIdPlugin, requestIdServerOptions } from './plugins/request-id';
import { withLogRedaction } from './lib/log-redaction';
import { securityHeadersPlugin } from './plugins/security-headers';
import { registerWebHosting } from './plugins/web-hosting';
import { devOutboxRoutes } from './modules/messages/dev-outbox.routes';
import { createMessageSenderFromConfig } from './modules/messages/messages.usecases';
import { settingsRoutes } from './modules/settings/settings.routes';
import { manifestRoutes } from './modules/settings/manifest.routes';
import { i18nRoutes } from './modules/i18n/i18n.routes';
import { locationRoutes } from './modules/location/location.routes';
import { accountsRoutes } from './modules/accounts/accounts.routes';
import { authFlowsRoutes } from './modules/accounts/auth-flows.routes';
import { findUserByAuthToken } from './modules/accounts/auth-tokens.repository';
import { catalogRoutes } from './modules/catalog/catalog.routes';
import { reviewsRoutes } from './modules/reviews/reviews.routes';
import { favoritesRoutes } from './modules/favorites/favorites.routes';
import { profileRoutes } from './modules/profile/profile.routes';
import { addressesRoutes } from './modules/addresses/addresses.routes';
import { couponsRoutes } from './modules/coupons/coupons.routes';
import { ordersRoutes } from './modules/orders/orders.routes';
import { substitutionsRoutes } from './modules/orders/substitutions.routes';
import { pickupDropRoutes } from './modules/pickup-drop/pickup-drop.routes';
import { pickupDropAdminRoutes } from './modules/pickup-drop/pickup-drop-admin.routes';
import { devOrdersRoutes } from './modules/orders/dev-orders.routes';
import { walletRoutes } from './modules/wallet/wallet.routes';
import { notificationsRoutes } from './modules/notifications/notifications.routes';
import { agentsRoutes } from './modules/agents/agents.routes';
import { paymentsRoutes } from './modules/payments/payments.routes';
import { createDatabaseBus, realtimePlugin } from './modules/realtime/realtime.routes';
import { countStreamsByKind } from './modules/realtime/sse';
import { countOrdersForMetrics } from './modules/orders/orders.usecases';
import { cacheInvalidationPlugin } from './plugins/cache-invalidation';
import { consoleWriteScopes } from './modules/console/console-invalidation';
import { deliveryRoutes } from './modules/delivery/delivery.routes';
import { consoleAccessPlugin } from './modules/console/console-access';
import { consoleAreaRoutes } from './modules/console/console-areas.routes';
import { consoleRecordsRoutes } from './modules/console/console-records.routes';
import { consoleRoutes } from './modules/console/console.routes';
import { consoleGroceryRoutes } from './modules/console/console-grocery.routes';
import type { Geocoder } from './modules/location/geocoders/geocoder';
import { createOfflineGeocoder } from './modules/location/geocoders/offline-geocoder';
import {
  createNominatimGeocoder,
  withFallback,
} from './modules/location/geocoders/nominatim-geocoder';

export interface AppDependencies {
  config: Config;
  db: Database;
  /** Overrides the geocoder chosen from the config (tests). */
  geocoder?: Geocoder;
  logger?: FastifyServerOptions['logger'];
}

/** Builds the whole HTTP application: infrastructure plugins first, then every module's routes. */
export async function buildApp({ config, db, geocoder, logger }: AppDependencies) {
  const app = Fastify({
    // Stream tokens travel as ?token=: no logged line keeps a secret-like query value.
    logger: withLogRedaction(logger ?? { level: config.LOG_LEVEL }),
    bodyLimit: config.BODY_LIMIT_BYTES,
    // A hop count, never `true`: trusting every hop would let X-Forwarded-For pick the address.
    trustProxy: config.TRUST_PROXY > 0 ? (_address, hop) => hop < config.TRUST_PROXY : false,
    ...requestIdServerOptions,
  }).withTypeProvider<ZodTypeProvider>();

  app.decorate('authRateLimits', {
    perAccount: config.AUTH_RATE_LIMIT_PER_ACCOUNT,
    perAddress: config.AUTH_RATE_LIMIT_PER_ADDRESS,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // An empty JSON body means "no payload" (get-settings and friends), not a parse error.
  const defaultJsonParser = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser(['application/json', 'text/plain']);
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    return defaultJsonParser(request, text, done);
  });

  // Console access first: a caller without access is refused before any check of the body
  // (unknown fields, NUL characters) can tell them about its shape (decision 014).
  await app.register(requestIdPlugin);
  await app.register(drainPlugin);
  await app.register(consoleAccessPlugin);
  await app.register(errorsPlugin);
  await app.register(metricsPlugin, {
    db,
    token: config.METRICS_TOKEN,
    countOrders: () => countOrdersForMetrics({ db }),
    // Read at scrape time: the realtime plugin is registered further down.
    countOpenStreams: () => countStreamsByKind(app.realtime.streams),
  });
  // The plugin knows accounts only through this one lookup (plugins import no module).
  await app.register(authPlugin, {
    findUserByAuthToken: (token, options) => findUserByAuthToken({ db, token, ...options }),
  });
  await app.register(securityHeadersPlugin, {
    paymentFormOrigins: config.PAYMENT_FORM_ORIGINS.split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
  });
  await app.register(fastifyCompress, {
    global: true,
    threshold: 1024,
    // Brotli's default quality (11) costs far more CPU than it saves on the wire for dynamic JSON.
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
  });

  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Swiftbite API',
        description: 'Every call is POST /public/api/<call> with a JSON body unless stated.',
        version: '0.1.0',
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/public/api/docs', staticCSP: true });

  app.get('/healthz', { schema: { hide: true } }, async (_request, reply) => {
    try {
      await db.execute(sql`select 1`);
      return { status: 'ok' };
    } catch (error) {
      app.log.error({ err: error }, 'health check: database unreachable');
      return reply.status(503).send({ status: 'unavailable' });
    }
  });

  // Ready for traffic: the database answers and has every migration this build ships. A load
  // balancer asks this one; /healthz only says the process is alive. While the process drains
  // (SIGTERM), Fastify answers 503 to every new request, this one included.
  app.get('/readyz', { schema: { hide: true } }, async (_request, reply) => {
    try {
      const pending = await pendingMigrations(db);
      if (pending.length > 0) {
        return reply.status(503).send({ status: 'migrations_pending', pending });
      }
      return { status: 'ready' };
    } catch (error) {
      app.log.error({ err: error }, 'readiness check: database unreachable');
      return reply.status(503).send({ status: 'unavailable' });
    }
  });

  // The database's pub/sub, made before the routes: their caches clear on every instance when
  // the console changes their data (decision 019); the realtime plugin shares it.
  const databaseBus = createDatabaseBus(db, app.log);
  await app.register(cacheInvalidationPlugin, {
    bus: databaseBus.bus,
    onReconnect: databaseBus.onReconnect,
    scopesOf: consoleWriteScopes,
  });

  const activeGeocoder = geocoder ?? createGeocoder({ config, db, log: app.log });
  await app.register(settingsRoutes, { db, googleClientId: config.GOOGLE_CLIENT_ID });
  await app.register(manifestRoutes, { db });
  await app.register(i18nRoutes, { db });
  await app.register(locationRoutes, { db, geocoder: activeGeocoder });
  await app.register(accountsRoutes, { db });
  await app.register(authFlowsRoutes, { db, config });
  await app.register(catalogRoutes, { db, cacheTtlMs: config.CATALOG_CACHE_TTL_MS });
  await app.register(reviewsRoutes, { db });
  await app.register(favoritesRoutes, { db });
  await app.register(profileRoutes, { db, config });
  await app.register(addressesRoutes, { db });
  await app.register(walletRoutes, { db });
  await app.register(notificationsRoutes, {
    db,
    generateVapidKeys: config.VAPID_KEYS_ON_START ?? config.NODE_ENV !== 'test',
  });
  await app.register(agentsRoutes, { db });
  await app.register(paymentsRoutes, { db, config });
  await app.register(couponsRoutes, { db });
  await app.register(ordersRoutes, {
    db,
    cacheTtlMs: config.CATALOG_CACHE_TTL_MS,
    release: {
      intervalMs: config.SCHEDULED_RELEASE_INTERVAL_MS ?? (config.NODE_ENV === 'test' ? 0 : 30_000),
      leadMinutes: config.SCHEDULED_RELEASE_LEAD_MINUTES,
    },
  });
  await app.register(substitutionsRoutes, { db, config });
  await app.register(pickupDropRoutes, { db, config });
  await app.register(pickupDropAdminRoutes, { db });
  await app.register(realtimePlugin, {
    db,
    databaseBus,
    pingIntervalMs: config.REALTIME_PING_INTERVAL_MS,
    riderOrdersCacheMs: config.REALTIME_RIDER_ORDERS_CACHE_MS,
    notifications: { enabled: config.REALTIME_NOTIFICATIONS, vapidSubject: config.VAPID_SUBJECT },
    courierRecipient: {
      sendMessage: createMessageSenderFromConfig({
        db,
        config,
        onError: (error) => app.log.warn({ err: error }, 'courier recipient SMS not delivered'),
      }),
      publicUrl: config.PUBLIC_URL ?? null,
    },
  });
  await app.register(deliveryRoutes, { db });
  await app.register(consoleRoutes, { db });
  await app.register(consoleGroceryRoutes, { db });
  await app.register(consoleAreaRoutes, { db, config });
  await app.register(consoleRecordsRoutes, { db, config });

  if (config.DEV_OUTBOX_ENABLED) {
    await app.register(devOutboxRoutes, { db });
    await app.register(devOrdersRoutes, { db });
  }

  await registerWebHosting(app, { webDist: config.WEB_DIST, consoleDist: config.CONSOLE_DIST });

  return app;
}

function createGeocoder({
  config,
  db,
  log,
}: {
  config: Config;
  db: Database;
  log: { warn: (obj: object, msg: string) => void };
}) {
  const offline = createOfflineGeocoder({ db });
  if (!config.GEOCODER_URL) return offline;
  const online = createNominatimGeocoder({
    baseUrl: config.GEOCODER_URL,
    userAgent: config.GEOCODER_USER_AGENT,
  });
  return withFallback(online, offline, (error) =>
    log.warn({ err: error }, 'geocoder failed; answered offline'),
  );
}

export type App = Awaited<ReturnType<typeof buildApp>>;
