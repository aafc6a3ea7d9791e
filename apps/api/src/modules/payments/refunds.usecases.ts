import type { Database } from '../../db/client';
import {
  RefundRejectedError,
  type ProviderCode,
  type RefundState,
  type VerifiedRefund,
} from './payment-provider';
import { createConfiguredProviders, type ProviderSet } from './payment-providers.usecases';
import { readPaymentSettings } from './payment-settings.repository';
import { recordWebhookEvent } from './payments.repository';
import {
  applyRefundState,
  claimDueRefunds,
  findRefundContext,
  findRefundForEvent,
  scheduleRefund,
  type RefundRow,
} from './refunds.repository';
import type { PaymentLog } from './settle-payment.usecases';

const MINUTE_MS = 60_000;
/** Calls that fail (timeouts, 5xx) before the refund goes to the wallet: about 4 hours in all. */
export const MAX_REFUND_SEND_ATTEMPTS = 8;
/** How long a claimed refund is left alone while its call runs. */
const LEASE_SECONDS = 120;

/** 1, 2, 4, … minutes, at most 6 hours: the wait before the next call or status check. */
export function refundBackoffMs(attempts: number): number {
  return Math.min(MINUTE_MS * 2 ** Math.max(attempts - 1, 0), 360 * MINUTE_MS);
}

/** The idempotency key of a refund row, echoed back in the provider's metadata / notes. */
export function refundKeyOf(refundId: number): string {
  return `swiftbite-refund-${refundId}`;
}

function refundIdOfKey(key: string | null): number | null {
  const match = /^swiftbite-refund-(\d{1,10})$/.exec(key ?? '');
  const id = match ? Number(match[1]) : NaN;
  return Number.isSafeInteger(id) && id <= 2_147_483_647 ? id : null;
}

export interface RefundRunSummary {
  claimed: number;
  succeeded: number;
  failed: number;
  pending: number;
}

/**
 * Sends (or checks) the refunds that are due: a new refund is created at its provider with an
 * idempotency key, so a retry after a timeout never refunds twice; a refund the provider holds as
 * pending is asked again later, in case its notification is lost. A refusal, or calls failing for
 * ~4 hours, credits the wallet instead: the customer always gets the money back.
 */
export async function processDueRefunds({
  db,
  log,
  providers,
  now = new Date(),
  orderId,
  limit = 20,
}: {
  db: Database;
  log: PaymentLog;
  /** The configured providers by default; tests may pass their own behind the same interface. */
  providers?: ProviderSet;
  now?: Date;
  orderId?: number;
  limit?: number;
}): Promise<RefundRunSummary> {
  const claimed = await claimDueRefunds(db, { now, orderId, limit, leaseSeconds: LEASE_SECONDS });
  const summary: RefundRunSummary = {
    claimed: claimed.length,
    succeeded: 0,
    failed: 0,
    pending: 0,
  };
  if (!claimed.length) return summary;
  const active = providers ?? createConfiguredProviders(await readPaymentSettings(db));
  for (const refund of claimed) {
    const state = await sendOrCheck({ db, log, refund, providers: active, now });
    summary[state] += 1;
  }
  return summary;
}

async function sendOrCheck({
  db,
  log,
  refund,
  providers,
  now,
}: {
  db: Database;
  log: PaymentLog;
  refund: RefundRow;
  providers: ProviderSet;
  now: Date;
}): Promise<'succeeded' | 'failed' | 'pending'> {
  const provider = providers[refund.provider as ProviderCode];
  const context = await findRefundContext(db, refund.id);
  const retryAt = new Date(now.getTime() + refundBackoffMs(refund.attempts));
  try {
    if (!provider?.refund || !context?.paymentRef) {
      throw new Error(`${refund.provider} is not configured: its refund cannot be sent`);
    }
    const answer =
      refund.providerRef && provider.fetchRefund
        ? await provider.fetchRefund({
            paymentRef: context.paymentRef,
            refundRef: refund.providerRef,
          })
        : await provider.refund({
            paymentRef: context.paymentRef,
            amountMinor: refund.amountMinor,
            currency: refund.currency,
            refundKey: refundKeyOf(refund.id),
            uniqueOrderId: context.uniqueOrderId,
          });
    log.info(
      { refundId: refund.id, provider: refund.provider, ...answer },
      'refund answered by the provider',
    );
    if (answer.status === 'pending') {
      await scheduleRefund(db, { id: refund.id, at: retryAt, providerRef: answer.providerRef });
      return 'pending';
    }
    const moved = await db.transaction((tx) =>
      applyRefundState(tx, { refund, status: answer.status, providerRef: answer.providerRef }),
    );
    return moved ?? 'pending';
  } catch (error) {
    const message = (error instanceof Error && error.message) || String(error);
    const isFinal =
      error instanceof RefundRejectedError ||
      (refund.providerRef === null && refund.attempts >= MAX_REFUND_SEND_ATTEMPTS);
    if (!isFinal) {
      log.warn({ refundId: refund.id, err: error, retryAt }, 'refund call failed: will retry');
      await scheduleRefund(db, { id: refund.id, at: retryAt, error: message });
      return 'pending';
    }
    log.error(
      { refundId: refund.id, err: error },
      'refund refused or undeliverable: credited to the wallet',
    );
    await db.transaction((tx) =>
      applyRefundState(tx, { refund, status: 'failed', providerRef: null, error: message }),
    );
    return 'failed';
  }
}

/**
 * Right after a cancellation commits: sends that order's refund so the answer (usually final for
 * cards) is in the response, waiting at most `waitMs`; the call goes on in the background after
 * that, and the worker retries anything left. Never throws: the cancellation already stands.
 */
export async function sendRefundsOfOrder({
  db,
  log,
  orderId,
  waitMs = 4000,
}: {
  db: Database;
  log: PaymentLog;
  orderId: number;
  waitMs?: number;
}): Promise<void> {
  const run = processDueRefunds({ db, log, orderId }).catch((error: unknown) => {
    log.error({ err: error, orderId }, 'sending the refund failed: the refund worker will retry');
  });
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, waitMs);
  });
  await Promise.race([run, timeout]);
  clearTimeout(timer);
}

export type RefundEventResult =
  'duplicate' | 'unknown_refund' | 'unchanged' | `refund_${RefundState}`;

/** A signed refund notification, once per event id, in one transaction. */
export async function settleRefundEvent({
  db,
  log,
  provider,
  eventId,
  refund,
}: {
  db: Database;
  log: PaymentLog;
  provider: ProviderCode;
  eventId: string;
  refund: VerifiedRefund;
}): Promise<RefundEventResult> {
  return db.transaction(async (tx): Promise<RefundEventResult> => {
    if (!(await recordWebhookEvent(tx, { provider, eventId }))) return 'duplicate';
    const row = await findRefundForEvent(tx, {
      provider,
      providerRef: refund.providerRef,
      refundId: refundIdOfKey(refund.refundKey),
    });
    if (!row) {
      log.warn({ provider, eventId, refund }, 'refund notification for no refund of ours: ignored');
      return 'unknown_refund';
    }
    const moved = await applyRefundState(tx, {
      refund: row,
      status: refund.status,
      providerRef: refund.providerRef,
    });
    return moved ? `refund_${moved}` : 'unchanged';
  });
}
