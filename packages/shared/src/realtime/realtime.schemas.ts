import { z } from 'zod';
import { orderEventSchema } from '../orders/orders.schemas';
import { riderLocationSchema } from '../delivery/delivery.schemas';

/**
 * Server-Sent Events (ARCHITECTURE §7). EventSource cannot send headers, so streams take the auth
 * token as the `token` query parameter.
 *
 * - GET /public/api/stream/order/{unique_order_id}?token=  (the order's customer, or its rider)
 * - GET /public/api/stream/store/{store_id}?token=          (the store's owners, admins)
 * - GET /public/api/stream/rider?token=                      (a rider: new orders of their stores)
 *
 * Each SSE message has an `event:` name below and a JSON `data:` line; a comment line (`: ping`)
 * every 25 s keeps proxies from closing idle streams.
 */
export const orderStatusMessageSchema = z.object({
  unique_order_id: z.string(),
  status: z.number().int(),
  event: orderEventSchema,
});
export type OrderStatusMessage = z.infer<typeof orderStatusMessageSchema>;

export const riderLocationMessageSchema = riderLocationSchema.extend({
  unique_order_id: z.string(),
});
export type RiderLocationMessage = z.infer<typeof riderLocationMessageSchema>;

export const STREAM_EVENTS = {
  /** An order's status changed (order, store and rider streams). */
  orderStatus: 'order_status',
  /** The rider of an order moved (order stream). */
  riderLocation: 'rider_location',
  /** A new order for the store, or a new order ready for riders (store and rider streams). */
  newOrder: 'new_order',
} as const;

export const STREAM_PING_INTERVAL_MS = 25_000;
