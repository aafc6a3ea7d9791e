import { z } from 'zod';
import { authenticatedRequestSchema, successSchema } from '../common/api.schemas';
import { couponCodeSchema, couponSchema } from '../coupons/coupons.schemas';
import { orderPriceSchema, paymentMethodSchema } from '../orders/orders.schemas';
import { courierPriceSchema, courierTaskInputSchema } from './courier.schemas';

/**
 * Pickup and drop through the order engine (issue 16): a task is an order of kind `courier`.
 * The checkout quote and `pickup-and-drop-place-order` take the same fields; the order answers as
 * every order does (`orderResponseSchema`, with `courier` set).
 */
export const courierCheckoutRequestSchema = authenticatedRequestSchema.extend({
  task: courierTaskInputSchema,
  coupon: couponCodeSchema.nullish(),
  /** Rider tip, minor units. */
  tip: z.number().int().min(0).max(1_000_000).default(0),
  use_wallet: z.boolean().default(false),
});
export type CourierCheckoutRequest = z.input<typeof courierCheckoutRequestSchema>;

export const courierQuoteResponseSchema = successSchema(
  z.object({
    /** The task's breakdown (base, distance, weight, surcharge, tax). */
    price: courierPriceSchema,
    distance_km: z.number(),
    distance_kind: z.literal('straight_line'),
    eta_minutes: z.number().int(),
    /** The order's bill: delivery_fee is the fare with its surcharge, tax the tax. */
    bill: orderPriceSchema,
    wallet_balance: z.number().int(),
    coupon: couponSchema.nullable(),
    coupon_error: z.string().nullable(),
  }),
);

export const courierPlaceOrderRequestSchema = courierCheckoutRequestSchema.extend({
  /** The recipient pays cash at the drop: COD only, no wallet (pickup_drop.recipient_pays_cash). */
  payment_method: paymentMethodSchema,
  idempotency_key: z.string().min(8).max(100),
  expected_total: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER).optional(),
});
export type CourierPlaceOrderRequest = z.input<typeof courierPlaceOrderRequestSchema>;
