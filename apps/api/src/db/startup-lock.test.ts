import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/test-database';
import { openPostgres, type DatabaseHandle } from './client';
import { withStartupLock } from './startup-lock';

describe('start-up lock (instances starting together migrate and seed one at a time)', () => {
  let database: TestDatabase;
  let other: DatabaseHandle;

  beforeAll(async () => {
    database = await createTestDatabase();
    other = database;
    if (database.kind === 'pg') {
      // A second instance: a pool of its own on the same database.
      const pool = (database.db as unknown as { $client: pg.Pool }).$client;
      other = openPostgres(pool.options.connectionString ?? '').handle;
    }
  });
  afterAll(async () => {
    if (other !== database) await other.close();
    await database.destroy();
  });

  test('two instances never run the start-up work at the same time', async () => {
    const log: string[] = [];
    const work = (name: string) => async () => {
      log.push(`${name} in`);
      await new Promise((resolve) => setTimeout(resolve, 150));
      log.push(`${name} out`);
      return name;
    };
    const first = withStartupLock(database, work('a'));
    // On PGlite (one process by design) there is no lock to take: only the answers are checked.
    const results = await Promise.all([
      first,
      (async () => {
        await new Promise((resolve) => setTimeout(resolve, 20));
        return withStartupLock(other, work('b'));
      })(),
    ]);
    expect(results).toEqual(['a', 'b']);
    if (database.kind === 'pg') expect(log).toEqual(['a in', 'a out', 'b in', 'b out']);
  });

  test('an instance that fails during start-up releases the lock for the next', async () => {
    await expect(
      withStartupLock(database, () => Promise.reject(new Error('migration failed'))),
    ).rejects.toThrow('migration failed');
    const next = await Promise.race([
      withStartupLock(other, () => Promise.resolve('started')),
      new Promise((resolve) => setTimeout(() => resolve('still waiting'), 5_000)),
    ]);
    expect(next).toBe('started');
  });
});
