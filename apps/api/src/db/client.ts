import { AsyncLocalStorage } from 'node:async_hooks';
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

/**
 * The same Drizzle API over PGlite and node-postgres: repositories only see this type. Queries use
 * the query builder over each module's tables, not drizzle's relational `db.query` API, so the
 * client needs no schema: db/schema.ts gathers the tables for drizzle-kit alone.
 */
export type Database = PgDatabase<PgQueryResultHKT>;

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
  options: {
    dataDir?: string;
    loadDataDir?: Blob | File;
    /** The watchdog's report of a call holding the database too long (default: stderr after 15 s). */
    stallReportMs?: number;
    onStall?: (stall: PgliteStall) => void;
  } = {},
): Promise<{ handle: DatabaseHandle; client: PGlite }> {
  const { dataDir = 'memory://', loadDataDir } = options;
  if (!dataDir.startsWith('memory://')) fs.mkdirSync(dataDir, { recursive: true });
  const pgliteOptions: PGliteOptions = { extensions: pgliteExtensions };
  if (loadDataDir) pgliteOptions.loadDataDir = loadDataDir;
  const client = await PGlite.create(dataDir, pgliteOptions);
  guardAgainstSelfDeadlock(client, {
    ...(options.stallReportMs ? { stallReportMs: options.stallReportMs } : {}),
    ...(options.onStall ? { onStall: options.onStall } : {}),
  });
  const db = drizzlePglite(client) as unknown as Database;
  return { client, handle: { db, kind: 'pglite', close: () => client.close() } };
}

const STALL_REPORT_MS = 15_000;

/** Thrown instead of hanging: see guardAgainstSelfDeadlock. */
export class PgliteDeadlockError extends Error {
  override name = 'PgliteDeadlockError';
}

/**
 * PGlite runs one transaction at a time: its `query`, `exec` and `listen` wait for the open
 * transaction to end. Code inside `db.transaction(tx => ...)` that reaches the database handle
 * itself (a helper given `db` instead of `tx`, a cold cache filled through `db`, a subscription
 * opened mid-transaction) therefore waits for its own transaction, for ever, and every later request
 * queues behind it; on PostgreSQL the same code quietly takes a second pooled connection. This makes
 * such a call fail at once with the offending stack instead.
 */
export interface PgliteStall {
  label: string;
  heldMs: number;
  waiting: number;
}

function guardAgainstSelfDeadlock(
  client: PGlite,
  {
    stallReportMs = STALL_REPORT_MS,
    onStall = (stall) =>
      console.error(
        `PGlite stalled: ${stall.label} has held the database for ${stall.heldMs} ms; ${stall.waiting} calls wait`,
      ),
  }: { stallReportMs?: number; onStall?: (stall: PgliteStall) => void } = {},
): void {
  const openTransaction = new AsyncLocalStorage<{ open: boolean }>();
  const refuseInsideTransaction = (what: string) => {
    if (openTransaction.getStore()?.open) {
      throw new PgliteDeadlockError(
        `PGlite ${what} on the database handle inside its own open transaction would wait for ever: use the transaction`,
      );
    }
  };
  // Watchdog: whatever holds PGlite's one slot for over STALL_REPORT_MS is reported once, with
  // how many calls wait behind it (the symptom: a server that stops answering).
  // Labels are made only when reported: formatting a stack on every transaction costs time.
  const callLabel = new AsyncLocalStorage<() => string>();
  let holder: { label: () => string; since: number; reported: boolean } | null = null;
  let waiting = 0;
  const runExclusive = client._runExclusiveTransaction.bind(client);
  client._runExclusiveTransaction = <T>(fn: () => Promise<T>) => {
    const label = callLabel.getStore() ?? (() => 'statement');
    waiting += 1;
    return runExclusive(async () => {
      waiting -= 1;
      const current = { label, since: Date.now(), reported: false };
      holder = current;
      try {
        return await fn();
      } finally {
        if (holder === current) holder = null;
      }
    });
  };
  const watchdog = setInterval(
    () => {
      if (!holder || holder.reported || Date.now() - holder.since < stallReportMs) return;
      holder.reported = true;
      onStall({ label: holder.label(), heldMs: Date.now() - holder.since, waiting });
    },
    Math.min(1_000, stallReportMs),
  );
  watchdog.unref();
  const close = client.close.bind(client);
  client.close = () => {
    clearInterval(watchdog);
    return close();
  };

  const transaction = client.transaction.bind(client);
  client.transaction = (callback) => {
    refuseInsideTransaction('transaction');
    const origin = new Error();
    const label = () => `transaction from ${origin.stack?.split('\n').slice(2, 6).join(' <')}`;
    return callLabel.run(label, () =>
      transaction(async (tx) => {
        const scope = { open: true };
        try {
          return await openTransaction.run(scope, () => callback(tx));
        } finally {
          // Work started inside but still running later (fire and forget) may use the handle then.
          scope.open = false;
        }
      }),
    );
  };
  const query = client.query.bind(client);
  client.query = ((...args: Parameters<typeof query>) => {
    refuseInsideTransaction('query');
    return callLabel.run(
      () => `query ${args[0].slice(0, 160)}`,
      () => query(...args),
    );
  }) as typeof client.query;
  const exec = client.exec.bind(client);
  client.exec = (...args) => {
    refuseInsideTransaction('exec');
    return exec(...args);
  };
  const listen = client.listen.bind(client);
  client.listen = (...args) => {
    refuseInsideTransaction('listen');
    return listen(...args);
  };
}

export function openPostgres(connectionString: string): { handle: DatabaseHandle; pool: pg.Pool } {
  const pool = new pg.Pool({ connectionString, max: 10 });
  // An idle client error (server restart) must not crash the process; the pool reconnects.
  pool.on('error', () => {});
  // A checked-out client has no pool listener: a backend ended between its queries (a failover,
  // pg_terminate_backend) emitted an unhandled 'error' and ended the process. The query in flight
  // fails on its own, and the pool drops the broken client when it is released.
  pool.on('connect', (client) => {
    client.on('error', () => {});
  });
  releaseClientsThatLoseTheirConnection(pool);
  const db = drizzlePg(pool) as unknown as Database;
  return { pool, handle: { db, kind: 'pg', close: () => pool.end() } };
}

/**
 * A checked-out client whose connection ends goes back to the pool at once (and out of it, being
 * broken), even if its holder never releases it: drizzle's transaction releases its client only
 * after a successful `begin`, so every `begin` on a terminated backend kept a pool slot for good,
 * and after ten the API hung (found by `npm run check:chaos`, backend-terminate). The holder's own
 * release afterwards does nothing.
 */
function releaseClientsThatLoseTheirConnection(pool: pg.Pool): void {
  const connect = pool.connect.bind(pool) as (
    callback?: (...args: unknown[]) => void,
  ) => Promise<pg.PoolClient> | undefined;
  const guarded = (callback?: (...args: unknown[]) => void) => {
    // pool.query's callback form releases on a connection error itself.
    if (callback) return connect(callback);
    return (connect() as Promise<pg.PoolClient>).then((client) => {
      const release = client.release.bind(client);
      let isReleased = false;
      const onEnd = () => client.release(new Error('connection ended while checked out'));
      client.release = (error?: Error | boolean) => {
        if (isReleased) return;
        isReleased = true;
        client.removeListener('end', onEnd);
        release(error);
      };
      client.once('end', onEnd);
      return client;
    });
  };
  pool.connect = guarded as typeof pool.connect;
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

/** A database or an open transaction: repositories take either, so a caller can compose them. */
export type Executor = Database | Parameters<Parameters<Database['transaction']>[0]>[0];
