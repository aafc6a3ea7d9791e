import { z } from 'zod';
import { authenticatedRequestSchema, idSchema, successSchema } from '../common/api.schemas';

/**
 * Store payouts (issue 17, area `stores`): what the marketplace paid a store's owner (its takings
 * less commission), recorded by an admin under /public/api/console/admin/stores/. The owner sees
 * them on /earnings. Money in minor units.
 */

/** The most one payout may be: ₹10,00,000. */
export const MAX_STORE_PAYOUT_MINOR = 100_000_000;

export const recordStorePayoutRequestSchema = authenticatedRequestSchema.extend({
  store_id: idSchema,
  amount: z.number().int().min(1).max(MAX_STORE_PAYOUT_MINOR),
  /** A bank reference or a remark, shown to the owner. */
  note: z.string().trim().max(200).default(''),
  /** One per form submission: a repeated request with the same key records nothing again. */
  request_id: z.string().uuid(),
});

export const storePayoutsRequestSchema = authenticatedRequestSchema.extend({
  store_id: idSchema,
});

export const adminStorePayoutSchema = z.object({
  id: z.number().int(),
  amount: z.number().int(),
  note: z.string(),
  paid_at: z.string(),
  /** The admin who recorded it (null once that account is gone). */
  recorded_by: z.string().nullable(),
});

export const storePayoutsSchema = z.object({
  store_id: z.number().int(),
  /** Every payout ever recorded for the store. */
  paid_out: z.number().int(),
  /** Newest first, at most 100. */
  payouts: z.array(adminStorePayoutSchema),
});
export type StorePayouts = z.infer<typeof storePayoutsSchema>;
export const storePayoutsResponseSchema = successSchema(storePayoutsSchema);

export const recordStorePayoutResponseSchema = successSchema(
  storePayoutsSchema.extend({
    /** True when this request_id was already recorded: nothing was written this time. */
    replayed: z.boolean(),
  }),
);
export type RecordedStorePayout = z.infer<typeof recordStorePayoutResponseSchema>['data'];
