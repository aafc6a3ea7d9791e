import { z } from 'zod';
import { authenticatedRequestSchema, idSchema, successSchema } from '../common/api.schemas';
import { listRequestSchema, pagedResponseSchema } from './admin.schemas';

/** The console's people areas (issue 17): coupons, riders, customers. Money in minor units. */

const MAX_MINOR = 100_000_000;
const minor = z.number().int().min(0).max(MAX_MINOR);
const positiveMinor = z.number().int().min(1).max(MAX_MINOR);
const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'A date as YYYY-MM-DD')
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), 'Not a real date');

// ----- Coupons -----

export const COUPON_SORTS = ['id', 'code', 'expiry_date', 'used_count', 'created_at'] as const;

/** Every rule checkout enforces (coupons.models `checkCouponRules`), as the admin edits them. */
export const couponFieldsSchema = z.strictObject({
  code: z
    .string()
    .trim()
    .min(2)
    .max(40)
    .regex(/^[A-Za-z0-9_-]+$/, 'Letters, digits, - and _ only')
    .transform((value) => value.toUpperCase()),
  name: z.string().trim().max(120).default(''),
  description: z.string().trim().max(500).default(''),
  /** PERCENTAGE: whole percent (1–100). AMOUNT: minor units. */
  discount_type: z.enum(['PERCENTAGE', 'AMOUNT']),
  discount: positiveMinor,
  /** Only for PERCENTAGE: the most the discount may be, in minor units. */
  max_discount: positiveMinor.nullable().default(null),
  min_subtotal: minor.default(0),
  /** The last day the coupon works (platform calendar). */
  expiry_date: isoDate,
  /** Total uses over all customers. */
  max_count: z.number().int().min(1).max(10_000_000),
  max_count_per_user: z.number().int().min(1).max(10_000).nullable().default(null),
  /** null: every store (a platform coupon). */
  store_id: idSchema.nullable().default(null),
  first_order_only: z.boolean().default(false),
  is_active: z.boolean().default(true),
});

export const adminCouponSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  description: z.string(),
  discount_type: z.enum(['PERCENTAGE', 'AMOUNT']),
  discount: z.number().int(),
  max_discount: z.number().int().nullable(),
  min_subtotal: z.number().int(),
  expiry_date: z.string(),
  max_count: z.number().int(),
  max_count_per_user: z.number().int().nullable(),
  store_id: z.number().int().nullable(),
  store_name: z.string().nullable(),
  first_order_only: z.boolean(),
  is_active: z.boolean(),
  /** Live redemptions (a cancelled order gives its use back). */
  used_count: z.number().int(),
  created_at: z.string(),
});
export type AdminCoupon = z.infer<typeof adminCouponSchema>;

export const listCouponsRequestSchema = listRequestSchema.extend({
  status: z.enum(['all', 'active', 'inactive', 'expired']).default('all'),
});
export const listCouponsResponseSchema = pagedResponseSchema(adminCouponSchema);

export const createCouponRequestSchema = authenticatedRequestSchema.extend({
  coupon: couponFieldsSchema,
});
export const updateCouponRequestSchema = authenticatedRequestSchema.extend({
  coupon_id: idSchema,
  coupon: couponFieldsSchema,
});
export const setCouponActiveRequestSchema = authenticatedRequestSchema.extend({
  coupon_id: idSchema,
  is_active: z.boolean(),
});
export const couponResponseSchema = successSchema(adminCouponSchema);

// ----- Riders -----

export const RIDER_APPROVALS = ['pending', 'approved', 'suspended'] as const;
export type RiderApproval = (typeof RIDER_APPROVALS)[number];
export const RIDER_SORTS = ['id', 'name', 'created_at'] as const;

export const adminRiderSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  approval: z.enum(RIDER_APPROVALS),
  is_online: z.boolean(),
  /** When the rider last sent a position; null when never. */
  last_position_at: z.string().nullable(),
  /** Orders accepted or picked up now. */
  orders_in_hand: z.number().int(),
  stores: z.array(z.object({ id: z.number().int(), name: z.string() })),
  delivered_orders: z.number().int(),
  /** Delivery fees plus tips of delivered orders. */
  earnings: z.number().int(),
  /** Earnings not yet paid out (earnings less rider_payout payouts). */
  earnings_due: z.number().int(),
  /** Cash collected on delivered cash orders less the cash deposits recorded. */
  cash_in_hand: z.number().int(),
  created_at: z.string(),
});
export type AdminRider = z.infer<typeof adminRiderSchema>;

