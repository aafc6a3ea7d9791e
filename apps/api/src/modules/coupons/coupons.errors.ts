import type { CouponRejection } from '@app/shared/coupons/coupons.models';
import { createErrorFactory } from '../../lib/errors';

/** One error per coupon rule; the code names the reason (`coupons.expired`, ...). */
export const couponErrors: Record<CouponRejection, ReturnType<typeof createErrorFactory>> = {
  not_found: createErrorFactory({
    code: 'coupons.not_found',
    statusCode: 404,
    message: 'There is no coupon with this code.',
  }),
  inactive: createErrorFactory({
    code: 'coupons.inactive',
    statusCode: 409,
    message: 'This coupon is not active.',
  }),
  expired: createErrorFactory({
    code: 'coupons.expired',
    statusCode: 409,
    message: 'This coupon has expired.',
  }),
  wrong_store: createErrorFactory({
    code: 'coupons.wrong_store',
    statusCode: 409,
    message: 'This coupon is not valid at this store.',
  }),
  exhausted: createErrorFactory({
    code: 'coupons.exhausted',
    statusCode: 409,
    message: 'This coupon has been fully used.',
  }),
  per_user_limit: createErrorFactory({
    code: 'coupons.per_user_limit',
    statusCode: 409,
    message: 'You have already used this coupon as many times as it allows.',
  }),
  first_order_only: createErrorFactory({
    code: 'coupons.first_order_only',
    statusCode: 409,
    message: 'This coupon is for your first order only.',
  }),
  min_subtotal: createErrorFactory({
    code: 'coupons.min_subtotal',
    statusCode: 409,
    message: 'Add more items to use this coupon.',
  }),
};

/** The console's coupon editor (issue 17): each rule it refuses, with its own code. */
export const couponAdminErrors = {
  notFound: createErrorFactory({
    code: 'coupons.coupon_not_found',
    statusCode: 404,
    message: 'No such coupon.',
  }),
  codeTaken: createErrorFactory({
    code: 'coupons.code_taken',
    statusCode: 409,
    message: 'Another coupon already has this code.',
  }),
  percentOver100: createErrorFactory({
    code: 'coupons.percent_over_100',
    statusCode: 400,
    message: 'A percentage discount is at most 100.',
  }),
  capOnlyForPercent: createErrorFactory({
    code: 'coupons.cap_only_for_percent',
    statusCode: 400,
    message: 'A maximum discount applies to percentage coupons only.',
  }),
  perUserOverTotal: createErrorFactory({
    code: 'coupons.per_user_over_total',
    statusCode: 400,
    message: 'Uses per customer cannot exceed the total uses.',
  }),
  expiryInPast: createErrorFactory({
    code: 'coupons.expiry_in_past',
    statusCode: 400,
    message: 'The expiry date has already passed.',
  }),
  totalBelowUsed: createErrorFactory({
    code: 'coupons.total_below_used',
    statusCode: 409,
    message: 'The total uses cannot be lower than the uses already redeemed.',
  }),
  storeNotFound: createErrorFactory({
    code: 'coupons.store_not_found',
    statusCode: 404,
    message: 'No such store.',
  }),
};
