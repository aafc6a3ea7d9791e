import { z } from 'zod';
import { orderEventSchema } from '../orders/orders.schemas';
import { deliveryOrdersResponseSchema, riderLocationSchema } from '../delivery/delivery.schemas';
import { storeOrdersResponseSchema } from '../console/console.schemas';

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
  /**
   * An order changed without a status change: a grocery line picked or short, a substitute
   * proposed or decided (order and store streams; data `{ unique_order_id }`: refetch it).
   */
  orderUpdated: 'order_updated',
  /** The rider of an order moved (order stream). */
  riderLocation: 'rider_location',
  /** A new order for the store, or a new order ready for riders (store and rider streams). */
  newOrder: 'new_order',
  /**
   * The current state, first on every store and rider stream (and again after the server's own
   * feed reconnects): a tablet that was offline sees the orders it missed without a second call.
   */
  state: 'state',
  /**
   * The instance is going away (graceful drain): open a new stream after about `retry_ms` (the
   * proxy sends it to another instance) without showing the stream as down. Last on the stream.
   */
  reconnect: 'reconnect',
} as const;

/** `reconnect`: how long to wait before opening the stream again (spread to avoid a herd). */
export const reconnectMessageSchema = z.object({ retry_ms: z.number().int().min(0) });
export type ReconnectMessage = z.infer<typeof reconnectMessageSchema>;

/** `state` on a store stream: the store's active orders, as console/get-store-orders answers. */
export const storeStateMessageSchema = z.object({
  store_id: z.number().int(),
  orders: storeOrdersResponseSchema.shape.data,
});
export type StoreStateMessage = z.infer<typeof storeStateMessageSchema>;

/** `state` on a rider stream: what delivery/get-delivery-orders answers. */
export const riderStateMessageSchema = deliveryOrdersResponseSchema.shape.data;
export type RiderStateMessage = z.infer<typeof riderStateMessageSchema>;

export const STREAM_PING_INTERVAL_MS = 25_000;
