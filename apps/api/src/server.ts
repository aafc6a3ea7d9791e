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
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => process.exit(1), 10_000).unref();
    try {
      await app.close();
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
