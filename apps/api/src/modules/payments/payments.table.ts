import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { orders } from '../orders/orders.table';

/** One online payment attempt of an order at a provider. */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** STRIPE, RAZORPAY or PAYU. */
    provider: text('provider').notNull(),
    /** The provider's id of the attempt (PaymentIntent id, Razorpay order id, PayU txnid). */
    providerRef: text('provider_ref'),
    /** created, succeeded, failed, refunded. */
    status: text('status').notNull().default('created'),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('payments_order').on(table.orderId),
    uniqueIndex('payments_provider_ref').on(table.provider, table.providerRef),
  ],
);

/** Provider events already handled: a replayed webhook finds its id here and changes nothing. */
export const webhookEvents = pgTable(
  'webhook_events',
  {
    id: serial('id').primaryKey(),
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('webhook_events_provider_event').on(table.provider, table.eventId)],
);

/**
 * The online part of a cancelled order, or of a grocery line the store could not supply, going back
 * through the provider it was paid with. pending → succeeded or failed, from the provider's answer and its signed notifications;
 * a failed refund is credited to the customer's wallet instead, so the money never stays stuck.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    /**
     * What the refund is for: `order` (the order cancelled or failed, at most one) or
     * `line:<order_item_id>` (a grocery line short at the store); one refund per purpose.
     */
    purpose: text('purpose').notNull().default('order'),
    /** STRIPE or RAZORPAY. */
    provider: text('provider').notNull(),
    /** The provider's id of the refund (re_…, rfnd_…), once it has answered. */
    providerRef: text('provider_ref'),
    /** pending, succeeded, failed (then credited to the wallet). */
    status: text('status').notNull().default('pending'),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    /** Calls made to the provider so far; the next is not before next_attempt_at. */
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('refunds_order_purpose').on(table.orderId, table.purpose),
    uniqueIndex('refunds_provider_ref').on(table.provider, table.providerRef),
    index('refunds_due').on(table.status, table.nextAttemptAt),
  ],
);
