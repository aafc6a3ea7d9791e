import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { afterEach, expect, test } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/test-database';

let database: TestDatabase | undefined;
afterEach(async () => {
  await database?.destroy();
  database = undefined;
});

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * `npm run check:chaos` (backend-terminate) found it: PostgreSQL ending the backend of a pooled
 * connection while a request held it between two queries crashed the API. PGlite has no
 * connections to lose; there the database simply answers on.
 */
test('a backend terminated while its connection is checked out fails that work only; the pool answers after', async () => {
  database = await createTestDatabase();
  const { db } = database;
  if (database.kind !== 'pg') {
    expect(rowsOf<{ n: number }>(await db.execute(sql`select 1 as n`))[0]?.n).toBe(1);
    return;
  }
  const pool = (db as unknown as { $client: pg.Pool }).$client;
  const client = await pool.connect();
  const { pid } = (await client.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]!;
  const ended = new Promise((resolve) => client.once('end', resolve));
  // From another connection, as an operator or a failover would.
  await db.execute(sql`select pg_terminate_backend(${pid})`);
  // Before the fix the client's 'error' event had no listener here: an uncaught exception.
  await ended;
  await expect(client.query('select 1')).rejects.toThrow();
  // Released by the pool itself (drizzle never releases a client whose `begin` failed: a slot
  // lost for good, and after ten the API hung); the holder's late release is harmless.
  // Only the connection that ran pg_terminate_backend is left, idle.
  expect({ total: pool.totalCount, idle: pool.idleCount }).toEqual({ total: 1, idle: 1 });
  expect(() => client.release()).not.toThrow();
  const after = rowsOf<{ n: number }>(await db.execute(sql`select 2 as n`));
  expect(after[0]?.n).toBe(2);
  expect(pool.totalCount).toBe(1);
});
