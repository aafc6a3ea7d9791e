import type { CheckoutRequest } from '@app/shared/orders/orders.schemas';
import type { Coupon } from '@app/shared/coupons/coupons.schemas';
import type { OrderPrice } from '@app/shared/orders/pricing.models';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiPost, type ApiSuccess } from '../api-client';

export interface CheckoutQuote {
  bill: OrderPrice;
  /** Minor units. */
  wallet_balance: number;
  distance_km: number | null;
  coupon: Coupon | null;
  /** A coupon sent but not applicable: its error code (`coupons.min_subtotal`, ...). */
  coupon_error: string | null;
}

export type CheckoutQuoteInput = CheckoutRequest & { token: string; user_id: number };

/** The server's bill for the cart as the customer has set it up; the client never adds it up. */
export async function getCheckoutQuote(input: CheckoutQuoteInput): Promise<CheckoutQuote> {
  const response = await apiPost<ApiSuccess<CheckoutQuote>>('get-checkout-quote', input);
  return response.data;
}

export function getCheckoutQuoteQueryOptions(input: CheckoutQuoteInput) {
  return queryOptions({
    queryKey: ['get-checkout-quote', input],
    queryFn: () => getCheckoutQuote(input),
    retry: false,
  });
}

/** Keeps the last bill on screen while a changed input is re-quoted. */
export function useCheckoutQuote(input: CheckoutQuoteInput | null) {
  return useQuery({
    ...getCheckoutQuoteQueryOptions(input ?? ({ restaurant_id: 0, items: [] } as never)),
    enabled: input !== null && input.items.length > 0,
    placeholderData: keepPreviousData,
  });
}
