import {
  index,
  integer,
  pgEnum,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.table';

export const otpPurpose = pgEnum('otp_purpose', [
  'login',
  'register',
  'password_reset',
  'phone_update',
]);

/** One-time codes: 6 digits, only a hash stored, 10 minutes, 5 attempts (issue 4). */
export const otpCodes = pgTable(
  'otp_codes',
  {
    id: serial('id').primaryKey(),
    purpose: otpPurpose('purpose').notNull(),
    /** Normalised email or E.164 phone the code was sent to. */
    destination: text('destination').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    attempts: smallint('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('otp_codes_destination').on(table.purpose, table.destination, table.createdAt)],
);

/** Fixed-window counters for rate limits shared by every API instance (key: what is limited). */
export const rateLimitHits = pgTable('rate_limit_hits', {
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  count: integer('count').notNull().default(0),
});
