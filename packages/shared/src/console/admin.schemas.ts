import { z } from 'zod';
import { authenticatedRequestSchema, successSchema } from '../common/api.schemas';

/**
 * The console areas an admin may be given. An admin with no list (null on the server) has them
 * all; a support agent might have `orders`, `refunds` and `customers` only. Every admin call names
 * the one area it needs, and the server checks it before reading the body (console-access.ts).
 */
export const ADMIN_PERMISSIONS = [
  'dashboard',
  'settings',
  'languages',
  'content',
  'stores',
  'coupons',
  'riders',
  'customers',
  'orders',
  'refunds',
  'outbox',
  'audit',
  'reports',
  'staff',
] as const;
export type AdminPermission = (typeof ADMIN_PERMISSIONS)[number];
export const adminPermissionSchema = z.enum(ADMIN_PERMISSIONS);

/**
 * Sent as `1` on a console call the operator did not make (a page refreshing itself): the server
 * still ends an idle admin session but does not count the call as activity (decision 014).
 */
export const CONSOLE_BACKGROUND_HEADER = 'x-console-background';

/** What each area lets an admin do, for the staff editor and the docs. */
export const ADMIN_PERMISSION_LABELS: Record<AdminPermission, string> = {
  dashboard: 'Dashboard: figures, charts and the live map',
  settings: 'Settings: every key the apps read, cache clear',
  languages: 'Languages and translations',
  content: 'Modules, slides, offers, pages, popular locations',
  stores: 'Stores, their menus and item import',
  coupons: 'Coupons',
  riders: 'Riders: approval, stores, cash and payouts',
  customers: 'Customers: search, ban, wallet, sign in as',
  orders: 'Orders: search, timeline, reassign, export',
  refunds: 'Cancel orders with a refund',
  outbox: 'Mail and SMS sent, retry',
  audit: 'Audit log',
  reports: 'Reports and their exports',
  staff: 'Admins and their permissions',
};

/** Server-side paging, sorting and a free-text filter, the same for every console table. */
export const listRequestSchema = authenticatedRequestSchema.extend({
  page: z.number().int().min(1).max(100_000).default(1),
  per_page: z.number().int().min(1).max(100).default(25),
  /** One of the table's sortable columns; the call refuses others (`console.bad_sort`). */
  sort: z.string().max(40).optional(),
  dir: z.enum(['asc', 'desc']).default('desc'),
  q: z.string().max(200).optional(),
});
export type ListRequest = z.infer<typeof listRequestSchema>;

export const pagedSchema = <T extends z.ZodType>(row: T) =>
  z.object({
    rows: z.array(row),
    total: z.number().int(),
    page: z.number().int(),
    per_page: z.number().int(),
  });

export const pagedResponseSchema = <T extends z.ZodType>(row: T) => successSchema(pagedSchema(row));

/** A change as the audit log keeps it. */
export const auditEntrySchema = z.object({
  id: z.number().int(),
  actor: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  action: z.string(),
  target_user_id: z.number().int().nullable(),
  details: z.record(z.string(), z.unknown()).nullable(),
  ip: z.string().nullable(),
  created_at: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
