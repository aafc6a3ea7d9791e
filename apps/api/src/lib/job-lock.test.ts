import Fastify from 'fastify';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { openPostgres, type Database } from '../db/client';
import { createTestDatabase, type TestDatabase } from '../test/test-database';
import { jobLockKey, runExclusively } from './job-lock';
import { runPeriodically } from './periodic-job';

/** A promise and the function that settles it. */
function gate() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Schedulers with N instances (decision 019): a job runs on one instance at a time. On PostgreSQL
 * two pools stand for two processes on one database; PGlite is one process and takes no lock.
 */
describe('periodic jobs across instances', () => {
  let database: TestDatabase;
  let second: { close: () => Promise<void> } | undefined;
  let dbs: Database[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    dbs = [database.db];
    if (database.kind === 'pg') {
      const pool = (database.db as unknown as { $client: pg.Pool }).$client;
      const handle = openPostgres(pool.options.connectionString ?? '').handle;
      second = handle;
      dbs.push(handle.db);
    }
  });
  afterAll(async () => {
    await second?.close();
    await database.destroy();
  });

  test('on PGlite (one process) a job runs without a lock', async () => {
    if (database.kind !== 'pglite') return;
    const outcome = await runExclusively(database.db, 'solo', async () => 'done');
    expect(outcome).toEqual({ ran: true, result: 'done' });
  });

  test('two instances starting the same job at the same moment run it once; the next tick runs it again', async () => {
    if (database.kind !== 'pg') return;
    const [a, b] = dbs as [Database, Database];
    let runs = 0;
    const job = async () => {
      runs += 1;
      await sleep(300);
      return runs;
    };
    const outcomes = await Promise.all([
      runExclusively(a, 'reconciler-test', job),
      runExclusively(b, 'reconciler-test', job),
    ]);
    expect(runs).toBe(1);
    expect(outcomes.filter((outcome) => outcome.ran)).toHaveLength(1);

    // Finished and unlocked: either instance takes the next tick.
    expect(await runExclusively(b, 'reconciler-test', job)).toEqual({ ran: true, result: 2 });
    expect(await runExclusively(a, 'reconciler-test', job)).toEqual({ ran: true, result: 3 });
    // Another job's name is another lock.
    const held = gate();
    const long = runExclusively(a, 'reconciler-test', () => held.opened);
    await sleep(100);
    expect((await runExclusively(b, 'other-job', async () => 'other')).ran).toBe(true);
    held.open();
    await long;
  });

  test('when the holder dies (its connection terminated), the lock is free for the other instance', async () => {
    if (database.kind !== 'pg') return;
    const [a, b] = dbs as [Database, Database];
    const held = gate();
    const holder = runExclusively(a, 'expiry-test', () => held.opened);
    await sleep(100);
    expect((await runExclusively(b, 'expiry-test', async () => 'b')).ran).toBe(false);

    const killed = (await database.db.execute(
      `select pg_terminate_backend(pid) as terminated from pg_locks
        where locktype = 'advisory' and classid = 19019 and objid = ${jobLockKey('expiry-test') >>> 0}`,
    )) as unknown as { rows: { terminated: boolean }[] };
    expect(killed.rows).toEqual([{ terminated: true }]);
    // The server frees the lock as the backend exits: poll briefly.
    let outcome = await runExclusively(b, 'expiry-test', async () => 'b');
    for (let tries = 0; !outcome.ran && tries < 20; tries += 1) {
      await sleep(50);
      outcome = await runExclusively(b, 'expiry-test', async () => 'b');
    }
    expect(outcome).toEqual({ ran: true, result: 'b' });
    held.open();
    // The dead holder's run still ends without throwing, and its broken connection is not reused.
    expect(await holder).toEqual({ ran: true, result: undefined });
    expect((await runExclusively(a, 'expiry-test', async () => 'a')).ran).toBe(true);
  });

  test('two apps ticking the same job every 20 ms never run it at the same time', async () => {
    let active = 0;
    let most = 0;
    let runs = 0;
    const job = async () => {
      active += 1;
      runs += 1;
      most = Math.max(most, active);
      await sleep(60);
      active -= 1;
    };
    const apps = dbs.map((db) => {
      const app = Fastify({ logger: false });
      runPeriodically(app, { db, name: 'ticking-test', intervalMs: 20, job });
      return app;
    });
    await Promise.all(apps.map((app) => app.ready()));
    await sleep(600);
    await Promise.all(apps.map((app) => app.close()));
    expect(runs).toBeGreaterThan(2);
    expect(most).toBe(1);
  });
});
