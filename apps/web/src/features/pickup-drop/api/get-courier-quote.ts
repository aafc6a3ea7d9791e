import type { RequestOf } from '@app/shared/common/api-contract';
import type {
  courierCheckoutRequestSchema,
  courierQuoteResponseSchema,
} from '@app/shared/courier/courier-orders.schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiPost } from '../../../lib/api-client';

/** The body of the call, from its request schema (a contract change breaks this build). */
export type CourierQuoteInput = RequestOf<typeof courierCheckoutRequestSchema>;
export type CourierQuote = z.infer<typeof courierQuoteResponseSchema>['data'];

/** The server's bill of the task as set up (coupon, tip, wallet); the client never adds it up. */
export async function getCourierQuote(input: CourierQuoteInput): Promise<CourierQuote> {
  const response = await apiPost<z.infer<typeof courierQuoteResponseSchema>>(
    'pickup-and-drop/checkout-quote',
    input,
  );
  return response.data;
}

export function getCourierQuoteQueryOptions(input: CourierQuoteInput) {
  return queryOptions({
    queryKey: ['pickup-and-drop/checkout-quote', input],
    queryFn: () => getCourierQuote(input),
    retry: false,
  });
}

/** Keeps the last bill on screen while a changed input is re-quoted. */
export function useCourierQuote(input: CourierQuoteInput | null) {
  return useQuery({
    ...getCourierQuoteQueryOptions(input ?? ({} as CourierQuoteInput)),
    enabled: input !== null,
    placeholderData: keepPreviousData,
  });
}
