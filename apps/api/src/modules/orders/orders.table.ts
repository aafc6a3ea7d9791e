import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { OrderKind } from '@app/shared/orders/order-kinds.models';
import type {
  PickStatus,
  SubstitutionPreference,
  SubstitutionStatus,
} from '@app/shared/grocery/grocery.models';
import { users } from '../accounts/accounts.table';
import { stores } from '../catalog/catalog.table';

export interface OrderAddressSnapshot {
  address: string;
  house: string;
  landmark: string;
  tag: string;
  latitude: number;
  longitude: number;
}

export interface OrderAddonSnapshot {
  id: number;
  name: string;
  price: number;
}

/** Every money field in minor units, as the server priced it (packages/shared orders/pricing). */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    uniqueOrderId: text('unique_order_id').notNull(),
    /** food, grocery or courier (packages/shared orders/order-kinds): its pricing and its steps. */
    kind: text('kind').$type<OrderKind>().notNull().default('food'),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    /** The store that sells it; null only for courier orders (no store: `orders_store_kind`). */
    storeId: integer('store_id').references(() => stores.id, { onDelete: 'restrict' }),
    /** The state machine's status id (ARCHITECTURE §5). */
    status: smallint('status').notNull(),
    /** 'DELIVERY' or 'SELFPICKUP'. */
    deliveryType: text('delivery_type').notNull(),
    address: jsonb('address').$type<OrderAddressSnapshot>(),
    distanceKm: doublePrecision('distance_km'),
    subtotalMinor: bigint('subtotal_minor', { mode: 'number' }).notNull(),
    addonsMinor: bigint('addons_minor', { mode: 'number' }).notNull(),
    storeChargeMinor: bigint('store_charge_minor', { mode: 'number' }).notNull(),
    /** Grocery: the platform's fee on a basket under the small-cart threshold (settings). */
    smallCartFeeMinor: bigint('small_cart_fee_minor', { mode: 'number' }).notNull().default(0),
    deliveryFeeMinor: bigint('delivery_fee_minor', { mode: 'number' }).notNull(),
    taxMinor: bigint('tax_minor', { mode: 'number' }).notNull(),
    couponDiscountMinor: bigint('coupon_discount_minor', { mode: 'number' }).notNull(),
    tipMinor: bigint('tip_minor', { mode: 'number' }).notNull(),
    totalMinor: bigint('total_minor', { mode: 'number' }).notNull(),
    walletUsedMinor: bigint('wallet_used_minor', { mode: 'number' }).notNull(),
    payableMinor: bigint('payable_minor', { mode: 'number' }).notNull(),
    couponId: integer('coupon_id'),
    couponCode: text('coupon_code'),
    /** COD, WALLET, STRIPE, RAZORPAY or PAYU. */
    paymentMethod: text('payment_method').notNull(),
    /** unpaid (cash due), pending (online, started), paid, failed, refunded. */
    paymentStatus: text('payment_status').notNull(),
    comment: text('comment').notNull().default(''),
    scheduledFor: timestamp('scheduled_for', { withTimezone: true }),
    deliveryPin: text('delivery_pin'),
    riderId: integer('rider_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('orders_unique_order_id').on(table.uniqueOrderId),
    index('orders_user_created').on(table.userId, table.createdAt),
    index('orders_store_status').on(table.storeId, table.status),
    index('orders_status_updated').on(table.status, table.updatedAt),
    check('orders_kind', sql`${table.kind} in ('food', 'grocery', 'courier')`),
    check('orders_store_kind', sql`(${table.storeId} is null) = (${table.kind} = 'courier')`),
    check(
      'orders_money_adds_up',
      sql`${table.totalMinor} = ${table.subtotalMinor} - ${table.couponDiscountMinor} + ${table.storeChargeMinor} + ${table.smallCartFeeMinor} + ${table.deliveryFeeMinor} + ${table.taxMinor} + ${table.tipMinor}
        and ${table.payableMinor} = ${table.totalMinor} - ${table.walletUsedMinor}
        and ${table.totalMinor} >= 0 and ${table.payableMinor} >= 0 and ${table.walletUsedMinor} >= 0`,
    ),
  ],
);

