import { z } from 'zod';
import { authenticatedRequestSchema, idSchema, successSchema } from '../common/api.schemas';
import { ORDER_KINDS } from '../orders/order-kinds.models';
import { listRequestSchema, pagedResponseSchema } from './admin.schemas';

/**
 * The admin's orders, outbox, audit log and reports (issue 17). Dates are the marketplace's
 * calendar days (Asia/Kolkata, see catalog/store-status.models), `YYYY-MM-DD`, both ends included.
 */
const noNul = (text: string) => !text.includes('\u0000');
export const dayStringSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'A date as YYYY-MM-DD')
  .refine((text) => !Number.isNaN(Date.parse(`${text}T00:00:00Z`)), 'Not a calendar date');

const dayRange = {
  from: dayStringSchema.optional(),
  to: dayStringSchema.optional(),
};

export const ADMIN_ORDER_SORTS = ['created_at', 'total', 'status', 'id'] as const;

export const adminOrderFilterSchema = {
  /** An order id (number) or its public id (OD-...), matched exactly. */
  order: z.string().trim().max(40).optional(),
  /** The customer's phone; digits are matched as a part of the stored number. */
  phone: z.string().trim().max(20).optional(),
  store_id: idSchema.optional(),
  status: z.number().int().min(1).max(11).optional(),
  kind: z.enum(ORDER_KINDS).optional(),
  ...dayRange,
};

export const adminOrdersRequestSchema = listRequestSchema.extend(adminOrderFilterSchema);
export type AdminOrdersRequest = z.infer<typeof adminOrdersRequestSchema>;
export const adminOrdersExportRequestSchema = authenticatedRequestSchema.extend({
  ...adminOrderFilterSchema,
  sort: z.string().max(40).optional(),
  dir: z.enum(['asc', 'desc']).default('desc'),
  q: z.string().max(200).optional(),
});

export const adminOrderRowSchema = z.object({
  id: z.number().int(),
  unique_order_id: z.string(),
  kind: z.enum(ORDER_KINDS),
  status: z.number().int(),
  created_at: z.string(),
  customer: z.object({ id: z.number().int(), name: z.string(), phone: z.string().nullable() }),
  store: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  rider: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  total: z.number().int(),
  payment_method: z.string(),
  payment_status: z.string(),
});
export type AdminOrderRow = z.infer<typeof adminOrderRowSchema>;
export const adminOrdersResponseSchema = pagedResponseSchema(adminOrderRowSchema);

/** The orders CSV: `truncated` when more than the export's limit matched (`matched` in all). */
export const ordersCsvResponseSchema = successSchema(
  z.object({
    filename: z.string(),
    csv: z.string(),
    rows: z.number().int(),
    matched: z.number().int(),
    truncated: z.boolean(),
  }),
);
export type OrdersCsv = z.infer<typeof ordersCsvResponseSchema>['data'];
/** Sent with a truncated orders CSV: the limit it stopped at. */
export const EXPORT_TRUNCATED_HEADER = 'x-export-truncated';

export const storeNamesResponseSchema = successSchema(
  z.array(z.object({ id: z.number().int(), name: z.string() })),
);

export const adminOrderRefRequestSchema = authenticatedRequestSchema.extend({
  unique_order_id: z.string().trim().min(1).max(40),
});

export const adminOrderDetailSchema = adminOrderRowSchema.extend({
  delivery_type: z.string(),
  address: z.record(z.string(), z.unknown()).nullable(),
  comment: z.string(),
  bill: z.object({
    subtotal: z.number().int(),
    addons: z.number().int(),
    store_charge: z.number().int(),
    small_cart_fee: z.number().int(),
    delivery_fee: z.number().int(),
    tax: z.number().int(),
    coupon_discount: z.number().int(),
    coupon_code: z.string().nullable(),
    tip: z.number().int(),
    total: z.number().int(),
    wallet_used: z.number().int(),
    payable: z.number().int(),
  }),
  items: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      quantity: z.number().int(),
      price: z.number().int(),
      line_total: z.number().int(),
      addons: z.array(z.object({ name: z.string(), price: z.number().int() })),
    }),
  ),
  timeline: z.array(
    z.object({
      from_status: z.number().int().nullable(),
      to_status: z.number().int(),
      actor: z.string(),
      actor_user: z.object({ id: z.number().int(), name: z.string() }).nullable(),
      reason: z.string(),
      at: z.string(),
    }),
  ),
  payments: z.array(
    z.object({ provider: z.string(), status: z.string(), amount: z.number().int() }),
  ),
  refunds: z.array(
    z.object({ provider: z.string(), status: z.string(), amount: z.number().int() }),
  ),
  /** A pickup-and-drop task's parcel and stops (null for store orders). */
  courier: z
    .object({
      task_type: z.string(),
      description: z.string(),
      pickup: z.object({
        address: z.string(),
        contact_name: z.string(),
        contact_phone: z.string(),
      }),
      drop: z.object({ address: z.string(), contact_name: z.string(), contact_phone: z.string() }),
      arrived_pickup_at: z.string().nullable(),
      arrived_drop_at: z.string().nullable(),
    })
    .nullable(),
  /** What the admin may do now, as the order engine allows it. */
  can_cancel: z.boolean(),
  can_assign_rider: z.boolean(),
  /** Approved, online riders who may take it (the store's riders; any for a courier task). */
  rider_choices: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type AdminOrderDetail = z.infer<typeof adminOrderDetailSchema>;
