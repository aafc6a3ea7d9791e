import { z } from 'zod';
import { authenticatedRequestSchema, successSchema } from '../common/api.schemas';
import {
  courierPayerSchema,
  courierStopSchema,
  photoDataUrlSchema,
  taskTypeSchema,
} from '../courier/courier.schemas';
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
  /** An admin's decision (issue 17): only an approved rider goes online and gets orders. */
  approval: z.enum(['pending', 'approved', 'suspended']).optional(),
});
export type RiderProfile = z.infer<typeof riderProfileSchema>;

export const deliveryLoginResponseSchema = successSchema(
  riderProfileSchema.extend({ auth_token: z.string() }),
);
export const riderProfileResponseSchema = successSchema(riderProfileSchema);

/** A courier task as the rider carries it: both stops with contacts, the parcel, the PIN steps. */
export const deliveryCourierSchema = z.object({
  task_type: taskTypeSchema,
  description: z.string(),
  weight_kg: z.number(),
  instructions: z.string(),
  payer: courierPayerSchema,
  pickup: courierStopSchema,
  drop: courierStopSchema,
  /** Where the rider takes cash: at the pickup (sender pays cash), the drop (recipient pays), or none. */
  collect_cash_at: z.enum(['pickup', 'drop']).nullable(),
  /** Whether pickedup-order needs the sender's pickup PIN. */
  needs_pickup_pin: z.boolean(),
  /** Whether deliver-order may take a photo instead of the drop PIN (recipient absent). */
  allows_photo_proof: z.boolean(),
  arrived_pickup_at: z.string().nullable(),
  arrived_drop_at: z.string().nullable(),
  /**
   * The sender's photo of what is sent (data URL), else null. Null in lists (offers, own orders,
   * completed): get-single-delivery-order carries it.
   */
  package_photo: z.string().nullable(),
});
export type DeliveryCourier = z.infer<typeof deliveryCourierSchema>;

export const deliveryOrderSchema = z.object({
  id: z.number().int(),
  unique_order_id: z.string(),
  /** food, grocery or courier: a courier task has no store (`store` is then its pickup). */
  kind: z.enum(['food', 'grocery', 'courier']),
  status: z.number().int(),
  courier: deliveryCourierSchema.nullable(),
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
  /**
   * Courier tasks whose settings allow it, recipient absent: a JPEG or PNG photo as a data URL
   * (at most 600,000 characters) instead of the drop PIN.
   */
  proof_photo: photoDataUrlSchema.optional(),
});

/** Courier tasks: the sender's PIN, checked when the rider picks the parcel up. */
export const pickedUpOrderRequestSchema = deliveryOrderRequestSchema.extend({
  pickup_pin: z.string().trim().max(10).optional(),
});

/** Courier tasks: the rider reached a stop (the sender and recipient see "at pickup", "at drop"). */
export const arrivedAtStopRequestSchema = deliveryOrderRequestSchema.extend({
  stop: z.enum(['pickup', 'drop']),
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
