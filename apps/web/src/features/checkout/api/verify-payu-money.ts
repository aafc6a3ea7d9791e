import type { RequestOf } from '@app/shared/common/api-contract';
import type { verifyPayuRequestSchema } from '@app/shared/payments/payments.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPost, type ApiSuccess } from '../../../lib/api-client';

export interface PaymentState {
  unique_order_id: string;
  status: number;
  payment_status: 'unpaid' | 'pending' | 'paid' | 'failed' | 'refunded';
}

/** The body of the call, from its request schema (a contract change breaks this build). */
export type VerifyPayuInput = RequestOf<typeof verifyPayuRequestSchema>;

/** Where a PayU payment stands after PayU sends the customer back. */
export async function verifyPayuMoney(input: VerifyPayuInput): Promise<PaymentState> {
  const response = await apiPost<ApiSuccess<PaymentState>>('verify-payu-money', input);
  return response.data;
}

export function verifyPayuMoneyQueryOptions(input: VerifyPayuInput) {
  return queryOptions({
    queryKey: ['verify-payu-money', input.transaction_id],
    queryFn: () => verifyPayuMoney(input),
    retry: 2,
  });
}

export function useVerifyPayuMoney(input: VerifyPayuInput | null) {
  return useQuery({
    ...verifyPayuMoneyQueryOptions(input ?? { token: '', user_id: 0, transaction_id: '' }),
    enabled: input !== null,
  });
}
