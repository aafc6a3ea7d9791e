import type { Coupon } from '@app/shared/coupons/coupons.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPost, type ApiSuccess } from '../../../lib/api-client';

export interface UserCouponsInput {
  token: string;
  user_id: number;
  restaurant_id?: number;
}

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
