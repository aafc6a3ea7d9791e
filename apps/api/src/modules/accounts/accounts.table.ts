import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
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
    /**
     * An admin's console areas (`ADMIN_PERMISSIONS`); null is every area (the owner of the
     * marketplace). Ignored for other roles.
     */
    adminPermissions: text('admin_permissions').array(),
    walletBalanceMinor: bigint('wallet_balance_minor', { mode: 'number' }).notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('users_email_unique').on(sql`lower(${table.email})`),
    uniqueIndex('users_phone_unique').on(table.phone),
    check('users_wallet_not_negative', sql`${table.walletBalanceMinor} >= 0`),
  ],
);

/** Opaque bearer tokens: only a SHA-256 of the token is stored, so a database leak reveals none. */
export const authTokens = pgTable(
  'auth_tokens',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** Last call made with the token (written at most once a minute): admin sessions end 30 minutes idle. */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('auth_tokens_hash_unique').on(table.tokenHash),
    index('auth_tokens_user').on(table.userId),
  ],
);

/**
 * A provider identity (Google's `sub`) linked to a customer: it signs in from then on. An email
 * that already had an account is linked only once its password was given (check-social-login).
 */
export const socialIdentities = pgTable(
  'social_identities',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('social_identities_provider_subject').on(table.provider, table.subject),
    index('social_identities_user').on(table.userId),
  ],
);
