import { describe, expect, test } from 'vitest';
import { checkCouponRules, platformDate, type CouponRuleFields } from './coupons.models';

const coupon: CouponRuleFields = {
  is_active: true,
  expiry_date: '2026-11-21',
  min_subtotal: 10000,
  max_count: 10,
  used_count: 0,
  max_count_per_user: 2,
  store_id: 7,
  first_order_only: false,
};
const context = {
  today: '2026-11-21',
  subtotal: 10000,
  storeId: 7,
  userRedemptions: 0,
  userHasOrdered: true,
};

describe('checkCouponRules', () => {
  test('a coupon meeting every rule is accepted, through the whole of its expiry day', () => {
    expect(checkCouponRules({ coupon, ...context })).toBeNull();
  });

  test('names the rule that refuses it', () => {
    expect(checkCouponRules({ coupon: { ...coupon, is_active: false }, ...context })).toBe(
      'inactive',
    );
    expect(checkCouponRules({ coupon, ...context, today: '2026-11-22' })).toBe('expired');
    expect(checkCouponRules({ coupon, ...context, storeId: 8 })).toBe('wrong_store');
    expect(checkCouponRules({ coupon: { ...coupon, used_count: 10 }, ...context })).toBe(
      'exhausted',
    );
    expect(checkCouponRules({ coupon, ...context, userRedemptions: 2 })).toBe('per_user_limit');
    expect(checkCouponRules({ coupon: { ...coupon, first_order_only: true }, ...context })).toBe(
      'first_order_only',
    );
    expect(checkCouponRules({ coupon, ...context, subtotal: 9999 })).toBe('min_subtotal');
  });

  test('platform coupons (no store) work everywhere; no per-user limit means unlimited', () => {
    const open = { ...coupon, store_id: null, max_count_per_user: null };
    expect(
      checkCouponRules({ coupon: open, ...context, storeId: 99, userRedemptions: 50 }),
    ).toBeNull();
  });

  test('the platform date is the Indian calendar day (UTC+5:30)', () => {
    expect(platformDate(new Date('2026-11-21T18:29:00Z'))).toBe('2026-11-21');
    expect(platformDate(new Date('2026-11-21T18:31:00Z'))).toBe('2026-11-22');
  });
});
