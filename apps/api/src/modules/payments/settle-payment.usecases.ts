import type { FastifyBaseLogger } from 'fastify';
import { ORDER_STATUS, statusAfterPayment } from '@app/shared/orders/orders.models';
import type { Database } from '../../db/client';
import { refundOrder } from '../orders/order-money.usecases';
import { transitionOrder, type Executor } from '../orders/orders.repository';
import type { PaymentOutcome, ProviderCode } from './payment-provider';
import {
  findOrderForSettling,
  findPaymentByRef,
  recordWebhookEvent,
  updatePaymentStatus,
} from './payments.repository';

export type PaymentLog = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;

export type SettleResult =
  /** The event id was seen before: nothing changed. */
  | 'duplicate'
  | 'ignored'
  /** No attempt with this provider ref (another system's payment, or a forged ref). */
  | 'unknown_payment'
  | 'paid'
  | 'failed'
  /** The order had already left 8: recorded on the attempt, the order not moved. */
  | 'order_not_awaiting';

export interface SettleInput {
  db: Database;
  log: PaymentLog;
  /** SYSTEM: the reconciler failing an order at its deadline, about no attempt in particular. */
  provider: ProviderCode | 'SYSTEM';
  eventId: string;
  outcome: PaymentOutcome;
  /** The attempt the event is about... */
  providerRef?: string | null;
  /** ...or, for the reconciler's deadline, the order itself (it may have no attempt at all). */
  orderId?: number;
  amountMinor: number | null;
  currency?: string | null;
  actor?: 'payment' | 'system';
  reason?: string;
}

/**
 * The one way a payment outcome reaches an order (webhooks, returns, the reconciler), in one
 * transaction: the event id is recorded first, so a replay changes nothing; a success whose amount
 * is not the order's payable amount is not taken as paid; success moves 8 → 1/2/10 and failure
 * 8 → 9 with the wallet part and the coupon given back.
 */
export async function settlePayment(input: SettleInput): Promise<{
  result: SettleResult;
  orderId: number | null;
}> {
  const { db, log, provider, eventId, outcome } = input;
  return db.transaction(async (tx) => {
    if (!(await recordWebhookEvent(tx, { provider, eventId }))) {
      log.info({ provider, eventId }, 'payment event replayed: nothing changed');
      return { result: 'duplicate' as const, orderId: null };
    }
    if (outcome === 'ignored') return { result: 'ignored' as const, orderId: null };

    const attempt =
      input.providerRef && provider !== 'SYSTEM'
        ? await findPaymentByRef(tx, { provider, providerRef: input.providerRef })
        : null;
    const orderId = attempt?.orderId ?? input.orderId ?? null;
    const order = orderId === null ? null : await findOrderForSettling(tx, orderId);
    if (!order || (attempt === null && input.orderId === undefined)) {
      log.warn(
        { provider, eventId, providerRef: input.providerRef },
        'payment event for no known payment attempt: ignored',
      );
      return { result: 'unknown_payment' as const, orderId: null };
    }

    const details = {
      lastEventId: eventId,
      lastOutcome: outcome,
      reportedAmountMinor: input.amountMinor,
    };
    const lateEvent = async () => {
      if (attempt && outcome === 'succeeded') {
        await updatePaymentStatus(tx, { id: attempt.id, status: 'succeeded', details });
      }
      // Re-read: another event may have moved the order since it was read above.
      const current = (await findOrderForSettling(tx, order.id)) ?? order;
      const isRepeatedSuccess = outcome === 'succeeded' && current.paymentStatus === 'paid';
      if (!isRepeatedSuccess) {
        log.warn(
          { provider, eventId, orderId: order.id, status: current.status, outcome },
          'payment event for an order no longer awaiting payment: recorded, order not moved; check it',
        );
      }
      return { result: 'order_not_awaiting' as const, orderId: order.id };
    };
    if (order.status !== ORDER_STATUS.AWAITING_PAYMENT) return lateEvent();

    const isAmountRight =
      input.amountMinor === order.payableMinor &&
      (!input.currency ||
        !attempt ||
        input.currency.toUpperCase() === attempt.currency.toUpperCase());
    if (outcome === 'succeeded' && isAmountRight) {
      const moved = await transitionOrder(tx, {
        kind: order.kind,
        orderId: order.id,
        from: ORDER_STATUS.AWAITING_PAYMENT,
        to: statusAfterPayment({
          isScheduled: order.scheduledFor !== null,
          storeAutoAccepts: order.storeAutoAccepts,
        }),
        actor: 'payment',
        reason: input.reason ?? `${provider} payment ${eventId}`,
        set: { paymentStatus: 'paid' },
      });
      if (!moved) return lateEvent();
      if (attempt) await updatePaymentStatus(tx, { id: attempt.id, status: 'succeeded', details });
      return { result: 'paid' as const, orderId: order.id };
    }

    if (outcome === 'succeeded') {
      log.error(
        {
          provider,
          eventId,
          orderId: order.id,
          amountMinor: input.amountMinor,
          payableMinor: order.payableMinor,
          currency: input.currency,
        },
        'payment amount differs from the order: not taken as paid; the order fails, refund the provider payment by hand',
      );
    }
    await failOrder(tx, {
      order,
      actor: input.actor ?? 'payment',
      reason:
        input.reason ??
        (outcome === 'succeeded' ? `${provider} amount mismatch` : `${provider} payment failed`),
    });
    if (attempt) {
      await updatePaymentStatus(tx, {
        id: attempt.id,
        status: 'failed',
        details: outcome === 'succeeded' ? { ...details, amountMismatch: true } : details,
      });
    }
    return { result: 'failed' as const, orderId: order.id };
  });
}

async function failOrder(
  tx: Executor,
  {
    order,
    actor,
    reason,
  }: {
    order: NonNullable<Awaited<ReturnType<typeof findOrderForSettling>>>;
    actor: 'payment' | 'system';
    reason: string;
  },
) {
  const moved = await transitionOrder(tx, {
    kind: order.kind,
    orderId: order.id,
    from: ORDER_STATUS.AWAITING_PAYMENT,
    to: ORDER_STATUS.PAYMENT_FAILED,
    actor,
    reason,
    set: { paymentStatus: 'failed' },
  });
  // Nothing was collected online: only the wallet part and the coupon come back.
  if (moved)
    await refundOrder(tx, { ...order, paymentStatus: 'failed' }, { reason: 'Payment failed' });
}
