import { z } from 'zod';
import { authenticatedRequestSchema, idSchema, successSchema } from '../common/api.schemas';
import { parseClockTime } from '../catalog/store-status.models';
import { storeOrdersResponseSchema } from './console.schemas';

/**
 * The store owner's own pages (console /hours and /earnings): opening hours, holidays, busy mode
 * and pause, and takings with commission and payouts. Every call names a store of the caller's
 * (an admin may name any); another store answers 404 console.store_not_found.
 */

const clock = z
  .string()
  .max(5)
  .refine((text) => parseClockTime(text) !== null, 'A time as HH:MM (00:00 to 24:00)');

/** One day's ranges; a close before the open runs past midnight, open == close is all day. */
export const dayHoursSchema = z.strictObject({
  day: z.number().int().min(1).max(7),
  ranges: z.array(z.tuple([clock, clock])).max(4),
});

/** 'YYYY-MM-DD', a real date. */
export const isoDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'A date as YYYY-MM-DD')
  .refine(
    (text) =>
      !Number.isNaN(Date.parse(`${text}T00:00:00Z`)) &&
      new Date(`${text}T00:00:00Z`).toISOString().slice(0, 10) === text,
    'Not a date',
  );

export const storeHoursSchema = z.object({
  store_id: z.number().int(),
  name: z.string(),
  /** Null: open around the clock (no hours set). */
  opening_hours: z.array(dayHoursSchema).nullable(),
  holidays: z.array(z.string()),
  busy_until: z.string().nullable(),
  busy_extra_minutes: z.number().int(),
  orders_paused_until: z.string().nullable(),
  /** Whether a customer can order now, as the customer app shows it. */
  is_open: z.boolean(),
  status_text: z.string().nullable(),
  /** The server's clock, so the countdown does not trust the tablet's. */
  now: z.string(),
});
export type StoreHours = z.infer<typeof storeHoursSchema>;

export const storeHoursRequestSchema = authenticatedRequestSchema.extend({ store_id: idSchema });
export const storeHoursResponseSchema = successSchema(storeHoursSchema);

export const setStoreHoursRequestSchema = authenticatedRequestSchema.extend({
  store_id: idSchema,
  opening_hours: z.array(dayHoursSchema).max(7).nullable(),
});

export const setStoreHolidaysRequestSchema = authenticatedRequestSchema.extend({
  store_id: idSchema,
  holidays: z.array(isoDateSchema).max(366),
});

export const BUSY_MAX_FOR_MINUTES = 24 * 60;

/**
 * Busy mode: `busy` adds `extra_minutes` to preparation for `for_minutes`; `pause` takes no new
 * orders for `for_minutes`; `end` ends both now.
 */
export const setBusyModeRequestSchema = authenticatedRequestSchema.extend({
  store_id: idSchema,
  mode: z.enum(['busy', 'pause', 'end']),
  for_minutes: z.number().int().min(5).max(BUSY_MAX_FOR_MINUTES).optional(),
  extra_minutes: z.number().int().min(5).max(120).optional(),
});

// ── Earnings ──────────────────────────────────────────────────────────────────────────────────

export const earningsRequestSchema = authenticatedRequestSchema.extend({
  store_id: idSchema,
  /** Days back from today (in the marketplace's time zone), today included. */
  days: z.number().int().min(1).max(92).default(30),
});

export const earningsDaySchema = z.object({
  date: z.string(),
  orders: z.number().int(),
  /** Delivered orders' subtotal, minor units. */
  takings: z.number().int(),
  commission: z.number().int(),
  net: z.number().int(),
});

export const storePayoutSchema = z.object({
  id: z.number().int(),
  amount: z.number().int(),
  reference: z.string(),
  paid_at: z.string(),
});

export const earningsSchema = z.object({
  store_id: z.number().int(),
  commission_bps: z.number().int(),
  days: z.array(earningsDaySchema),
  totals: z.object({
    orders: z.number().int(),
    takings: z.number().int(),
    commission: z.number().int(),
    net: z.number().int(),
    paid_out: z.number().int(),
  }),
  payouts: z.array(storePayoutSchema),
});
export type Earnings = z.infer<typeof earningsSchema>;
export const earningsResponseSchema = successSchema(earningsSchema);

// ── One board for all the owner's stores ─────────────────────────────────────────────────────

/** The active (or recently done) orders of several of the caller's stores, newest first. */
export const ownerOrdersRequestSchema = authenticatedRequestSchema.extend({
  store_ids: z.array(idSchema).min(1).max(50),
  scope: z.enum(['active', 'done']).default('active'),
});
export const ownerOrdersResponseSchema = storeOrdersResponseSchema;
