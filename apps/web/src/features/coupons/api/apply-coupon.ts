import type { CartLineInput } from '@app/shared/catalog/cart.schemas';
import type { Coupon } from '@app/shared/coupons/coupons.schemas';
import { useMutation } from '@tanstack/react-query';
import { apiPost, type ApiSuccess } from '../../../lib/api-client';

export interface ApplyCouponInput {
  token: string;
  user_id: number;
  coupon: string;
  restaurant_id: number;
  items: CartLineInput[];
}

export interface AppliedCoupon {
  coupon: Coupon;
  subtotal: number;
  discount: number;
}

/** Checks a code against the cart; fails with `coupons.<reason>` and a message to show. */
export async function applyCoupon(input: ApplyCouponInput): Promise<AppliedCoupon> {
  const response = await apiPost<ApiSuccess<AppliedCoupon>>('apply-coupon', input);
  return response.data;
}

export function useApplyCouponMutation() {
  return useMutation({ mutationFn: applyCoupon });
}
