import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { migrateDatabase, openPostgres } from '../db/client';
import { startEmbeddedPostgres } from './embedded-postgres';

const TEMPLATE = 'app_test_template';

/**
 * A real PostgreSQL server for the run: `DATABASE_URL` when set (its database is used only as the
 * admin connection), otherwise `embedded-postgres`. One migrated template database; every test
 * file gets `CREATE DATABASE ... TEMPLATE` of it.
 */
export default async function setup(project: TestProject) {
  let adminUrl = process.env.DATABASE_URL;
  let server: Awaited<ReturnType<typeof startEmbeddedPostgres>> | undefined;
  if (!adminUrl) {
    server = await startEmbeddedPostgres();
    adminUrl = server.adminUrl;
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
    await server?.stop();
  };
}
