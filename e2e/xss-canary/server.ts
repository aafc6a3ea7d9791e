/**
 * The XSS canary journey's own server ([H8.07]): the real app on the demo data, with XSS vectors
 * written into every HTML field, both through the save path (the seed, which sanitises) and past
 * it (raw rows, so only the sanitising on serve stands between them and the page). Prints one JSON
 * line with its address, then serves until killed. Run with `node --import tsx`.
 */
import { eq } from 'drizzle-orm';
import { buildApp } from '../../apps/api/src/app';
import { loadConfig } from '../../apps/api/src/config';
import { migrateDatabase, openDatabase } from '../../apps/api/src/db/client';
import { demoData } from '../../apps/api/src/seed/demo-data';
import { seedDatabase } from '../../apps/api/src/seed/seed';
import { stores } from '../../apps/api/src/modules/catalog/catalog.table';
import { pages } from '../../apps/api/src/modules/catalog/merchandising.table';
import { settings } from '../../apps/api/src/modules/settings/settings.table';
import { HARMLESS_HTML, XSS_PAYLOADS } from './payloads';

export const CANARY_TARGETS = {
  savedStore: 'napoli-woodfire-pizza',
  rawStore: 'spice-route-kitchen',
  savedPage: 'xss-saved',
  rawPage: 'xss-raw',
};

const html = `${HARMLESS_HTML}\n${XSS_PAYLOADS.join('\n')}`;

async function main() {
  const config = loadConfig({
    ...process.env,
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: 'memory://',
    LOG_LEVEL: 'warn',
  });
  const database = await openDatabase({ dataDir: 'memory://' });
  await migrateDatabase(database);
  await seedDatabase(database.db, {
    ...demoData,
    settings: (demoData.settings ?? []).map((setting) =>
      setting.key === 'customHomeMessage' ? { ...setting, value: html } : setting,
    ),
    stores: (demoData.stores ?? []).map((store) =>
      store.slug === CANARY_TARGETS.savedStore ? { ...store, customMessage: html } : store,
    ),
    pages: [
      ...(demoData.pages ?? []),
      { slug: CANARY_TARGETS.savedPage, name: 'Canary (saved)', body: html },
    ],
  });
  // Past the save path: rows as a careless import or a hand-run SQL statement would leave them.
  const { db } = database;
  await db.update(settings).set({ value: html }).where(eq(settings.key, 'customHomeMessage'));
  await db
    .update(stores)
    .set({ customMessage: html })
    .where(eq(stores.slug, CANARY_TARGETS.rawStore));
  await db.insert(pages).values({ slug: CANARY_TARGETS.rawPage, name: 'Canary (raw)', body: html });

  const app = await buildApp({ config, db });
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  process.stdout.write(`${JSON.stringify({ address })}\n`);
  const stop = () => void app.close().finally(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
