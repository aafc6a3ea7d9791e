import type { Coupon } from '@app/shared/coupons/coupons.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPost, type ApiSuccess } from '../../../lib/api-client';

export interface CartCouponInput {
  restaurant_id: number;
  token: string | null;
}

/** The coupons of the cart's store and the platform's. */
export async function getCartCoupon({ restaurant_id, token }: CartCouponInput): Promise<Coupon[]> {
  const response = await apiPost<ApiSuccess<Coupon[]>>('get-cart-coupon', {
    restaurant_id,
    ...(token ? { token } : {}),
  });
  return response.data;
}

export function getCartCouponQueryOptions(input: CartCouponInput) {
  return queryOptions({
    queryKey: ['get-cart-coupon', input.restaurant_id, input.token],
    queryFn: () => getCartCoupon(input),
  });
}

export function useCartCoupons(input: CartCouponInput | null) {
  return useQuery({
    ...getCartCouponQueryOptions(input ?? { restaurant_id: 0, token: null }),
    enabled: input !== null,
  });
}
