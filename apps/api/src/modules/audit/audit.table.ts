import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.table';

/** Who did what to whom: impersonation, bans, account deletion, and every console write (before and after). */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    actorUserId: integer('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    targetUserId: integer('target_user_id').references(() => users.id, { onDelete: 'set null' }),
    details: jsonb('details').$type<Record<string, unknown>>(),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('audit_log_target').on(table.targetUserId, table.createdAt),
    index('audit_log_created').on(table.createdAt),
    index('audit_log_action').on(table.action, table.createdAt),
    index('audit_log_actor').on(table.actorUserId, table.createdAt),
  ],
);
