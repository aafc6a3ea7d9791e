import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { findUserContacts } from '../accounts/user-contacts.repository';
import { storeAutoAcceptsSql } from '../catalog/store-contacts.repository';
import type { Executor } from '../../db/client';
import {
  findOrderForSettling as findSettlingOrder,
  findOrderToPay,
  findPaymentStateOfOrder,
} from '../orders/payment-orders.repository';
import type { ProviderCode } from './payment-provider';
import { payments, webhookEvents } from './payments.table';

/** The caller's order with what starting its payment needs and who pays, or null. */
export async function findOwnedOrder({
  db,
  userId,
  uniqueOrderId,
}: {
  db: Database;
  userId: number;
  uniqueOrderId: string;
}) {
  const [order, contacts] = await Promise.all([
    findOrderToPay(db, { userId, uniqueOrderId }),
    findUserContacts(db, [userId]),
  ]);
  const customer = contacts.get(userId);
  if (!order || !customer) return null;
  return {
    ...order,
    customerName: customer.name,
    customerEmail: customer.email,
    customerPhone: customer.phone,
  };
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
export function findOrderForSettling(tx: Executor, orderId: number) {
  return findSettlingOrder(tx, orderId, storeAutoAcceptsSql);
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
  const [attempt] = await db
    .select({ orderId: payments.orderId })
    .from(payments)
    .where(and(eq(payments.provider, provider), eq(payments.providerRef, providerRef)));
  const state = attempt ? await findPaymentStateOfOrder(db, attempt.orderId) : null;
  return state && state.userId === userId ? state : null;
}

/** Every payment attempt of an order, oldest first (the admin's order view; one indexed lookup). */
export function listPaymentsOfOrder(db: Executor, orderId: number) {
  return db
    .select({
      provider: payments.provider,
      status: payments.status,
      amountMinor: payments.amountMinor,
    })
    .from(payments)
    .where(eq(payments.orderId, orderId))
    .orderBy(payments.id);
}

/** An order's attempts at one provider, newest first (the ten latest). */
export function listAttemptsAt(
  db: Executor,
  { orderId, provider }: { orderId: number; provider: ProviderCode },
) {
  return db
    .select({ providerRef: payments.providerRef, status: payments.status })
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.provider, provider)))
    .orderBy(desc(payments.id))
    .limit(10);
}
