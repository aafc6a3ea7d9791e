import type { TranslateFn } from '../../../lib/i18n/use-translation';

const KNOWN = new Set([
  'not_found',
  'inactive',
  'expired',
  'wrong_store',
  'exhausted',
  'per_user_limit',
  'first_order_only',
  'min_subtotal',
]);

/** The quote's `coupon_error` (a code such as `coupons.expired`) as a reason a customer reads. */
export function couponReason(code: string, t: TranslateFn): string {
  const reason = code.replace(/^coupons\./, '');
  return t(`pndCouponReason_${KNOWN.has(reason) ? reason : 'other'}`);
}