export const listRidersRequestSchema = listRequestSchema.extend({
  approval: z.enum(['all', ...RIDER_APPROVALS]).default('all'),
});
export const listRidersResponseSchema = pagedResponseSchema(adminRiderSchema);

export const riderIdRequestSchema = authenticatedRequestSchema.extend({ rider_id: idSchema });
export const riderResponseSchema = successSchema(adminRiderSchema);

export const setRiderApprovalRequestSchema = authenticatedRequestSchema.extend({
  rider_id: idSchema,
  approval: z.enum(RIDER_APPROVALS),
});

export const createRiderRequestSchema = authenticatedRequestSchema.extend({
  name: z.string().trim().min(1).max(120),
  email: z.string().trim().toLowerCase().email().max(254),
  phone: z
    .string()
    .trim()
    .regex(/^\+?[0-9]{6,15}$/, 'A phone number: digits, optionally a leading +')
    .nullable()
    .default(null),
  password: z.string().min(8).max(200),
  store_ids: z.array(idSchema).max(50).default([]),
});

export const setRiderStoresRequestSchema = authenticatedRequestSchema.extend({
  rider_id: idSchema,
  store_ids: z.array(idSchema).max(50),
});

export const PAYOUT_KINDS = ['rider_payout', 'rider_cash_deposit'] as const;
export const recordRiderPayoutRequestSchema = authenticatedRequestSchema.extend({
  rider_id: idSchema,
  kind: z.enum(PAYOUT_KINDS),
  amount: positiveMinor,
  reference: z.string().trim().max(200).default(''),
});

export const payoutSchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  amount: z.number().int(),
  reference: z.string(),
  created_by: z.string().nullable(),
  created_at: z.string(),
});
export const riderPayoutsResponseSchema = successSchema(z.array(payoutSchema));

// ----- Customers -----

export const CUSTOMER_SORTS = ['id', 'name', 'created_at', 'wallet_balance'] as const;

export const adminCustomerSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  is_banned: z.boolean(),
  wallet_balance: z.number().int(),
  orders_count: z.number().int(),
  created_at: z.string(),
});
export type AdminCustomer = z.infer<typeof adminCustomerSchema>;

export const listCustomersRequestSchema = listRequestSchema.extend({
  banned: z.enum(['all', 'banned', 'not_banned']).default('all'),
});
export const listCustomersResponseSchema = pagedResponseSchema(adminCustomerSchema);

export const customerIdRequestSchema = authenticatedRequestSchema.extend({ customer_id: idSchema });

export const customerDetailSchema = z.object({
  customer: adminCustomerSchema,
  orders: z.array(
    z.object({
      id: z.number().int(),
      unique_order_id: z.string(),
      store_name: z.string().nullable(),
      status: z.number().int(),
      total: z.number().int(),
      payment_method: z.string(),
      created_at: z.string(),
    }),
  ),
  wallet: z.array(
    z.object({
      id: z.number().int(),
      type: z.enum(['credit', 'debit']),
      amount: z.number().int(),
      balance_after: z.number().int(),
      description: z.string(),
      order_id: z.number().int().nullable(),
      created_at: z.string(),
    }),
  ),
});
export type CustomerDetail = z.infer<typeof customerDetailSchema>;
export const customerDetailResponseSchema = successSchema(customerDetailSchema);

export const setCustomerBanRequestSchema = authenticatedRequestSchema.extend({
  customer_id: idSchema,
  is_banned: z.boolean(),
});
export const customerResponseSchema = successSchema(adminCustomerSchema);

export const adjustWalletRequestSchema = authenticatedRequestSchema.extend({
  customer_id: idSchema,
  type: z.enum(['credit', 'debit']),
  amount: positiveMinor,
  reason: z.string().trim().min(3).max(200),
  /** One per form submission: a repeated request with the same key changes nothing again. */
  request_id: z.string().uuid(),
});
export const adjustWalletResponseSchema = successSchema(
  z.object({ balance: z.number().int(), replayed: z.boolean() }),
);
