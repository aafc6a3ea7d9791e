import { z } from 'zod';
import { authenticatedRequestSchema, idSchema } from '../common/api.schemas';
import {
  lineSettlementSchema,
  substitutionPreferenceSchema,
  substitutionSchema,
} from '../grocery/grocery.schemas';
import { successSchema } from '../common/api.schemas';
import { cartItemsSchema, pricedAddonSchema } from '../catalog/cart.schemas';
import { couponCodeSchema, couponSchema } from '../coupons/coupons.schemas';
import { courierTaskSchema } from '../courier/courier.schemas';

const minorSchema = z.number().int();

// ── Checkout ─────────────────────────────────────────────────────────────────────────────────

export const paymentMethodSchema = z.enum([
  'COD',
  'WALLET',
  'STRIPE',
  'RAZORPAY',
  'PAYU',
  'PHONEPE',
  'MERCADOPAGO',
  'KHALTI',
  'PAYMONGO',
  'UPIGATEWAY',
  'PAYTM',
]);
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;
export const ONLINE_PAYMENT_METHODS: readonly PaymentMethod[] = [
  'STRIPE',
  'RAZORPAY',
  'PAYU',
  'PHONEPE',
  'MERCADOPAGO',
  'KHALTI',
  'PAYMONGO',
  'UPIGATEWAY',
  'PAYTM',
];

export const orderPriceSchema = z.object({
  subtotal: minorSchema,
  addons: minorSchema,
  store_charge: minorSchema,
  /** Grocery: the fee on a basket under the small-cart threshold (settings); 0 otherwise. */
  small_cart_fee: minorSchema,
  delivery_fee: minorSchema,
  tax: minorSchema,
  coupon_discount: minorSchema,
  tip: minorSchema,
  total: minorSchema,
  wallet_used: minorSchema,
  payable: minorSchema,
});

/** What the checkout asks for; the quote and the order take the same fields. */
export const checkoutRequestSchema = authenticatedRequestSchema.extend({
  /** Which module's cart this is; it must match the store's module (orders.kind_mismatch). */
  kind: z.enum(['food', 'grocery']).default('food'),
  restaurant_id: idSchema,
  items: cartItemsSchema,
  delivery_type: z.enum(['DELIVERY', 'SELFPICKUP']),
  /** A saved address of the caller; required for delivery. */
  address_id: idSchema.nullish(),
  coupon: couponCodeSchema.nullish(),
  comment: z.string().trim().max(500).default(''),
  /** Rider tip, minor units. */
  tip: z.number().int().min(0).max(1_000_000).default(0),
  use_wallet: z.boolean().default(false),
  /** ISO instant of the chosen slot; absent or null to order now. */
  scheduled_for: z.iso.datetime({ offset: true }).nullish(),
});
export type CheckoutRequest = z.input<typeof checkoutRequestSchema>;

export const checkoutQuoteResponseSchema = successSchema(
  z.object({
    bill: orderPriceSchema,
    wallet_balance: minorSchema,
    distance_km: z.number().nullable(),
    coupon: couponSchema.nullable(),
    /** A coupon sent but not applicable: its error code (`coupons.min_subtotal`, ...). */
    coupon_error: z.string().nullable(),
  }),
);

export const placeOrderRequestSchema = checkoutRequestSchema.extend({
  payment_method: paymentMethodSchema,
  /** Any unique string per attempt; a retry with the same key returns the first order. */
  idempotency_key: z.string().min(8).max(100),
  /** The total the customer saw; when the server's differs the order is refused (orders.price_changed). */
  expected_total: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER).optional(),
});
export type PlaceOrderRequest = z.input<typeof placeOrderRequestSchema>;

// ── Orders ───────────────────────────────────────────────────────────────────────────────────

export const orderEventSchema = z.object({
  from_status: z.number().int().nullable(),
  to_status: z.number().int(),
  actor: z.string(),
  reason: z.string(),
  at: z.string(),
});

export const orderLineSchema = z.object({
  item_id: z.number().int().nullable(),
  name: z.string(),
  price: minorSchema,
  quantity: z.number().int(),
  addons: z.array(pricedAddonSchema),
  line_total: minorSchema,
  /** The order line's own id (grocery picking and substitutions name it). */
  id: z.number().int(),
  /** Grocery: the customer's choice for a short item; null on food lines. */
  substitution_preference: substitutionPreferenceSchema.nullable(),
  /** Grocery, preference `specific`: the item the customer chose as the replacement. */
  substitute_item_id: z.number().int().nullable(),
  /** Grocery: null until the store picks the line, then `picked` or `short`. */
  pick_status: z.enum(['picked', 'short']).nullable(),
  /** Grocery: the substitute proposed for a short line, with where it stands. */
  substitution: substitutionSchema.nullable(),
  /** Grocery: how a short line ended (replaced or removed) and what it gave back. */
  settlement: lineSettlementSchema.nullable(),
});

