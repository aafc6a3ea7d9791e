import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { cube } from '@electric-sql/pglite/contrib/cube';
import { earthdistance } from '@electric-sql/pglite/contrib/earthdistance';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;
/** The same Drizzle API over PGlite and node-postgres: repositories only see this type. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'pg';
  close: () => Promise<void>;
}

export const migrationsFolder = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../drizzle',
);

/** The PGlite extensions every database needs (ARCHITECTURE §6). */
export const pgliteExtensions = { cube, earthdistance, pg_trgm };

export async function openPglite(
  options: { dataDir?: string; loadDataDir?: Blob | File } = {},
): Promise<{ handle: DatabaseHandle; client: PGlite }> {
  const { dataDir = 'memory://', loadDataDir } = options;
  if (!dataDir.startsWith('memory://')) fs.mkdirSync(dataDir, { recursive: true });
  const pgliteOptions: PGliteOptions = { extensions: pgliteExtensions };
  if (loadDataDir) pgliteOptions.loadDataDir = loadDataDir;
  const client = await PGlite.create(dataDir, pgliteOptions);
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return { client, handle: { db, kind: 'pglite', close: () => client.close() } };
}

export function openPostgres(connectionString: string): { handle: DatabaseHandle; pool: pg.Pool } {
  const pool = new pg.Pool({ connectionString, max: 10 });
  // An idle client error (server restart) must not crash the process; the pool reconnects.
  pool.on('error', () => {});
  const db = drizzlePg(pool, { schema }) as unknown as Database;
  return { pool, handle: { db, kind: 'pg', close: () => pool.end() } };
}

/** Opens PostgreSQL when a URL is given, otherwise the embedded PGlite in `dataDir`. */
export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
}): Promise<DatabaseHandle> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl).handle;
  return (await openPglite({ dataDir: options.dataDir })).handle;
}

export async function migrateDatabase(handle: DatabaseHandle): Promise<void> {
  if (handle.kind === 'pglite') {
    await migratePglite(handle.db as never, { migrationsFolder });
  } else {
    await migratePg(handle.db as never, { migrationsFolder });
  }
}
