import pg from 'pg';
import type { Database } from '../db/client';

/** The first key of every job lock: this application's advisory locks, apart from anyone else's. */
const JOB_LOCK_NAMESPACE = 19_019;

/** A job's second key: a stable 32-bit hash (FNV-1a) of its name. */
export function jobLockKey(name: string): number {
  let hash = 0x811c9dc5;
  for (const char of name) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193);
  }
  return hash | 0;
}

/** The pool behind a node-postgres database; null on PGlite (one process, one runner). */
function poolOf(db: Database): pg.Pool | null {
  const client = (db as unknown as { $client?: unknown }).$client;
  return client instanceof pg.Pool ? client : null;
}

/**
 * Runs `job` unless another instance is running the job of this name (decision 019). On PostgreSQL
 * the run holds `pg_try_advisory_lock` on a pooled connection of its own, unlocked and returned
 * after: an instance that dies mid-run loses the lock with its connection. On PGlite there is one
 * process, whose runner already runs one job at a time: no lock. `ran` says whether it ran.
 */
export async function runExclusively<T>(
  db: Database,
  name: string,
  job: () => Promise<T>,
): Promise<{ ran: false } | { ran: true; result: T }> {
  const pool = poolOf(db);
  if (!pool) return { ran: true, result: await job() };
  const key = jobLockKey(name);
  const client = await pool.connect();
  let broken: Error | undefined;
  // A checked-out connection terminated while it waits (the holder "dies") reports here; with no
  // listener the event would end the process.
  const onError = (error: Error) => {
    broken = error;
  };
  client.on('error', onError);
  const release = () => {
    client.off('error', onError);
    // A connection that failed is destroyed, never handed to the next caller.
    client.release(broken);
  };
  let locked = false;
  try {
    const answer = await client.query<{ locked: boolean }>(
      'select pg_try_advisory_lock($1, $2) as locked',
      [JOB_LOCK_NAMESPACE, key],
    );
    locked = answer.rows[0]?.locked === true;
  } catch (error) {
    broken = error as Error;
    release();
    throw error;
  }
  if (!locked) {
    release();
    return { ran: false };
  }
  try {
    return { ran: true, result: await job() };
  } finally {
    try {
      await client.query('select pg_advisory_unlock($1, $2)', [JOB_LOCK_NAMESPACE, key]);
    } catch (error) {
      // The lock went with the connection (terminated, server restarted): nothing to undo.
      broken = error as Error;
    }
    release();
  }
}
