import type { RequestOf } from '@app/shared/common/api-contract';
import type { applyCouponRequestSchema } from '@app/shared/coupons/coupons.schemas';
import type { Coupon } from '@app/shared/coupons/coupons.schemas';
import { useMutation } from '@tanstack/react-query';
import { apiPost, type ApiSuccess } from '../../../lib/api-client';

/** The body of the call, from its request schema (a contract change breaks this build). */
export type ApplyCouponInput = RequestOf<typeof applyCouponRequestSchema>;

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
