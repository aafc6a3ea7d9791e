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
