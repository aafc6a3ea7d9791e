import { z } from 'zod';
import { authenticatedRequestSchema, idSchema, successSchema } from '../common/api.schemas';
import { cartItemsSchema } from '../catalog/cart.schemas';

const minorSchema = z.number().int();

// ── Coupons ──────────────────────────────────────────────────────────────────────────────────

/** A coupon as customers see it (SPEC §3). `max_count` is the number of uses left. */
export const couponSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  description: z.string(),
  discount_type: z.enum(['PERCENTAGE', 'AMOUNT']),
  discount: z.number().int(),
  max_discount: minorSchema.nullable(),
  min_subtotal: minorSchema,
  expiry_date: z.string(),
  max_count: z.number().int(),
  is_active: z.union([z.literal(0), z.literal(1)]),
  restaurant_id: z.number().int().nullable(),
  first_order_only: z.boolean(),
});
export type Coupon = z.infer<typeof couponSchema>;

export const couponCodeSchema = z
  .string()
  .trim()
  .min(1)
  .max(40)
  .transform((code) => code.toUpperCase());

export const getCartCouponRequestSchema = authenticatedRequestSchema.extend({
  restaurant_id: idSchema,
});
export const couponsResponseSchema = successSchema(z.array(couponSchema));

export const userCouponsRequestSchema = authenticatedRequestSchema.extend({
  restaurant_id: idSchema.optional(),
});

export const applyCouponRequestSchema = authenticatedRequestSchema.extend({
  coupon: couponCodeSchema,
  restaurant_id: idSchema,
  items: cartItemsSchema,
});
export const applyCouponResponseSchema = successSchema(
  z.object({ coupon: couponSchema, subtotal: minorSchema, discount: minorSchema }),
);
