import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildTestApp } from '../../test/build-test-app';
import type { PaymentProvider, PaymentStatus } from './payment-provider';
import {
  createAwaitingOrder,
  insertAttempt,
  paymentSnapshot,
  paymentsSeed,
} from './payments.fixture';
import { reconcileAwaitingPayments } from './reconcile-payments';

let ctx: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  ctx = await buildTestApp({ seed: paymentsSeed() });
});
afterAll(() => ctx.close());

const silentLog = { info: () => {}, warn: () => {}, error: () => {} };
const NOW = new Date('2030-01-01T12:00:00Z');
const minutesAgo = (minutes: number) => new Date(NOW.getTime() - minutes * 60_000);

/** A provider behind the same interface, answering fetchStatus from a table. */
function fakeProvider(statuses: Record<string, PaymentStatus | Error>): PaymentProvider {
  return {
    code: 'STRIPE',
    startPayment: () => Promise.reject(new Error('not used')),
    verifyWebhook: () => {
      throw new Error('not used');
    },
    fetchStatus: (ref) => {
      const status = statuses[ref];
      if (!status) return Promise.reject(new Error(`unknown ${ref}`));
      return status instanceof Error ? Promise.reject(status) : Promise.resolve(status);
    },
  };
}

async function awaitingOrderAt(minutes: number, ref: string | null, walletUsedMinor = 0) {
  const order = await createAwaitingOrder(ctx.db, {
    createdAt: minutesAgo(minutes),
    walletUsedMinor,
  });
  if (ref) {
    await insertAttempt(ctx.db, {
      orderId: order.id,
      provider: 'STRIPE',
      providerRef: ref,
      amountMinor: order.payableMinor,
    });
  }
  return order;
}

describe('reconcileAwaitingPayments', () => {
  test('settles paid orders as paid, fails failed and overdue ones, and leaves recent ones alone', async () => {
    const paid = await awaitingOrderAt(15, 'pi_rec_paid');
    const failed = await awaitingOrderAt(15, 'pi_rec_failed', 3000);
    const pending = await awaitingOrderAt(15, 'pi_rec_pending');
    const overdue = await awaitingOrderAt(45, 'pi_rec_overdue', 1500);
    const unreachable = await awaitingOrderAt(45, 'pi_rec_unreachable');
    const neverStarted = await awaitingOrderAt(45, null);
    const recent = await awaitingOrderAt(2, 'pi_rec_recent');
    const provider = fakeProvider({
      pi_rec_paid: { outcome: 'succeeded', amountMinor: paid.payableMinor, currency: 'inr' },
      pi_rec_failed: { outcome: 'failed', amountMinor: null, currency: null },
      pi_rec_pending: { outcome: 'pending', amountMinor: null, currency: null },
      pi_rec_overdue: { outcome: 'pending', amountMinor: null, currency: null },
      pi_rec_unreachable: new Error('connect ECONNREFUSED'),
      pi_rec_recent: { outcome: 'succeeded', amountMinor: recent.payableMinor, currency: 'inr' },
    });

    const summary = await reconcileAwaitingPayments({
      db: ctx.db,
      log: silentLog,
      now: NOW,
      olderThanMinutes: 10,
      deadlineMinutes: 30,
      providers: { STRIPE: provider },
    });

    expect(summary).toEqual({ checked: 6, paid: 1, failed: 4, stillPending: 1 });
    const paidAfter = await paymentSnapshot(ctx.db, paid.id);
    expect(paidAfter.events).toEqual([{ from: 8, to: 1, actor: 'payment' }]);
    expect(paidAfter.attempts).toEqual([{ status: 'succeeded', providerRef: 'pi_rec_paid' }]);

    const failedAfter = await paymentSnapshot(ctx.db, failed.id);
    expect(failedAfter.events).toEqual([{ from: 8, to: 9, actor: 'payment' }]);
    expect(failedAfter.wallet.at(-1)).toEqual({ kind: 'credit', amountMinor: 3000 });

    expect((await paymentSnapshot(ctx.db, pending.id)).status).toBe(8);

    const overdueAfter = await paymentSnapshot(ctx.db, overdue.id);
    expect(overdueAfter.events).toEqual([{ from: 8, to: 9, actor: 'system' }]);
    expect(overdueAfter.paymentStatus).toBe('failed');
    expect(overdueAfter.wallet.at(-1)).toEqual({ kind: 'credit', amountMinor: 1500 });

    expect((await paymentSnapshot(ctx.db, unreachable.id)).status).toBe(9);
    expect((await paymentSnapshot(ctx.db, neverStarted.id)).status).toBe(9);
    expect((await paymentSnapshot(ctx.db, recent.id)).status).toBe(8);
  });

  test('a second run changes nothing more', async () => {
    const order = await awaitingOrderAt(50, 'pi_rec_twice', 500);
    const provider = fakeProvider({
      pi_rec_twice: { outcome: 'pending', amountMinor: null, currency: null },
    });
    const run = () =>
      reconcileAwaitingPayments({
        db: ctx.db,
        log: silentLog,
        now: NOW,
        providers: { STRIPE: provider },
      });
    await run();
    const once = await paymentSnapshot(ctx.db, order.id);
    expect(once.status).toBe(9);
    await run();
    expect(await paymentSnapshot(ctx.db, order.id)).toEqual(once);
    expect(once.wallet.filter((entry) => entry.kind === 'credit')).toHaveLength(1);
  });

  test('a reported payment for the wrong amount is not taken as paid', async () => {
    const order = await awaitingOrderAt(15, 'pi_rec_short');
    await reconcileAwaitingPayments({
      db: ctx.db,
      log: silentLog,
      now: NOW,
      providers: {
        STRIPE: fakeProvider({
          pi_rec_short: { outcome: 'succeeded', amountMinor: 100, currency: 'inr' },
        }),
      },
    });
    const after = await paymentSnapshot(ctx.db, order.id);
    expect(after.status).toBe(9);
    expect(after.paymentStatus).toBe('failed');
  });
});
