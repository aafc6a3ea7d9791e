import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.table';
import { stores } from '../catalog/catalog.table';

/**
 * Money the marketplace settled outside an order, recorded by an admin:
 * - `rider_payout`: earnings paid to a rider;
 * - `rider_cash_deposit`: cash on delivery a rider handed in (lowers their cash in hand);
 * - `store_payout`: a store's takings less commission, paid to its owner.
 */
export const payouts = pgTable(
  'payouts',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').$type<'rider_payout' | 'rider_cash_deposit' | 'store_payout'>().notNull(),
    riderId: integer('rider_id').references(() => users.id, { onDelete: 'restrict' }),
    storeId: integer('store_id').references(() => stores.id, { onDelete: 'restrict' }),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    reference: text('reference').notNull().default(''),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('payouts_rider').on(table.riderId, table.createdAt),
    index('payouts_store').on(table.storeId, table.createdAt),
    check('payouts_amount_positive', sql`${table.amountMinor} > 0`),
    check(
      'payouts_payee',
      sql`(${table.kind} = 'store_payout' and ${table.storeId} is not null and ${table.riderId} is null)
        or (${table.kind} <> 'store_payout' and ${table.riderId} is not null and ${table.storeId} is null)`,
    ),
  ],
);
