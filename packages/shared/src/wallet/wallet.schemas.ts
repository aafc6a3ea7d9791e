import { z } from 'zod';
import { successSchema } from '../common/api.schemas';
import { authenticatedRequestSchema } from '../profile/profile.schemas';

export const getWalletTransactionsRequestSchema = authenticatedRequestSchema;

/** Money in minor units (paise, cents), as everywhere in the API. */
export const walletTransactionSchema = z.object({
  id: z.number().int(),
  type: z.enum(['credit', 'debit']),
  amount: z.number().int(),
  balance_after: z.number().int(),
  description: z.string(),
  order_id: z.number().int().nullable(),
  created_at: z.string(),
});
export type WalletTransaction = z.infer<typeof walletTransactionSchema>;

export const walletResponseSchema = successSchema(
  z.object({ balance: z.number().int(), transactions: z.array(walletTransactionSchema) }),
);
