import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { openPglite, PgliteDeadlockError, type PgliteStall } from './client';

/** Drizzle wraps driver errors in its own, with the original as the cause. */
function isDeadlockError(error: unknown): boolean {
  return (
    error instanceof PgliteDeadlockError ||
    (error instanceof Error && error.cause instanceof PgliteDeadlockError)
  );
}

// About the embedded database only; the same file runs in both API projects but opens PGlite itself.
describe('PGlite guard against waiting on its own transaction', () => {
  let close: (() => Promise<void>) | null = null;
  afterEach(async () => {
    await close?.();
    close = null;
  });

  it('a query on the handle inside an open transaction fails at once instead of hanging', async () => {
    const { handle } = await openPglite();
    close = handle.close;
    const { db } = handle;
    await expect(
      db.transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        await db.execute(sql`select 2`);
      }),
    ).rejects.toSatisfy(isDeadlockError);
    // The database still answers afterwards: the transaction ended.
    const result = (await db.execute(sql`select 3 as n`)) as unknown as { rows: { n: number }[] };
    expect(result.rows[0]?.n).toBe(3);
  });

  it('a nested transaction on the handle fails the same way; work on tx and after commit is fine', async () => {
    const { handle } = await openPglite();
    close = handle.close;
    const { db } = handle;
    await expect(
      db.transaction(async () => {
        await db.transaction(async (inner) => inner.execute(sql`select 1`));
      }),
    ).rejects.toSatisfy(isDeadlockError);
    let later: Promise<unknown> | null = null;
    await db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      // Fire and forget: runs once the transaction has ended, so it is allowed.
      later = Promise.resolve()
        .then(() => new Promise((resolve) => setTimeout(resolve, 5)))
        .then(() => db.execute(sql`select 4`));
    });
    await expect(later).resolves.toBeTruthy();
  });

  it('the watchdog reports a transaction that holds the database too long, once', async () => {
    const stalls: PgliteStall[] = [];
    const { handle } = await openPglite({
      stallReportMs: 100,
      onStall: (stall) => stalls.push(stall),
    });
    close = handle.close;
    const { db } = handle;
    const held = db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      await new Promise((resolve) => setTimeout(resolve, 400));
    });
    // Drizzle's queries start when awaited; then() starts this one now, behind the transaction.
    const queued = db.execute(sql`select 2`).then((result) => result);
    await held;
    await queued;
    expect(stalls).toHaveLength(1);
    expect(stalls[0]?.label).toMatch(/^transaction from /);
    expect(stalls[0]?.label).toContain('client.test.ts');
    expect(stalls[0]?.heldMs).toBeGreaterThanOrEqual(100);
    expect(stalls[0]?.waiting).toBe(1);
    // Opening PGlite alone took over 20 s on a loaded two-core machine.
  }, 60_000);
});