export const orderAddressSchema = z.object({
  address: z.string(),
  house: z.string(),
  landmark: z.string(),
  tag: z.string(),
  latitude: z.number(),
  longitude: z.number(),
});

/** What a cancelled or failed order gave back, and where. */
export const orderRefundSchema = z.object({
  /** Credited to the wallet: the wallet part, and the online payment when it went there. */
  to_wallet: minorSchema,
  /** The online payment going back through its provider, with where that stands. */
  to_card: z
    .object({
      amount: minorSchema,
      status: z.enum(['pending', 'succeeded', 'failed']),
      provider: z.string(),
    })
    .nullable(),
});
export type OrderRefund = z.infer<typeof orderRefundSchema>;

export const orderSchema = z.object({
  id: z.number().int(),
  unique_order_id: z.string(),
  /** food, grocery or courier: which module's steps the order follows. */
  kind: z.enum(['food', 'grocery', 'courier']),
  status: z.number().int(),
  restaurant: z.object({
    id: z.number().int(),
    slug: z.string(),
    name: z.string(),
    image: z.string(),
    address: z.string(),
    /** The store's phone for the call button, when it has one. */
    phone: z.string().nullable(),
    latitude: z.number(),
    longitude: z.number(),
  }),
  delivery_type: z.enum(['DELIVERY', 'SELFPICKUP']),
  address: orderAddressSchema.nullable(),
  distance_km: z.number().nullable(),
  items: z.array(orderLineSchema),
  bill: orderPriceSchema,
  payment_method: paymentMethodSchema,
  payment_status: z.enum(['unpaid', 'pending', 'paid', 'failed', 'refunded']),
  /** Set once a cancelled or failed order has given money back. */
  refund: orderRefundSchema.nullable(),
  coupon_code: z.string().nullable(),
  comment: z.string(),
  scheduled_for: z.string().nullable(),
  /** Shown to the customer to give the rider at the door, when PINs are enabled. */
  delivery_pin: z.string().nullable(),
  /** The delivery partner while they have the order (statuses 3 and 4), for the call button. */
  rider: z.object({ name: z.string(), phone: z.string().nullable() }).nullable(),
  created_at: z.string(),
  is_ratable: z.boolean(),
  events: z.array(orderEventSchema),
  /**
   * Courier (pickup and drop) orders: both stops, the parcel, the price breakdown and the PINs.
   * Such an order has no store: `restaurant` then describes the pickup (id 0, name of the service).
   */
  courier: courierTaskSchema.nullable(),
});
export type Order = z.infer<typeof orderSchema>;

export const orderResponseSchema = successSchema(orderSchema);

export const getOrdersRequestSchema = authenticatedRequestSchema.extend({
  page: z.number().int().min(1).max(1000).default(1),
  /** Only orders of this kind (the pickup-and-drop task list asks for `courier`). */
  kind: z.enum(['food', 'grocery', 'courier']).optional(),
});
export const getOrdersResponseSchema = successSchema(
  z.object({ orders: z.array(orderSchema), has_more: z.boolean() }),
);

/** An order is named by its unique_order_id (what customers see) or its numeric id. */
export const orderRefSchema = z.union([idSchema, z.string().trim().min(1).max(40)]);

export const getOrderRequestSchema = authenticatedRequestSchema.extend({
  unique_order_id: z.string().trim().min(1).max(40),
});

export const cancelOrderRequestSchema = authenticatedRequestSchema.extend({
  order_id: orderRefSchema,
  reason: z.string().trim().max(300).default(''),
});

export const getRatableOrderRequestSchema = authenticatedRequestSchema.extend({
  order_id: orderRefSchema,
});
export const getRatableOrderResponseSchema = successSchema(
  z.object({ order: orderSchema, has_rider: z.boolean() }),
);

export const rateOrderRequestSchema = authenticatedRequestSchema.extend({
  order_id: orderRefSchema,
  store_rating: z.number().int().min(1).max(5),
  rider_rating: z.number().int().min(1).max(5).nullish(),
  review: z.string().trim().max(1000).default(''),
});
export const rateOrderResponseSchema = successSchema(
  z.object({
    order_id: z.number().int(),
    store_rating: z.number().int(),
    rider_rating: z.number().int().nullable(),
  }),
);

// ── Payment gateways ─────────────────────────────────────────────────────────────────────────

/** A way to pay, with only what the browser needs (publishable keys; never secrets). */
export const paymentGatewaySchema = z.object({
  code: paymentMethodSchema,
  name: z.string(),
  public_key: z.string().nullable(),
});
export const getPaymentGatewaysResponseSchema = successSchema(z.array(paymentGatewaySchema));
