import { platformDate } from '@app/shared/coupons/coupons.models';
import type { AdminCoupon } from '@app/shared/console/people.schemas';
import type { Database, Executor } from '../../db/client';
import { storeExists } from '../catalog/store-admin.repository';
import {
  findAdminCoupon,
  findCouponIdByCode,
  insertCoupon,
  listCouponsPage,
  updateCoupon,
  type CouponSort,
  type CouponStatusFilter,
  type CouponWrite,
} from './coupons-admin.repository';
import { couponAdminErrors as E } from './coupons.errors';

export type { CouponSort };

/** The fields an admin sets, as the console sends them (people.schemas `couponFieldsSchema`). */
export interface CouponFields {
  code: string;
  name: string;
  description: string;
  discount_type: 'PERCENTAGE' | 'AMOUNT';
  discount: number;
  max_discount: number | null;
  min_subtotal: number;
  expiry_date: string;
  max_count: number;
  max_count_per_user: number | null;
  store_id: number | null;
  first_order_only: boolean;
  is_active: boolean;
}

/** Called in the change's transaction with the coupon before and after (the audit row). */
export type OnCouponChange = (
  tx: Executor,
  change: { before: AdminCoupon | null; after: AdminCoupon },
) => Promise<void>;

export function listCouponsForAdmin(
  db: Database,
  query: {
    page: number;
    perPage: number;
    sort: CouponSort;
    dir: 'asc' | 'desc';
    q: string | undefined;
    status: CouponStatusFilter;
    now?: Date;
  },
) {
  return listCouponsPage(db, { ...query, today: platformDate(query.now ?? new Date()) });
}

/** The rules checkout relies on, checked before anything is written. */
async function checkFields(
  db: Executor,
  fields: CouponFields,
  { isNew, previousExpiry }: { isNew: boolean; previousExpiry?: string },
  now: Date,
): Promise<CouponWrite> {
  if (fields.discount_type === 'PERCENTAGE' && fields.discount > 100) throw E.percentOver100();
  if (fields.discount_type === 'AMOUNT' && fields.max_discount !== null) {
    throw E.capOnlyForPercent();
  }
  if (fields.max_count_per_user !== null && fields.max_count_per_user > fields.max_count) {
    throw E.perUserOverTotal();
  }
  // A new or moved expiry must not already be over; an old coupon keeps its date when edited.
  const expiryChanged = isNew || fields.expiry_date !== previousExpiry;
  if (expiryChanged && fields.expiry_date < platformDate(now)) throw E.expiryInPast();
  if (fields.store_id !== null && !(await storeExists(db, fields.store_id))) {
    throw E.storeNotFound();
  }
  return {
    code: fields.code.toUpperCase(),
    name: fields.name,
    description: fields.description,
    discountType: fields.discount_type,
    discount: fields.discount,
    maxDiscountMinor: fields.discount_type === 'PERCENTAGE' ? fields.max_discount : null,
    minSubtotalMinor: fields.min_subtotal,
    expiryDate: fields.expiry_date,
    maxCount: fields.max_count,
    maxCountPerUser: fields.max_count_per_user,
    storeId: fields.store_id,
    firstOrderOnly: fields.first_order_only,
    isActive: fields.is_active,
  };
}

export async function getCouponForAdmin(db: Database, couponId: number): Promise<AdminCoupon> {
  const coupon = await findAdminCoupon(db, couponId);
  if (!coupon) throw E.notFound();
  return coupon;
}

export async function createCouponAsAdmin(
  db: Database,
  {
    fields,
    onChange,
    now = new Date(),
  }: { fields: CouponFields; onChange: OnCouponChange; now?: Date },
): Promise<AdminCoupon> {
  return db.transaction(async (tx) => {
    const values = await checkFields(tx, fields, { isNew: true }, now);
    const id = await insertCoupon(tx, values);
    if (id === null) throw E.codeTaken();
    const after = await findAdminCoupon(tx, id);
    if (!after) throw E.notFound();
    await onChange(tx, { before: null, after });
    return after;
  });
}

export async function updateCouponAsAdmin(
  db: Database,
  {
    couponId,
    fields,
    onChange,
    now = new Date(),
  }: { couponId: number; fields: CouponFields; onChange: OnCouponChange; now?: Date },
): Promise<AdminCoupon> {
  return db.transaction(async (tx) => {
    const before = await findAdminCoupon(tx, couponId, { lock: true });
    if (!before) throw E.notFound();
    const values = await checkFields(
      tx,
      fields,
      { isNew: false, previousExpiry: before.expiry_date },
      now,
    );
    if (values.maxCount < before.used_count) throw E.totalBelowUsed();
    if (values.code !== before.code) {
      const other = await findCouponIdByCode(tx, values.code);
      if (other !== null && other !== couponId) throw E.codeTaken();
    }
    await updateCoupon(tx, couponId, values).catch((error: unknown) => {
      throw isUniqueViolation(error) ? E.codeTaken() : error;
    });
    const after = await findAdminCoupon(tx, couponId);
    if (!after) throw E.notFound();
    await onChange(tx, { before, after });
    return after;
  });
}

function isUniqueViolation(error: unknown): boolean {
  for (let current = error; current && typeof current === 'object';) {
    if ('code' in current && current.code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** Deactivates (or reactivates) a coupon: checkout refuses an inactive one (`coupons.inactive`). */
export async function setCouponActiveAsAdmin(
  db: Database,
  {
    couponId,
    isActive,
    onChange,
  }: { couponId: number; isActive: boolean; onChange: OnCouponChange },
): Promise<AdminCoupon> {
  return db.transaction(async (tx) => {
    const before = await findAdminCoupon(tx, couponId, { lock: true });
    if (!before) throw E.notFound();
    await updateCoupon(tx, couponId, { isActive });
    const after = await findAdminCoupon(tx, couponId);
    if (!after) throw E.notFound();
    await onChange(tx, { before, after });
    return after;
  });
}
