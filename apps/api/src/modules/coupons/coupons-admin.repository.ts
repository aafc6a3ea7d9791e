import { and, asc, count, desc, eq, gte, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import type { AdminCoupon } from '@app/shared/console/people.schemas';
import type { Executor } from '../../db/client';
import { storeNameSql } from '../catalog/store-fragments.repository';
import { coupons } from './coupons.table';

/** Coupons as the console manages them (issue 17): a page, one, insert, update. */

export type CouponSort = 'id' | 'code' | 'expiry_date' | 'used_count' | 'created_at';
export type CouponStatusFilter = 'all' | 'active' | 'inactive' | 'expired';

const sortColumns = {
  id: coupons.id,
  code: coupons.code,
  expiry_date: coupons.expiryDate,
  used_count: coupons.usedCount,
  created_at: coupons.createdAt,
} as const;

const storeName = storeNameSql(sql`${coupons.storeId}`);

const adminColumns = {
  id: coupons.id,
  code: coupons.code,
  name: coupons.name,
  description: coupons.description,
  discountType: coupons.discountType,
  discount: coupons.discount,
  maxDiscountMinor: coupons.maxDiscountMinor,
  minSubtotalMinor: coupons.minSubtotalMinor,
  expiryDate: coupons.expiryDate,
  maxCount: coupons.maxCount,
  usedCount: coupons.usedCount,
  maxCountPerUser: coupons.maxCountPerUser,
  storeId: coupons.storeId,
  storeName,
  firstOrderOnly: coupons.firstOrderOnly,
  isActive: coupons.isActive,
  createdAt: coupons.createdAt,
};

type AdminCouponRow = {
  [K in keyof typeof adminColumns]: K extends 'storeName'
    ? string | null
    : (typeof coupons.$inferSelect)[Exclude<K, 'storeName'>];
};

export function toAdminCoupon(row: AdminCouponRow): AdminCoupon {
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
    max_count: row.maxCount,
    max_count_per_user: row.maxCountPerUser,
    store_id: row.storeId,
    store_name: row.storeName ?? null,
    first_order_only: row.firstOrderOnly,
    is_active: row.isActive,
    used_count: row.usedCount,
    created_at: new Date(row.createdAt).toISOString(),
  };
}

export async function listCouponsPage(
  db: Executor,
  query: {
    page: number;
    perPage: number;
    sort: CouponSort;
    dir: 'asc' | 'desc';
    q: string | undefined;
    status: CouponStatusFilter;
    today: string;
  },
): Promise<{ rows: AdminCoupon[]; total: number }> {
  const conditions: (SQL | undefined)[] = [];
  if (query.q) {
    const like = `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(or(ilike(coupons.code, like), ilike(coupons.name, like)));
  }
  if (query.status === 'active') {
    conditions.push(eq(coupons.isActive, true), gte(coupons.expiryDate, query.today));
  } else if (query.status === 'inactive') {
    conditions.push(eq(coupons.isActive, false));
  } else if (query.status === 'expired') {
    conditions.push(lt(coupons.expiryDate, query.today));
  }
  const where = and(...conditions);
  const order = query.dir === 'asc' ? asc : desc;
  const [rows, [total]] = await Promise.all([
    db
      .select(adminColumns)
      .from(coupons)
      .where(where)
      .orderBy(order(sortColumns[query.sort]), order(coupons.id))
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage),
    db.select({ value: count() }).from(coupons).where(where),
  ]);
  return { rows: rows.map(toAdminCoupon), total: total?.value ?? 0 };
}

/** One coupon; `lock` takes its row for the rest of the transaction. */
export async function findAdminCoupon(
  db: Executor,
  couponId: number,
  { lock = false }: { lock?: boolean } = {},
): Promise<AdminCoupon | null> {
  const base = db.select(adminColumns).from(coupons).where(eq(coupons.id, couponId));
  const [row] = lock ? await base.for('update', { of: coupons }) : await base;
  return row ? toAdminCoupon(row) : null;
}

export async function findCouponIdByCode(db: Executor, code: string): Promise<number | null> {
  const [row] = await db.select({ id: coupons.id }).from(coupons).where(eq(coupons.code, code));
  return row?.id ?? null;
}

export interface CouponWrite {
  code: string;
  name: string;
  description: string;
  discountType: 'PERCENTAGE' | 'AMOUNT';
  discount: number;
  maxDiscountMinor: number | null;
  minSubtotalMinor: number;
  expiryDate: string;
  maxCount: number;
  maxCountPerUser: number | null;
  storeId: number | null;
  firstOrderOnly: boolean;
  isActive: boolean;
}

/** Inserts a coupon; null when the code is taken (the unique index decides, not a prior read). */
export async function insertCoupon(db: Executor, values: CouponWrite): Promise<number | null> {
  const [row] = await db
    .insert(coupons)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: coupons.id });
  return row?.id ?? null;
}

export async function updateCoupon(
  db: Executor,
  couponId: number,
  values: Partial<CouponWrite>,
): Promise<void> {
  await db.update(coupons).set(values).where(eq(coupons.id, couponId));
}
