import { and, count, eq, gte, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Coupon } from '@app/shared/coupons/coupons.schemas';
import type { Executor } from '../../db/client';
import { fromJsonColumn } from '../../lib/json-column';
import { couponRedemptions, coupons } from './coupons.table';

/** A coupon as checkout and apply-coupon read it (one loader, below). */
export type CouponRow = Omit<typeof coupons.$inferSelect, 'createdAt'>;

/** A `CouponRow` as JSON, or null: a subquery other statements embed (orders/checkout-data.ts). */
export function couponJson(code: SQL): SQL {
  return sql`(select json_build_object(
          'id', c.id, 'code', c.code, 'name', c.name, 'description', c.description,
          'discountType', c.discount_type, 'discount', c.discount,
          'maxDiscountMinor', c.max_discount_minor, 'minSubtotalMinor', c.min_subtotal_minor,
          'expiryDate', c.expiry_date, 'maxCount', c.max_count, 'usedCount', c.used_count,
          'maxCountPerUser', c.max_count_per_user, 'isActive', c.is_active, 'storeId', c.store_id,
          'firstOrderOnly', c.first_order_only)
        from coupons c where c.code = ${code})`;
}

/** The coupon's code, as a scalar subquery (null when the coupon is gone). */
export function couponCodeSql(couponId: SQL): SQL<string | null> {
  return sql<string | null>`(select c.code from coupons c where c.id = ${couponId})`;
}

/** How many times the user has redeemed the coupon with this code, as a subquery. */
export function userRedemptionsSql(code: SQL, userId: SQL): SQL {
  return sql`(select count(*)::int from coupon_redemptions r join coupons c on c.id = r.coupon_id
        where c.code = ${code} and r.user_id = ${userId})`;
}

/**
 * The coupon with this code and the user's redemptions of it: the one way a coupon is loaded
 * (checkout embeds the same two subqueries in its own statement).
 */
export async function loadCouponForUser(
  db: Executor,
  { code, userId }: { code: string; userId: number },
): Promise<{ coupon: CouponRow | null; userRedemptions: number }> {
  const result = await db.execute(
    sql`select ${couponJson(sql`${code}`)} as coupon,
      ${userRedemptionsSql(sql`${code}`, sql`${userId}`)} as redemptions`,
  );
  const { rows } = result as unknown as { rows: { coupon: unknown; redemptions: unknown }[] };
  return {
    coupon: fromJsonColumn<CouponRow | null>(rows[0]?.coupon ?? null),
    userRedemptions: Number(rows[0]?.redemptions ?? 0),
  };
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

/** Redemptions per coupon of one user. */
export async function userRedemptionCounts(db: Executor, userId: number) {
  const rows = await db
    .select({ couponId: couponRedemptions.couponId, value: count() })
    .from(couponRedemptions)
    .where(eq(couponRedemptions.userId, userId))
    .groupBy(couponRedemptions.couponId);
  return new Map(rows.map((row) => [row.couponId, row.value]));
}

/**
 * Takes one use of the coupon for an order just written, only while uses are left: one guarded
 * UPDATE and the redemption row in one statement, so 200 concurrent orders on a coupon with 100
 * uses get exactly 100. False when none was left (the caller rolls the order back).
 */
export async function redeemCouponUse(
  tx: Executor,
  { couponId, userId, orderId }: { couponId: number; userId: number; orderId: number },
): Promise<boolean> {
  const result = await tx.execute(sql`
    with claimed as (
      update ${coupons} set used_count = used_count + 1
      where id = ${couponId} and is_active and used_count < max_count
      returning id
    )
    insert into ${couponRedemptions} (coupon_id, user_id, order_id)
    select id, ${userId}, ${orderId} from claimed
    returning id`);
  return (result as unknown as { rows: unknown[] }).rows.length === 1;
}

/** Gives an order's coupon use back (the redemption row goes, used_count drops by one). */
export async function releaseCouponUse(
  tx: Executor,
  { orderId, couponId }: { orderId: number; couponId: number },
) {
  const removed = await tx
    .delete(couponRedemptions)
    .where(eq(couponRedemptions.orderId, orderId))
    .returning({ id: couponRedemptions.id });
  if (!removed.length) return;
  await tx
    .update(coupons)
    .set({ usedCount: sql`greatest(${coupons.usedCount} - 1, 0)` })
    .where(eq(coupons.id, couponId));
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