export const adminOrderDetailResponseSchema = successSchema(adminOrderDetailSchema);

export const REFUND_DESTINATIONS = ['wallet', 'original'] as const;
export const adminCancelOrderRequestSchema = adminOrderRefRequestSchema.extend({
  reason: z.string().trim().min(3).max(300).refine(noNul, 'No NUL characters'),
  /** `wallet`: everything paid goes to the wallet; `original`: a card payment back to the card. */
  refund_to: z.enum(REFUND_DESTINATIONS),
});
export const adminCancelOrderResponseSchema = successSchema(
  z.object({
    order: adminOrderDetailSchema,
    refunded_to_wallet: z.number().int(),
    refunded_to_card: z.number().int(),
  }),
);

export const adminReassignRiderRequestSchema = adminOrderRefRequestSchema.extend({
  /** The new rider, or null to take the rider off (only where the order engine allows it). */
  rider_id: idSchema.nullable(),
});

// Outbox ---------------------------------------------------------------------------------------

export const OUTBOX_STATES = ['sent', 'failed', 'unsent'] as const;
export const outboxListRequestSchema = listRequestSchema.extend({
  channel: z.enum(['email', 'sms']).optional(),
  state: z.enum(OUTBOX_STATES).optional(),
  ...dayRange,
});
export const outboxRowSchema = z.object({
  id: z.number().int(),
  channel: z.enum(['email', 'sms']),
  to: z.string(),
  subject: z.string(),
  body: z.string(),
  state: z.enum(OUTBOX_STATES),
  error: z.string().nullable(),
  attempts: z.number().int(),
  sent_at: z.string().nullable(),
  created_at: z.string(),
});
export type OutboxRow = z.infer<typeof outboxRowSchema>;
export const outboxListResponseSchema = pagedResponseSchema(outboxRowSchema);
export const outboxRetryRequestSchema = authenticatedRequestSchema.extend({ id: idSchema });
export const outboxRetryResponseSchema = successSchema(outboxRowSchema);

// Audit log ------------------------------------------------------------------------------------

export const auditListRequestSchema = listRequestSchema.extend({
  actor_id: idSchema.optional(),
  /** `console.orders` matches `console.orders.cancel`, ... */
  action: z
    .string()
    .trim()
    .max(80)
    .regex(/^[a-z0-9_.-]*$/i, 'Letters, digits, dots and dashes')
    .optional(),
  ...dayRange,
});

// Reports --------------------------------------------------------------------------------------

export const REPORT_KINDS = [
  'sales_by_store',
  'sales_by_day',
  'rider_payouts',
  'coupon_cost',
] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];
export const reportRequestSchema = authenticatedRequestSchema.extend({
  report: z.enum(REPORT_KINDS),
  from: dayStringSchema,
  to: dayStringSchema,
  format: z.enum(['json', 'csv']).default('json'),
});
export const reportResponseSchema = successSchema(
  z.object({
    report: z.enum(REPORT_KINDS),
    from: z.string(),
    to: z.string(),
    /** Column keys in order, with their headers; money columns are minor units. */
    columns: z.array(z.object({ key: z.string(), label: z.string(), money: z.boolean() })),
    rows: z.array(z.record(z.string(), z.union([z.string(), z.number(), z.null()]))),
    totals: z.record(z.string(), z.number()),
    csv: z.string().optional(),
  }),
);
export type ReportResponse = z.infer<typeof reportResponseSchema>['data'];
