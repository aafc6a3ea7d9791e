import { and, asc, eq, inArray, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { Executor } from '../../db/client';
import { findPaymentStateOfOrder } from '../orders/payment-orders.repository';
import { creditWallet } from '../wallet/wallet.repository';
import type { RefundState } from './payment-provider';
import { payments, refunds } from './payments.table';

/** The providers whose refund API Swiftbite calls; others (PayU) refund to the wallet. */
export const CARD_REFUND_PROVIDERS = [
  'STRIPE',
  'RAZORPAY',
  'PHONEPE',
  'MERCADOPAGO',
  'PAYMONGO',
  'PAYTM',
] as const;

export type RefundRow = typeof refunds.$inferSelect;

/**
 * In the cancelling transaction: when the order was paid through a provider with a refund API,
 * records one pending refund of `amountMinor` to it and returns true; false means the caller
 * credits the wallet instead. A second call for the same order and purpose records nothing and
 * returns true. `purpose`: `order` (cancelled or failed), or `line:<id>` (a grocery line short).
 */
export async function queueCardRefund(
  tx: Executor,
  {
    orderId,
    amountMinor,
    purpose = 'order',
  }: { orderId: number; amountMinor: number; purpose?: string },
): Promise<boolean> {
  const [paid] = await tx
    .select({ id: payments.id, provider: payments.provider, currency: payments.currency })
    .from(payments)
    .where(
      and(
        eq(payments.orderId, orderId),
        eq(payments.status, 'succeeded'),
        inArray(payments.provider, [...CARD_REFUND_PROVIDERS]),
      ),
    )
    .orderBy(asc(payments.id))
    .limit(1);
  if (!paid) return false;
  await tx
    .insert(refunds)
    .values({
      orderId,
      paymentId: paid.id,
      provider: paid.provider,
      amountMinor,
      currency: paid.currency,
      purpose,
    })
    .onConflictDoNothing({ target: [refunds.orderId, refunds.purpose] });
  return true;
}

/**
 * Takes up to `limit` pending refunds that are due (of one order, or all) and pushes their next
 * attempt into the future in the same statement, so two workers (or two instances) never call the
 * provider for the same refund at once. SKIP LOCKED lets a second worker take the others.
 */
export async function claimDueRefunds(
  db: Database,
  {
    now,
    orderId,
    limit,
    leaseSeconds,
  }: {
    now: Date;
    orderId?: number;
    limit: number;
    leaseSeconds: number;
  },
) {
  const due = db
    .select({ id: refunds.id })
    .from(refunds)
    .where(
      and(
        eq(refunds.status, 'pending'),
        lte(refunds.nextAttemptAt, now),
        orderId === undefined ? undefined : eq(refunds.orderId, orderId),
      ),
    )
    .orderBy(asc(refunds.nextAttemptAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(refunds)
    .set({
      attempts: sql`${refunds.attempts} + 1`,
      nextAttemptAt: new Date(now.getTime() + leaseSeconds * 1000),
      updatedAt: now,
    })
    .where(inArray(refunds.id, due))
    .returning();
}

/** What a refund needs to be sent: the attempt's provider ref and the order's public id. */
export async function findRefundContext(db: Executor, refundId: number) {
  const [row] = await db
    .select({ paymentRef: payments.providerRef, orderId: refunds.orderId })
    .from(refunds)
    .innerJoin(payments, eq(payments.id, refunds.paymentId))
    .where(eq(refunds.id, refundId));
  const order = row ? await findPaymentStateOfOrder(db, row.orderId) : null;
  return row && order
    ? { paymentRef: row.paymentRef, uniqueOrderId: order.uniqueOrderId, userId: order.userId }
    : null;
}

/** The refund a provider notification is about: by its provider ref, else by our key. */
export async function findRefundForEvent(
  db: Executor,
  {
    provider,
    providerRef,
    refundId,
  }: { provider: string; providerRef: string; refundId: number | null },
) {
  const [row] = await db
    .select()
    .from(refunds)
    .where(
      and(
        eq(refunds.provider, provider),
        or(
          eq(refunds.providerRef, providerRef),
          refundId === null ? undefined : eq(refunds.id, refundId),
        ),
      ),
    )
    .for('update');
  return row ?? null;
}

/**
 * Records what the provider said. A refund only moves forward (pending → succeeded → failed is
 * possible at Stripe, when a bank returns a refund); the move to failed credits the wallet once,
 * guarded by the conditional UPDATE, so a replayed or concurrent notification credits nothing more.
 */
export async function applyRefundState(
  tx: Executor,
  {
    refund,
    status,
    providerRef,
    error,
    now = new Date(),
  }: {
    refund: Pick<RefundRow, 'id' | 'orderId' | 'amountMinor'>;
    status: RefundState;
    providerRef: string | null;
    error?: string;
    now?: Date;
  },
): Promise<RefundState | null> {
  const from: RefundState[] =
    status === 'failed' ? ['pending', 'succeeded'] : status === 'succeeded' ? ['pending'] : [];
  const [moved] = await tx
    .update(refunds)
    .set({
      ...(from.length ? { status } : {}),
      ...(providerRef
        ? { providerRef: sql`coalesce(${refunds.providerRef}, ${providerRef})` }
        : {}),
      ...(error ? { lastError: error.slice(0, 500) } : {}),
      updatedAt: now,
    })
    .where(
      and(
        eq(refunds.id, refund.id),
        from.length ? inArray(refunds.status, from) : eq(refunds.status, 'pending'),
      ),
    )
    .returning({ status: refunds.status });
  if (!moved) return null;
  if (status === 'failed') {
    const order = await findPaymentStateOfOrder(tx, refund.orderId);
    if (!order) throw new Error(`refund ${refund.id}: no order ${refund.orderId}`);
    await creditWallet(tx, {
      userId: order.userId,
      amountMinor: refund.amountMinor,
      description: `Card refund did not go through, credited here: order ${order.uniqueOrderId}`,
      orderId: refund.orderId,
    });
  }
  return moved.status as RefundState;
}

/** A pending refund's next look: after a call that failed, or to ask where it stands. */
export async function scheduleRefund(
  db: Executor,
  { id, at, error, providerRef }: { id: number; at: Date; error?: string; providerRef?: string },
) {
  await db
    .update(refunds)
    .set({
      nextAttemptAt: at,
      ...(error ? { lastError: error.slice(0, 500) } : {}),
      ...(providerRef
        ? { providerRef: sql`coalesce(${refunds.providerRef}, ${providerRef})` }
        : {}),
      updatedAt: new Date(),
    })
    .where(and(eq(refunds.id, id), eq(refunds.status, 'pending')));
}

/** Card refunds of these orders, for the customer's order views. */
export async function listCardRefunds(db: Executor, orderIds: number[]) {
  if (!orderIds.length) return [];
  return db
    .select({
      orderId: refunds.orderId,
      provider: refunds.provider,
      status: refunds.status,
      amountMinor: refunds.amountMinor,
    })
    .from(refunds)
    .where(and(inArray(refunds.orderId, orderIds), eq(refunds.purpose, 'order')));
}
