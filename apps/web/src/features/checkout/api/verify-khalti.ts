import type { RequestOf } from '@app/shared/common/api-contract';
import type { khaltiVerifyRequestSchema } from '@app/shared/payments/payments.schemas';
import { useQuery } from '@tanstack/react-query';
import { apiPost, type ApiSuccess } from '../../../lib/api-client';
import type { PaymentState } from './verify-payu-money';

/** The body of the call, from its request schema (a contract change breaks this build). */
export type VerifyKhaltiInput = RequestOf<typeof khaltiVerifyRequestSchema>;

/** Khalti verification: the server checks the return against Khalti's lookup API. */
export async function verifyKhalti(input: VerifyKhaltiInput): Promise<PaymentState> {
  const response = await apiPost<ApiSuccess<PaymentState>>('khalti/verify', input);
  return response.data;
}

export function useVerifyKhalti(input: VerifyKhaltiInput | null) {
  return useQuery({
    queryKey: ['khalti-verify', input?.pidx ?? ''],
    queryFn: () => verifyKhalti(input as VerifyKhaltiInput),
    enabled: input !== null,
    // A refused (tampered) return stays refused: no retry.
    retry: false,
  });
}
