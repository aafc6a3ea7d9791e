import type { RequestOf } from '@app/shared/common/api-contract';
import type { userCouponsRequestSchema } from '@app/shared/coupons/coupons.schemas';
import type { Coupon } from '@app/shared/coupons/coupons.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPost, type ApiSuccess } from '../../../lib/api-client';

/** The body of the call, from its request schema (a contract change breaks this build). */
export type UserCouponsInput = RequestOf<typeof userCouponsRequestSchema>;

/** Coupons meant for this customer (first-order offers and the like). */
export async function getUserCoupons(input: UserCouponsInput): Promise<Coupon[]> {
  const response = await apiPost<ApiSuccess<Coupon[]>>('user-coupons', input);
  return response.data;
}

export function getUserCouponsQueryOptions(input: UserCouponsInput) {
  return queryOptions({
    queryKey: ['user-coupons', input.user_id, input.restaurant_id ?? null],
    queryFn: () => getUserCoupons(input),
  });
}

export function useUserCoupons(input: UserCouponsInput | null) {
  return useQuery({
    ...getUserCouponsQueryOptions(input ?? { token: '', user_id: 0 }),
    enabled: input !== null,
  });
}
