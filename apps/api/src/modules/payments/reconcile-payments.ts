import type { Database } from '../../db/client';
import type { PaymentStatus } from './payment-provider';
import { createConfiguredProviders, type ProviderSet } from './payment-providers.usecases';
import { readPaymentSettings } from './payment-settings.repository';
import { listAwaitingPaymentOrders } from '../orders/payment-orders.repository';
import { listOpenAttempts } from './payments.repository';
import { settlePayment, type PaymentLog } from './settle-payment.usecases';

const MINUTE_MS = 60_000;

export interface ReconcileSummary {
  checked: number;
  paid: number;
  failed: number;
  stillPending: number;
}

/**
 * Re-checks orders left awaiting payment (a webhook lost, a customer who closed the tab): for each
 * order in 8 placed more than `olderThanMinutes` ago, asks the provider of each open attempt. A
 * paid attempt settles as a success; attempts all failed, or still nothing `deadlineMinutes` after
 * the order was placed, fail the order (8 → 9, wallet part and coupon given back).
 */
export async function reconcileAwaitingPayments({
  db,
  log,
  now = new Date(),
  olderThanMinutes = 10,
  deadlineMinutes = 30,
  providers,
  limit = 100,
}: {
  db: Database;
  log: PaymentLog;
  now?: Date;
  olderThanMinutes?: number;
  deadlineMinutes?: number;
  /** The configured providers by default; tests pass fakes behind the same interface. */
  providers?: ProviderSet;
  limit?: number;
}): Promise<ReconcileSummary> {
  const activeProviders = providers ?? createConfiguredProviders(await readPaymentSettings(db));
  const orders = await listAwaitingPaymentOrders(db, {
    before: new Date(now.getTime() - olderThanMinutes * MINUTE_MS),
    limit,
  });
  const summary: ReconcileSummary = { checked: 0, paid: 0, failed: 0, stillPending: 0 };

  for (const order of orders) {
    summary.checked += 1;
    const attempts = await listOpenAttempts({ db, orderId: order.id });
    const statuses: { provider: keyof ProviderSet; providerRef: string; status: PaymentStatus }[] =
      [];
    for (const attempt of attempts) {
      const provider = activeProviders[attempt.provider as keyof ProviderSet];
      if (!provider || !attempt.providerRef) continue;
      try {
        const status = await provider.fetchStatus(attempt.providerRef);
        statuses.push({ provider: provider.code, providerRef: attempt.providerRef, status });
      } catch (error) {
        log.warn(
          { err: error, orderId: order.id, provider: attempt.provider },
          'reconciler: provider status unavailable',
        );
      }
    }

    const paid = statuses.find((entry) => entry.status.outcome === 'succeeded');
    const allFailed =
      attempts.length > 0 &&
      statuses.length === attempts.length &&
      statuses.every((entry) => entry.status.outcome === 'failed');
    const isPastDeadline = order.createdAt.getTime() <= now.getTime() - deadlineMinutes * MINUTE_MS;

    let outcome: 'paid' | 'failed' | 'pending' = 'pending';
    if (paid) {
      const { result } = await settlePayment({
        db,
        log,
        provider: paid.provider,
        eventId: `reconcile:${paid.providerRef}:succeeded`,
        providerRef: paid.providerRef,
        outcome: 'succeeded',
        amountMinor: paid.status.amountMinor,
        currency: paid.status.currency,
        reason: `${paid.provider} payment confirmed by the reconciler`,
      });
      outcome = result === 'paid' ? 'paid' : result === 'failed' ? 'failed' : 'pending';
    } else if (allFailed && statuses[0]) {
      const { result } = await settlePayment({
        db,
        log,
        provider: statuses[0].provider,
        eventId: `reconcile:${statuses[0].providerRef}:failed`,
        providerRef: statuses[0].providerRef,
        outcome: 'failed',
        amountMinor: null,
        reason: `${statuses[0].provider} payment failed (reconciler)`,
      });
      outcome = result === 'failed' ? 'failed' : 'pending';
    } else if (isPastDeadline) {
      const { result } = await settlePayment({
        db,
        log,
        provider: 'SYSTEM',
        eventId: `reconcile:deadline:${order.id}`,
        orderId: order.id,
        outcome: 'failed',
        amountMinor: null,
        actor: 'system',
        reason: `no payment within ${deadlineMinutes} minutes`,
      });
      outcome = result === 'failed' ? 'failed' : 'pending';
    }
    if (outcome === 'paid') summary.paid += 1;
    else if (outcome === 'failed') summary.failed += 1;
    else summary.stillPending += 1;
  }
  if (summary.paid || summary.failed) log.info(summary, 'reconciler: settled awaiting payments');
  return summary;
}
