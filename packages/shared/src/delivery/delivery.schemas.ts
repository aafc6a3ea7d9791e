import { z } from 'zod';
import { authenticatedRequestSchema, successSchema } from '../common/api.schemas';
import { orderAddressSchema, orderEventSchema, orderLineSchema } from '../orders/orders.schemas';

/**
 * The delivery staff calls (SPEC §7 delivery/*), under /public/api/delivery/. Money in minor units.
 * Riders are users with role 'rider'; every call but login needs a rider's token.
 */
const uniqueOrderIdSchema = z.string().trim().min(1).max(40);

export const deliveryLoginRequestSchema = z.object({
  email: z.string().trim().email().max(254),
  password: z.string().min(1).max(200),
});

export const riderProfileSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  phone: z.string().nullable(),
  is_online: z.boolean(),
  /** Most orders the rider may hold at once (accepted or picked up). */
  max_orders: z.number().int(),
  active_orders: z.number().int(),
  stores: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type RiderProfile = z.infer<typeof riderProfileSchema>;

export const deliveryLoginResponseSchema = successSchema(
  riderProfileSchema.extend({ auth_token: z.string() }),
);
export const riderProfileResponseSchema = successSchema(riderProfileSchema);

export const deliveryOrderSchema = z.object({
  id: z.number().int(),
  unique_order_id: z.string(),
  status: z.number().int(),
  store: z.object({
    id: z.number().int(),
    name: z.string(),
    address: z.string(),
    phone: z.string().nullable(),
    latitude: z.number(),
    longitude: z.number(),
  }),
  customer: z.object({
    name: z.string(),
    phone: z.string().nullable(),
    address: orderAddressSchema.nullable(),
  }),
  items: z.array(orderLineSchema),
  distance_km: z.number().nullable(),
  payment_method: z.string(),
  /** Cash the rider collects at the door (cash on delivery), else 0. */
  cash_to_collect: z.number().int(),
  total: z.number().int(),
  delivery_fee: z.number().int(),
  tip: z.number().int(),
  comment: z.string(),
  /** Whether deliver-order needs the customer's PIN. */
  needs_delivery_pin: z.boolean(),
  created_at: z.string(),
  events: z.array(orderEventSchema),
});
export type DeliveryOrder = z.infer<typeof deliveryOrderSchema>;

export const riderRequestSchema = authenticatedRequestSchema;

export const deliveryOrdersResponseSchema = successSchema(
  z.object({
    /** Orders of the rider's stores, accepted by the store (status 2), with no rider yet. */
    new_orders: z.array(deliveryOrderSchema),
    /** The rider's own, status 3. */
    accepted_orders: z.array(deliveryOrderSchema),
    /** The rider's own, status 4. */
    picked_up_orders: z.array(deliveryOrderSchema),
  }),
);

export const deliveryOrderRequestSchema = authenticatedRequestSchema.extend({
  unique_order_id: uniqueOrderIdSchema,
});
export const deliveryOrderResponseSchema = successSchema(deliveryOrderSchema);

export const deliverOrderRequestSchema = deliveryOrderRequestSchema.extend({
  delivery_pin: z.string().trim().max(10).optional(),
});

export const toggleStatusRequestSchema = authenticatedRequestSchema.extend({
  /** Absent: flip the current status. */
  is_online: z.boolean().optional(),
});
export const toggleStatusResponseSchema = successSchema(z.object({ is_online: z.boolean() }));

export const riderLocationSchema = z.object({
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  heading: z.number().min(0).max(360).nullable(),
  at: z.string(),
});
export type RiderLocation = z.infer<typeof riderLocationSchema>;

export const setGpsLocationRequestSchema = authenticatedRequestSchema.extend({
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  heading: z.number().min(0).max(360).nullish(),
});
export const setGpsLocationResponseSchema = successSchema(z.object({ at: z.string() }));

/** The rider's last position for one order: its rider, or the customer who placed it. */
export const getGpsLocationRequestSchema = authenticatedRequestSchema.extend({
  unique_order_id: uniqueOrderIdSchema,
});
export const getGpsLocationResponseSchema = successSchema(riderLocationSchema.nullable());

export const completedOrdersRequestSchema = authenticatedRequestSchema.extend({
  page: z.number().int().min(1).max(1000).default(1),
});
export const completedOrdersResponseSchema = successSchema(
  z.object({
    orders: z.array(deliveryOrderSchema),
    has_more: z.boolean(),
    /** Over all the rider's delivered orders. */
    earnings: z.object({
      orders: z.number().int(),
      delivery_fees: z.number().int(),
      tips: z.number().int(),
      total: z.number().int(),
    }),
  }),
);

/** The client sends its position at most this often while it has an active order. */
export const GPS_POST_INTERVAL_MS = 4000;
