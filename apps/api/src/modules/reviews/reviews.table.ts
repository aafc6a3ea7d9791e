import {
  check,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { users } from '../accounts/accounts.table';
import { stores } from '../catalog/catalog.table';

/** One rating per order (demo reviews have no order). */
export const ratings = pgTable(
  'ratings',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id'),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    storeRating: smallint('store_rating').notNull(),
    riderRating: smallint('rider_rating'),
    review: text('review').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('ratings_store').on(table.storeId, table.createdAt),
    uniqueIndex('ratings_order').on(table.orderId),
    check('ratings_store_rating_range', sql`${table.storeRating} between 1 and 5`),
  ],
);
