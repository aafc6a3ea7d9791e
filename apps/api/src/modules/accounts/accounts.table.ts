import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  pgEnum,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

export const userRole = pgEnum('user_role', ['customer', 'rider', 'store_owner', 'agent', 'admin']);

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email'),
    phone: text('phone'),
    passwordHash: text('password_hash'),
    avatar: text('avatar'),
    taxNumber: text('tax_number'),
    role: userRole('role').notNull().default('customer'),
    isBanned: boolean('is_banned').notNull().default(false),
    walletBalanceMinor: bigint('wallet_balance_minor', { mode: 'number' }).notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('users_email_unique').on(sql`lower(${table.email})`),
    uniqueIndex('users_phone_unique').on(table.phone),
  ],
);
