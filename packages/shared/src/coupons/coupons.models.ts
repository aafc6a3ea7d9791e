import { PLATFORM_UTC_OFFSET_MINUTES } from '../catalog/store-status.models';

/** Why a coupon cannot be used; each is an error code `coupons.<reason>`. */
export type CouponRejection =
  | 'not_found'
  | 'inactive'
  | 'expired'
  | 'min_subtotal'
  | 'exhausted'
  | 'per_user_limit'
  | 'wrong_store'
  | 'first_order_only';

export interface CouponRuleFields {
  is_active: boolean;
  /** 'YYYY-MM-DD', the last day the coupon works (platform calendar). */
  expiry_date: string;
  min_subtotal: number;
  max_count: number;
  used_count: number;
  /** null: no limit per customer. */
  max_count_per_user: number | null;
  /** null: a platform coupon, valid at every store. */
  store_id: number | null;
  first_order_only: boolean;
}

/**
 * Every coupon rule of ARCHITECTURE §5, in the order a customer would want to hear about them.
 * `today` is the platform's calendar date ('YYYY-MM-DD'): a coupon works through its expiry date.
 */
export function checkCouponRules({
  coupon,
  today,
  subtotal,
  storeId,
  userRedemptions,
  userHasOrdered,
}: {
  coupon: CouponRuleFields;
  today: string;
  subtotal: number;
  storeId: number;
  userRedemptions: number;
  userHasOrdered: boolean;
}): CouponRejection | null {
  if (!coupon.is_active) return 'inactive';
  if (coupon.expiry_date < today) return 'expired';
  if (coupon.store_id !== null && coupon.store_id !== storeId) return 'wrong_store';
  if (coupon.used_count >= coupon.max_count) return 'exhausted';
  if (coupon.max_count_per_user !== null && userRedemptions >= coupon.max_count_per_user) {
    return 'per_user_limit';
  }
  if (coupon.first_order_only && userHasOrdered) return 'first_order_only';
  if (subtotal < coupon.min_subtotal) return 'min_subtotal';
  return null;
}

/** The platform's calendar date of an instant, 'YYYY-MM-DD'. */
export function platformDate(now: Date): string {
  return new Date(now.getTime() + PLATFORM_UTC_OFFSET_MINUTES * 60_000).toISOString().slice(0, 10);
}
