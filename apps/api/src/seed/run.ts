import { loadConfig } from '../config';
import { migrateDatabase, openDatabase } from '../db/client';
import { demoData } from './demo-data';
import { isDatabaseEmpty, seedDatabase } from './seed';

/** `npm run db:seed`: migrates, then loads the demo data into an empty database. */
const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
try {
  await migrateDatabase(database);
  if (await isDatabaseEmpty(database.db)) {
    await seedDatabase(database.db, demoData);
    console.log('Demo data loaded.');
  } else {
    console.log('The database already holds data; nothing seeded.');
  }
} finally {
  await database.close();
}
