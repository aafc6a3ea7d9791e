import { buildApp } from './app';
import { loadConfig } from './config';
import { migrateDatabase, openDatabase } from './db/client';
import { withStartupLock } from './db/startup-lock';
import { demoData } from './seed/demo-data';
import { isDatabaseEmpty, seedDatabase } from './seed/seed';

/** Process entry: config, database (migrated, seeded when empty), listen, graceful shutdown. */
async function main() {
  const config = loadConfig();
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
  });
  // Seed before the app starts: plugins write settings of their own at start-up (the VAPID keys),
  // after which the database no longer looks empty. One instance at a time (startup-lock.ts).
  const isFresh = await withStartupLock(database, async () => {
    await migrateDatabase(database);
    const isEmpty = config.SEED_DEMO_DATA && (await isDatabaseEmpty(database.db));
    if (isEmpty) await seedDatabase(database.db, demoData);
    return isEmpty;
  });
  const app = await buildApp({ config, db: database.db });
  if (isFresh) app.log.info('empty database: loaded the demo data');

  let closing = false;
  // The drain (docs/observability.md): Fastify answers 503 to new requests (so /readyz fails and
  // the proxy moves on) and stops listening; every live stream gets a reconnect hint and ends
  // (the realtime plugin's preClose); requests in flight finish; then the database closes.
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal, streams: app.realtime.streams.size }, 'shutting down: draining');
    const timer = setTimeout(() => {
      app.log.error('drain took over 10 s: exiting anyway');
      process.exit(1);
    }, 10_000).unref();
    try {
      await app.close();
      app.log.info('drained: closing the database');
      await database.close();
      clearTimeout(timer);
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ host: config.HOST, port: config.PORT });
  app.log.info(
    `Swiftbite is running at http://localhost:${config.PORT} (database: ${database.kind})`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
