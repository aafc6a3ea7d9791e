import { z } from 'zod';
import { authenticatedRequestSchema, successSchema } from '../common/api.schemas';

/**
 * The admin dashboard (permission `dashboard`): today's figures and series, counted in SQL in the
 * marketplace's time zone, and the live map (online riders, running orders), kept current by the
 * admin stream (GET /public/api/stream/admin?token=, events `state`, `order_status`,
 * `rider_location`).
 */
export const dashboardRequestSchema = authenticatedRequestSchema;

export const dashboardFiguresSchema = z.object({
  /** Orders placed today (not waiting for or failed at payment). */
  orders: z.number().int(),
  /** Their totals, minor units, cancelled orders left out. */
  revenue: z.number().int(),
  /** Placed to delivered, over orders delivered today; null when none. */
  avg_delivery_minutes: z.number().nullable(),
  cancellations: z.number().int(),
  online_riders: z.number().int(),
  /** Active, approved stores open now (hours, holidays and pauses applied). */
  open_stores: z.number().int(),
});

export const dashboardDaySchema = z.object({
  date: z.string(),
  orders: z.number().int(),
  revenue: z.number().int(),
});

export const dashboardHourSchema = z.object({
  hour: z.number().int(),
  orders: z.number().int(),
});

export const liveRiderSchema = z.object({
  rider_id: z.number().int(),
  name: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  at: z.string(),
});

export const liveOrderSchema = z.object({
  unique_order_id: z.string(),
  status: z.number().int(),
  store_name: z.string(),
  rider_id: z.number().int().nullable(),
  /** Where it is picked up (the store), and where it goes (null for self-pickup). */
  from: z.object({ latitude: z.number(), longitude: z.number() }).nullable(),
  to: z.object({ latitude: z.number(), longitude: z.number() }).nullable(),
});

export const liveMapSchema = z.object({
  riders: z.array(liveRiderSchema),
  orders: z.array(liveOrderSchema),
});
export type LiveMap = z.infer<typeof liveMapSchema>;
export type LiveRider = z.infer<typeof liveRiderSchema>;
export type LiveOrder = z.infer<typeof liveOrderSchema>;

export const dashboardSchema = z.object({
  /** Today in the marketplace's time zone, 'YYYY-MM-DD'. */
  today: z.string(),
  figures: dashboardFiguresSchema,
  /** The last 14 days, oldest first, today last; days without orders are zeros. */
  days: z.array(dashboardDaySchema),
  /** Today's 24 hours, 0 to 23. */
  hours: z.array(dashboardHourSchema),
  live: liveMapSchema,
});
export type Dashboard = z.infer<typeof dashboardSchema>;
export const dashboardResponseSchema = successSchema(dashboardSchema);

/** `rider_location` on the admin stream: where an online rider is now. */
export const adminRiderLocationMessageSchema = z.object({
  rider_id: z.number().int(),
  latitude: z.number(),
  longitude: z.number(),
  at: z.string(),
});
export type AdminRiderLocationMessage = z.infer<typeof adminRiderLocationMessageSchema>;
