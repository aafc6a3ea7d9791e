import fs from 'node:fs';
import crypto from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { openPglite, openPostgres, type DatabaseHandle } from '../db/client';
import { seedDatabase, type SeedData } from '../seed/seed';

export interface TestDatabase extends DatabaseHandle {
  /** Closes the connection and drops the database. */
  destroy: () => Promise<void>;
}

/**
 * The one test database helper: a migrated database of its own for the caller, on PGlite or on
 * the PostgreSQL server, depending on the Vitest project, seeded from plain objects.
 */
export async function createTestDatabase(seed: SeedData = {}): Promise<TestDatabase> {
  const target = inject('testDatabase');
  let handle: DatabaseHandle;
  let drop = async () => {};
  if (target.kind === 'pglite') {
    const dump = new Blob([fs.readFileSync(target.templateFile)]);
    handle = (await openPglite({ loadDataDir: dump })).handle;
  } else {
    const name = `app_test_${crypto.randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: target.adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${target.templateName}`);
    await admin.end();
    const url = new URL(target.adminUrl);
    url.pathname = `/${name}`;
    handle = openPostgres(url.toString()).handle;
    drop = async () => {
      const client = new pg.Client({ connectionString: target.adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    };
  }
  await seedDatabase(handle.db, seed);
  return {
    ...handle,
    destroy: async () => {
      await handle.close();
      await drop();
    },
  };
}
