import {
  checkCouponRules,
  platformDate,
  type CouponRejection,
  type CouponRuleFields,
} from '@app/shared/coupons/coupons.models';
import { couponDiscount } from '@app/shared/orders/pricing.models';
import type { Database } from '../../db/client';
import { resolveCartLines, type CartLineRequest } from '../catalog/cart-lines.usecases';
import { createItemUnavailableError } from '../orders/orders.errors';
import { hasOrderedBefore } from '../orders/orders.repository';
import { couponErrors } from './coupons.errors';
import {
  listLiveCoupons,
  loadCouponForUser,
  toCouponView,
  userRedemptionCounts,
  type CouponRow,
} from './coupons.repository';

function toCouponRuleFields(coupon: CouponRow): CouponRuleFields {
  return {
    is_active: coupon.isActive,
    expiry_date: coupon.expiryDate,
    min_subtotal: coupon.minSubtotalMinor,
    max_count: coupon.maxCount,
    used_count: coupon.usedCount,
    max_count_per_user: coupon.maxCountPerUser,
    store_id: coupon.storeId,
    first_order_only: coupon.firstOrderOnly,
  };
}

export type CouponVerdict =
  | { coupon: CouponRow; discount: number; rejection: null }
  | { coupon: null; discount: 0; rejection: CouponRejection };

/**
 * The one coupon decision, for apply-coupon and for checkout alike: every rule of ARCHITECTURE §5
 * (packages/shared coupons.models), then the discount on this subtotal. The caller loads the
 * coupon and the user's history with `loadCouponForUser` or the same subqueries.
 */
export function evaluateCoupon({
  coupon,
  subtotal,
  storeId,
  userRedemptions,
  userHasOrdered,
  now,
}: {
  coupon: CouponRow | null;
  subtotal: number;
  storeId: number;
  userRedemptions: number;
  userHasOrdered: boolean;
  now: Date;
}): CouponVerdict {
  const rejection = coupon
    ? checkCouponRules({
        coupon: toCouponRuleFields(coupon),
        today: platformDate(now),
        subtotal,
        storeId,
        userRedemptions,
        userHasOrdered,
      })
    : 'not_found';
  if (rejection || !coupon)
    return { coupon: null, discount: 0, rejection: rejection ?? 'not_found' };
  const discount = couponDiscount(
    {
      discount_type: coupon.discountType,
      discount: coupon.discount,
      max_discount: coupon.maxDiscountMinor,
    },
    subtotal,
  );
  return { coupon, discount, rejection: null };
}

/** The store's coupons and the platform's that are live now (SPEC §5's filter, on the server too). */
export async function getCartCoupons({
  db,
  storeId,
  now = new Date(),
}: {
  db: Database;
  storeId: number;
  now?: Date;
}) {
  const rows = await listLiveCoupons(db, { storeId, today: platformDate(now) });
  return rows.map(toCouponView);
}

/** Live coupons this customer can still use: per-user limits and first-order rules applied. */
export async function getUserCoupons({
  db,
  userId,
  storeId,
  now = new Date(),
}: {
  db: Database;
  userId: number;
  storeId: number | null;
  now?: Date;
}) {
  const [rows, used, ordered] = await Promise.all([
    listLiveCoupons(db, { storeId, today: platformDate(now) }),
    userRedemptionCounts(db, userId),
    hasOrderedBefore(db, userId),
  ]);
  return rows
    .filter(
      (row) =>
        (row.maxCountPerUser === null || (used.get(row.id) ?? 0) < row.maxCountPerUser) &&
        !(row.firstOrderOnly && ordered),
    )
    .map(toCouponView);
}

/**
 * Checks a code against the cart as the server prices it. The same rules run again when the order
 * is placed, in the order's transaction: applying reserves nothing.
 */
export async function applyCoupon({
  db,
  userId,
  code,
  storeId,
  items,
  now = new Date(),
}: {
  db: Database;
  userId: number;
  code: string;
  storeId: number;
  items: CartLineRequest[];
  now?: Date;
}) {
  const { coupon, userRedemptions } = await loadCouponForUser(db, {
    code: code.toUpperCase(),
    userId,
  });
  if (!coupon) throw couponErrors.not_found();
  const lines = await resolveCartLines(db, { storeId, lines: items });
  if (lines.some((line) => !line.available)) throw createItemUnavailableError();
  const subtotal = lines.reduce((sum, line) => sum + line.line_total, 0);
  const verdict = evaluateCoupon({
    coupon,
    subtotal,
    storeId,
    userRedemptions,
    userHasOrdered: coupon.firstOrderOnly ? await hasOrderedBefore(db, userId) : false,
    now,
  });
  if (verdict.rejection) throw couponErrors[verdict.rejection]();
  return { coupon: toCouponView(verdict.coupon), subtotal, discount: verdict.discount };
}
