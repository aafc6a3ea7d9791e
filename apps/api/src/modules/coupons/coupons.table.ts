import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgEnum,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.table';
import { stores } from '../catalog/catalog.table';

export const couponDiscountType = pgEnum('coupon_discount_type', ['PERCENTAGE', 'AMOUNT']);

/**
 * A coupon (SPEC §3). `used_count` counts live redemptions and never passes `max_count`: a place
 * increments it with a guarded UPDATE in the order's transaction, a cancellation gives the use back.
 */
export const coupons = pgTable(
  'coupons',
  {
    id: serial('id').primaryKey(),
    /** Upper case; customers type it in any case. */
    code: text('code').notNull(),
    name: text('name').notNull().default(''),
    description: text('description').notNull().default(''),
    discountType: couponDiscountType('discount_type').notNull(),
    /** PERCENTAGE: whole percent. AMOUNT: minor units. */
    discount: integer('discount').notNull(),
    maxDiscountMinor: integer('max_discount_minor'),
    minSubtotalMinor: integer('min_subtotal_minor').notNull().default(0),
    /** The last day (platform calendar) the coupon works. */
    expiryDate: date('expiry_date', { mode: 'string' }).notNull(),
    maxCount: integer('max_count').notNull(),
    usedCount: integer('used_count').notNull().default(0),
    maxCountPerUser: integer('max_count_per_user'),
    isActive: boolean('is_active').notNull().default(true),
    /** null: a platform coupon for every store. */
    storeId: integer('store_id').references(() => stores.id, { onDelete: 'cascade' }),
    firstOrderOnly: boolean('first_order_only').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('coupons_code_unique').on(table.code),
    index('coupons_store').on(table.storeId),
    check('coupons_used_within_max', sql`${table.usedCount} between 0 and ${table.maxCount}`),
    check(
      'coupons_discount_range',
      sql`${table.discount} > 0 and (${table.discountType} = 'AMOUNT' or ${table.discount} <= 100)`,
    ),
  ],
);

/** One row per order that used a coupon; removed when that order is cancelled. */
export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    id: serial('id').primaryKey(),
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    orderId: integer('order_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('coupon_redemptions_order').on(table.orderId),
    index('coupon_redemptions_coupon_user').on(table.couponId, table.userId),
  ],
);
