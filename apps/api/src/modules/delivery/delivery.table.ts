import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.table';
import { stores } from '../catalog/catalog.table';

/** One row per rider (users with role 'rider'), created on first use. */
export const riderProfiles = pgTable(
  'rider_profiles',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Only online riders see and accept new orders. */
    isOnline: boolean('is_online').notNull().default(false),
    /** Most orders held at once (status 3 or 4); the `riderMaxOrders` setting overrides it when set. */
    maxOrders: integer('max_orders').notNull().default(3),
    /** 'pending' (signed up, waiting for an admin), 'approved', or 'suspended': only approved riders get orders. */
    approval: text('approval')
      .$type<'pending' | 'approved' | 'suspended'>()
      .notNull()
      .default('approved'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      'rider_profiles_approval',
      sql`${table.approval} in ('pending', 'approved', 'suspended')`,
    ),
  ],
);

/** The stores a rider delivers for: their orders are offered to the rider. */
export const riderStores = pgTable(
  'rider_stores',
  {
    riderId: integer('rider_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.riderId, table.storeId] }),
    index('rider_stores_store').on(table.storeId),
  ],
);

/**
 * The latest position of each rider (no history). Every insert or update is announced on the
 * `rider_locations` NOTIFY channel by a trigger (migration 0006).
 */
export const riderLocations = pgTable('rider_locations', {
  riderId: integer('rider_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  latitude: doublePrecision('latitude').notNull(),
  longitude: doublePrecision('longitude').notNull(),
  /** Degrees clockwise from north, when the device knows it. */
  heading: real('heading'),
  at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
});
