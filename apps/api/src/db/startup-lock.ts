import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from './client';

/** The advisory lock key start-up takes on PostgreSQL (any constant no other lock uses). */
export const STARTUP_LOCK = 731_019;

/**
 * Runs start-up's migrate-and-seed with one instance at a time. Instances of a cluster start
 * together (compose, systemd templates, a rolling deploy); drizzle's migrator takes no lock and
 * the demo seed checks for an empty database first, so two at once would apply the same
 * migration twice or seed twice. The lock is held by an open transaction on one pooled
 * connection while the work runs on others, and is released when that transaction ends, even if
 * the process dies. PGlite has one process by design and needs none.
 */
export async function withStartupLock<T>(
  handle: DatabaseHandle,
  work: () => Promise<T>,
): Promise<T> {
  if (handle.kind !== 'pg') return work();
  return handle.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${STARTUP_LOCK})`);
    return work();
  });
}
