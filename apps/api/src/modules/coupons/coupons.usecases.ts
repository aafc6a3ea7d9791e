import {
  checkCouponRules,
  platformDate,
  type CouponRejection,
  type CouponRuleFields,
} from '@app/shared/coupons/coupons.models';
import { couponDiscount } from '@app/shared/orders/pricing.models';
import type { Database } from '../../db/client';
import { resolveCartLines, type CartLineRequest } from '../orders/cart';
import { createItemUnavailableError } from '../orders/orders.errors';
import { couponErrors } from './coupons.errors';
import {
  countUserRedemptions,
  findCouponByCode,
  hasOrderedBefore,
  listLiveCoupons,
  toCouponView,
  userRedemptionCounts,
  type CouponRow,
} from './coupons.repository';
import type { Executor } from '../../db/client';

export function toCouponRuleFields(coupon: CouponRow): CouponRuleFields {
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

/** Which rule, if any, keeps this customer from using the coupon on this subtotal at this store. */
export async function findCouponRejection(
  db: Executor,
  {
    coupon,
    userId,
    subtotal,
    storeId,
    now,
  }: { coupon: CouponRow; userId: number; subtotal: number; storeId: number; now: Date },
): Promise<CouponRejection | null> {
  return checkCouponRules({
    coupon: toCouponRuleFields(coupon),
    today: platformDate(now),
    subtotal,
    storeId,
    userRedemptions: await countUserRedemptions(db, { couponId: coupon.id, userId }),
    userHasOrdered: coupon.firstOrderOnly ? await hasOrderedBefore(db, userId) : false,
  });
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
  const coupon = await findCouponByCode(db, code);
  if (!coupon) throw couponErrors.not_found();
  const lines = await resolveCartLines(db, { storeId, lines: items });
  if (lines.some((line) => !line.available)) throw createItemUnavailableError();
  const subtotal = lines.reduce((sum, line) => sum + line.line_total, 0);
  const rejection = await findCouponRejection(db, { coupon, userId, subtotal, storeId, now });
  if (rejection) throw couponErrors[rejection]();
  const discount = couponDiscount(
    {
      discount_type: coupon.discountType,
      discount: coupon.discount,
      max_discount: coupon.maxDiscountMinor,
    },
    subtotal,
  );
  return { coupon: toCouponView(coupon), subtotal, discount };
}
