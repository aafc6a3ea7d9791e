import { and, count, eq, gte, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Coupon } from '@app/shared/orders/orders.schemas';
import type { Executor } from '../../db/client';
import { orders } from '../orders/orders.table';
import { couponRedemptions, coupons } from './coupons.table';

export type CouponRow = typeof coupons.$inferSelect;

export async function findCouponByCode(db: Executor, code: string): Promise<CouponRow | null> {
  const [row] = await db.select().from(coupons).where(eq(coupons.code, code.toUpperCase()));
  return row ?? null;
}

/** Active, unexpired coupons with uses left, for one store (its own and the platform's) or all. */
export function listLiveCoupons(
  db: Executor,
  { storeId, today }: { storeId: number | null; today: string },
) {
  return db
    .select()
    .from(coupons)
    .where(
      and(
        eq(coupons.isActive, true),
        gte(coupons.expiryDate, today),
        lt(coupons.usedCount, coupons.maxCount),
        storeId === null ? undefined : or(isNull(coupons.storeId), eq(coupons.storeId, storeId)),
      ),
    )
    .orderBy(coupons.storeId, coupons.id);
}

export async function countUserRedemptions(
  db: Executor,
  { couponId, userId }: { couponId: number; userId: number },
) {
  const [row] = await db
    .select({ value: count() })
    .from(couponRedemptions)
    .where(and(eq(couponRedemptions.couponId, couponId), eq(couponRedemptions.userId, userId)));
  return row?.value ?? 0;
}

/** Redemptions per coupon of one user. */
export async function userRedemptionCounts(db: Executor, userId: number) {
  const rows = await db
    .select({ couponId: couponRedemptions.couponId, value: count() })
    .from(couponRedemptions)
    .where(eq(couponRedemptions.userId, userId))
    .groupBy(couponRedemptions.couponId);
  return new Map(rows.map((row) => [row.couponId, row.value]));
}

/** Whether the user has an order that was not cancelled or failed (first-order coupons). */
export async function hasOrderedBefore(db: Executor, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.userId, userId), ne(orders.status, 6), ne(orders.status, 9)))
    .limit(1);
  return row !== undefined;
}

/**
 * Takes one use of the coupon, only while uses are left: one guarded UPDATE, so 200 concurrent
 * orders on a coupon with 100 uses get exactly 100. False when none was left.
 */
export async function claimCouponUse(tx: Executor, couponId: number): Promise<boolean> {
  const rows = await tx
    .update(coupons)
    .set({ usedCount: sql`${coupons.usedCount} + 1` })
    .where(
      and(
        eq(coupons.id, couponId),
        eq(coupons.isActive, true),
        lt(coupons.usedCount, coupons.maxCount),
      ),
    )
    .returning({ id: coupons.id });
  return rows.length === 1;
}

export function toCouponView(row: CouponRow): Coupon {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    description: row.description,
    discount_type: row.discountType,
    discount: row.discount,
    max_discount: row.maxDiscountMinor,
    min_subtotal: row.minSubtotalMinor,
    expiry_date: row.expiryDate,
    max_count: Math.max(0, row.maxCount - row.usedCount),
    is_active: row.isActive ? 1 : 0,
    restaurant_id: row.storeId,
    first_order_only: row.firstOrderOnly,
  };
}
