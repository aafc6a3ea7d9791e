import { and, asc, desc, eq, lt, sql } from 'drizzle-orm';
import { ORDER_STATUS } from '@app/shared/orders/orders.models';
import type { Database } from '../../db/client';
import { users } from '../accounts/accounts.table';
import { stores } from '../catalog/catalog.table';
import type { Executor } from '../../db/client';
import { orders } from '../orders/orders.table';
import type { ProviderCode } from './payment-provider';
import { payments, webhookEvents } from './payments.table';

/** The order with what starting its payment needs, or null when it is not the caller's. */
export async function findOwnedOrder({
  db,
  userId,
  uniqueOrderId,
}: {
  db: Database;
  userId: number;
  uniqueOrderId: string;
}) {
  const [row] = await db
    .select({
      id: orders.id,
      uniqueOrderId: orders.uniqueOrderId,
      status: orders.status,
      paymentMethod: orders.paymentMethod,
      paymentStatus: orders.paymentStatus,
      payableMinor: orders.payableMinor,
      customerName: users.name,
      customerEmail: users.email,
      customerPhone: users.phone,
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(and(eq(orders.uniqueOrderId, uniqueOrderId), eq(orders.userId, userId)));
  return row ?? null;
}

/** A started attempt; starting the same attempt twice (same provider ref) keeps one row. */
export async function insertPaymentAttempt(
  db: Executor,
  values: {
    orderId: number;
    provider: ProviderCode;
    providerRef: string;
    amountMinor: number;
    currency: string;
  },
) {
  await db
    .insert(payments)
    .values({ ...values, status: 'created' })
    .onConflictDoNothing({ target: [payments.provider, payments.providerRef] });
}

export async function findPaymentByRef(
  db: Executor,
  { provider, providerRef }: { provider: ProviderCode; providerRef: string },
) {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.provider, provider), eq(payments.providerRef, providerRef)));
  return row ?? null;
}

/** True the first time this provider event is seen; false for a replay (nothing is written). */
export async function recordWebhookEvent(
  tx: Executor,
  { provider, eventId }: { provider: string; eventId: string },
): Promise<boolean> {
  const inserted = await tx
    .insert(webhookEvents)
    .values({ provider, eventId })
    .onConflictDoNothing({ target: [webhookEvents.provider, webhookEvents.eventId] })
    .returning({ id: webhookEvents.id });
  return inserted.length > 0;
}

/** The order as settling needs it, with its store's auto-accept flag. */
export async function findOrderForSettling(tx: Executor, orderId: number) {
  const [row] = await tx
    .select({
      id: orders.id,
      userId: orders.userId,
      kind: orders.kind,
      uniqueOrderId: orders.uniqueOrderId,
      status: orders.status,
      paymentStatus: orders.paymentStatus,
      payableMinor: orders.payableMinor,
      walletUsedMinor: orders.walletUsedMinor,
      couponId: orders.couponId,
      scheduledFor: orders.scheduledFor,
      storeAutoAccepts: stores.autoAcceptOrders,
    })
    .from(orders)
    .innerJoin(stores, eq(stores.id, orders.storeId))
    .where(eq(orders.id, orderId));
  return row ?? null;
}

export async function updatePaymentStatus(
  tx: Executor,
  {
    id,
    status,
    details,
  }: { id: number; status: 'succeeded' | 'failed'; details: Record<string, unknown> },
) {
  await tx
    .update(payments)
    .set({
      status,
      details: sql`${payments.details} || ${JSON.stringify(details)}::jsonb`,
      updatedAt: sql`now()`,
    })
    .where(eq(payments.id, id));
}

/** Orders still awaiting payment that were placed before `before`, oldest first. */
export async function listAwaitingPaymentOrders({
  db,
  before,
  limit,
}: {
  db: Database;
  before: Date;
  limit: number;
}) {
  return db
    .select({ id: orders.id, uniqueOrderId: orders.uniqueOrderId, createdAt: orders.createdAt })
    .from(orders)
    .where(and(eq(orders.status, ORDER_STATUS.AWAITING_PAYMENT), lt(orders.createdAt, before)))
    .orderBy(asc(orders.createdAt))
    .limit(limit);
}

/** An order's attempts still open at their provider, newest first. */
export async function listOpenAttempts({ db, orderId }: { db: Database; orderId: number }) {
  return db
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.status, 'created')))
    .orderBy(desc(payments.id));
}

/** The payment state of the order a PayU transaction belongs to, when it is the caller's. */
export async function findPaymentStateByRef({
  db,
  provider,
  providerRef,
  userId,
}: {
  db: Database;
  provider: ProviderCode;
  providerRef: string;
  userId: number;
}) {
  const [row] = await db
    .select({
      uniqueOrderId: orders.uniqueOrderId,
      status: orders.status,
      paymentStatus: orders.paymentStatus,
    })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(
      and(
        eq(payments.provider, provider),
        eq(payments.providerRef, providerRef),
        eq(orders.userId, userId),
      ),
    );
  return row ?? null;
}

export async function findPaymentStateOfOrder(db: Executor, orderId: number) {
  const [row] = await db
    .select({
      uniqueOrderId: orders.uniqueOrderId,
      status: orders.status,
      paymentStatus: orders.paymentStatus,
    })
    .from(orders)
    .where(eq(orders.id, orderId));
  return row ?? null;
}