/** The lines as ordered: names and prices are snapshots, unaffected by later menu changes. */
export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    itemId: integer('item_id'),
    name: text('name').notNull(),
    priceMinor: bigint('price_minor', { mode: 'number' }).notNull(),
    quantity: smallint('quantity').notNull(),
    addons: jsonb('addons').$type<OrderAddonSnapshot[]>().notNull().default([]),
    lineTotalMinor: bigint('line_total_minor', { mode: 'number' }).notNull(),
    /**
     * Grocery: what the customer wants when the item is short: `similar` (the store picks),
     * `specific` (`substitute_item_id`) or `remove`. Null on food and courier lines.
     */
    substitutionPreference: text('substitution_preference').$type<SubstitutionPreference>(),
    substituteItemId: integer('substitute_item_id'),
    /** Grocery picking: null until the store ticks the line (`picked`) or marks it `short`. */
    pickStatus: text('pick_status').$type<PickStatus>(),
    /**
     * Grocery: set when a short line is settled (replaced by its approved substitute, or removed);
     * `refund_minor` is what the bill went down by, `refund_wallet_minor` the part credited to the
     * wallet (the rest went back through the payment: card refund, or less cash at the door).
     */
    settledAt: timestamp('settled_at', { withTimezone: true }),
    refundMinor: bigint('refund_minor', { mode: 'number' }).notNull().default(0),
    refundWalletMinor: bigint('refund_wallet_minor', { mode: 'number' }).notNull().default(0),
  },
  (table) => [
    index('order_items_order').on(table.orderId),
    check(
      'order_items_substitution_preference',
      sql`${table.substitutionPreference} in ('similar', 'specific', 'remove')`,
    ),
    check('order_items_pick_status', sql`${table.pickStatus} in ('picked', 'short')`),
  ],
);

/**
 * A substitute the store proposes for a short grocery line. The customer approves or declines it
 * before `expires_at`; after that the line's preference decides (`similar`/`specific`: approved,
 * `remove`: declined). An approved substitute replaces the line at no more than the line's price.
 */
export const orderSubstitutions = pgTable(
  'order_substitutions',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    orderItemId: integer('order_item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    itemId: integer('item_id').notNull(),
    name: text('name').notNull(),
    quantity: smallint('quantity').notNull(),
    /** The substitute's shelf price, and what the customer pays for the line (never above the original). */
    priceMinor: bigint('price_minor', { mode: 'number' }).notNull(),
    lineTotalMinor: bigint('line_total_minor', { mode: 'number' }).notNull(),
    /** proposed, approved, declined; `decided_by` says who: customer or timeout. */
    status: text('status').$type<SubstitutionStatus>().notNull().default('proposed'),
    decidedBy: text('decided_by'),
    proposedAt: timestamp('proposed_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (table) => [
    index('order_substitutions_order').on(table.orderId),
    index('order_substitutions_open').on(table.status, table.expiresAt),
    uniqueIndex('order_substitutions_one_per_line').on(table.orderItemId),
    check(
      'order_substitutions_status',
      sql`${table.status} in ('proposed', 'approved', 'declined')`,
    ),
  ],
);

/** Every status change, appended: the customer's timeline and the audit trail. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    fromStatus: smallint('from_status'),
    toStatus: smallint('to_status').notNull(),
    /** customer, store, rider, admin, payment or system. */
    actor: text('actor').notNull(),
    actorUserId: integer('actor_user_id'),
    reason: text('reason').notNull().default(''),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('order_events_order').on(table.orderId, table.id)],
);

/** place-order keys: a retried request (same user and key) gets the first response back. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    orderId: integer('order_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('idempotency_keys_user_key').on(table.userId, table.key)],
);
