/**
 * The app as server.ts starts it, with payment settings written first: the online-payment
 * journeys point the providers' database-only API addresses at their fake providers (settings an
 * admin cannot change in the console). Run as `node --import tsx e2e/payments-app-server.ts` with
 * E2E_PAYMENT_SETTINGS = {"key": "value", ...}; keys ending in Key/Secret/Url stay private.
 */
import { buildApp } from '../apps/api/src/app';
import { loadConfig } from '../apps/api/src/config';
import { migrateDatabase, openDatabase } from '../apps/api/src/db/client';
import { writeSetting } from '../apps/api/src/modules/settings/settings.repository';
import { demoData } from '../apps/api/src/seed/demo-data';
import { seedDatabase } from '../apps/api/src/seed/seed';

const config = loadConfig();
const database = await openDatabase({ databaseUrl: undefined, dataDir: 'memory://' });
await migrateDatabase(database);
await seedDatabase(database.db, demoData);
const values = JSON.parse(process.env.E2E_PAYMENT_SETTINGS ?? '{}') as Record<string, string>;
for (const [key, value] of Object.entries(values)) {
  const isPublic = !/(Key|Secret|Token|Url)$/.test(key);
  await writeSetting({ db: database.db, key, value, isPublic });
}
const app = await buildApp({ config, db: database.db });
await app.listen({ host: '127.0.0.1', port: config.PORT });
const stop = () => void app.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
