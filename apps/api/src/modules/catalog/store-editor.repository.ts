import { and, asc, count, desc, eq, ilike, inArray, ne, type SQL } from 'drizzle-orm';
import type { AdminStoreRow, StoreFields } from '@app/shared/console/store-admin.schemas';
import type { Executor } from '../../db/client';
import { storeCategories, storeCategoryLinks, storeOwners, stores, zones } from './catalog.table';

/**
 * Stores as the admin console edits them (issue 17): the paged list, every field the customer app
 * reads, the zone polygon (one `zones` row per store, named after it), owners and cuisines.
 */

export type StoreSort = 'id' | 'name' | 'created_at' | 'commission_bps';
const SORT_COLUMNS = {
  id: stores.id,
  name: stores.name,
  created_at: stores.createdAt,
  commission_bps: stores.commissionBps,
} as const;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

export async function listStoresPage(
  db: Executor,
  input: {
    page: number;
    perPage: number;
    sort: StoreSort;
    dir: 'asc' | 'desc';
    q?: string;
    module?: 'food' | 'grocery';
    isAccepted?: boolean;
    isActive?: boolean;
  },
): Promise<{ rows: AdminStoreRow[]; total: number }> {
  const filters: (SQL | undefined)[] = [
    input.q ? ilike(stores.name, `%${escapeLike(input.q)}%`) : undefined,
    input.module ? eq(stores.module, input.module) : undefined,
    input.isAccepted === undefined ? undefined : eq(stores.isAccepted, input.isAccepted),
    input.isActive === undefined ? undefined : eq(stores.isActive, input.isActive),
  ];
  const where = and(...filters);
  const order = input.dir === 'asc' ? asc : desc;
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: stores.id,
        name: stores.name,
        slug: stores.slug,
        module: stores.module,
        address: stores.address,
        image: stores.image,
        is_accepted: stores.isAccepted,
        is_active: stores.isActive,
        commission_bps: stores.commissionBps,
        createdAt: stores.createdAt,
      })
      .from(stores)
      .where(where)
      .orderBy(order(SORT_COLUMNS[input.sort]), order(stores.id))
      .limit(input.perPage)
      .offset((input.page - 1) * input.perPage),
    db.select({ total: count() }).from(stores).where(where),
  ]);
  return {
    rows: rows.map(({ createdAt, ...row }) => ({ ...row, created_at: createdAt.toISOString() })),
    total: counted?.total ?? 0,
  };
}

export type StoreRecord = Omit<StoreFields, 'owner_ids' | 'rider_ids'> & {
  id: number;
  is_accepted: boolean;
  is_active: boolean;
  zone_id: number | null;
  created_at: string;
  owner_ids: number[];
};

/** One store with its zone polygon, cuisines and owners (riders live in the delivery module). */
export async function findStoreRecord(db: Executor, storeId: number): Promise<StoreRecord | null> {
  const [row] = await db
    .select({ store: stores, polygon: zones.polygon })
    .from(stores)
    .leftJoin(zones, eq(zones.id, stores.zoneId))
    .where(eq(stores.id, storeId));
  if (!row) return null;
  const [categories, owners] = await Promise.all([
    db
      .select({ id: storeCategoryLinks.categoryId })
      .from(storeCategoryLinks)
      .where(eq(storeCategoryLinks.storeId, storeId))
      .orderBy(storeCategoryLinks.categoryId),
    db
      .select({ id: storeOwners.userId })
      .from(storeOwners)
      .where(eq(storeOwners.storeId, storeId))
      .orderBy(storeOwners.userId),
  ]);
  const s = row.store;
  return {
    id: s.id,
    name: s.name,
    slug: s.slug,
    module: s.module,
    description: s.description,
    address: s.address,
    landmark: s.landmark,
    phone: s.phone,
    latitude: s.latitude,
    longitude: s.longitude,
    image: s.image,
    banner_image: s.bannerImage,
    opening_hours: s.openingHours ?? null,
    delivery_radius_km: s.deliveryRadiusKm,
    zone_polygon: row.polygon ?? null,
    delivery_type: s.deliveryType as 1 | 2 | 3,
    commission_bps: s.commissionBps,
    free_delivery_subtotal_minor: s.freeDeliverySubtotalMinor,
    min_order_minor: s.minOrderMinor,
    store_charge_minor: s.storeChargeMinor,
    delivery_charge_type: s.deliveryChargeType === 'DYNAMIC' ? 'DYNAMIC' : 'FIXED',
    delivery_charge_minor: s.deliveryChargeMinor,
    base_delivery_charge_minor: s.baseDeliveryChargeMinor,
    base_delivery_distance_km: s.baseDeliveryDistanceKm,
    extra_delivery_charge_per_km_minor: s.extraDeliveryChargePerKmMinor,
    tax_bps: s.taxBps,
    prep_minutes: s.prepMinutes,
    delivery_time_minutes: s.deliveryTimeMinutes,
    is_pureveg: s.isPureVeg,
    is_accepted: s.isAccepted,
    is_active: s.isActive,
    zone_id: s.zoneId,
    created_at: s.createdAt.toISOString(),
    category_ids: categories.map((category) => category.id),
    owner_ids: owners.map((owner) => owner.id),
  };
}

export async function isSlugTaken(db: Executor, slug: string, exceptStoreId?: number) {
  const [row] = await db
    .select({ id: stores.id })
    .from(stores)
    .where(and(eq(stores.slug, slug), exceptStoreId ? ne(stores.id, exceptStoreId) : undefined));
  return row !== undefined;
}

function columnsOf(fields: StoreFields) {
  return {
    name: fields.name,
    slug: fields.slug,
    module: fields.module,
    description: fields.description,
    address: fields.address,
    landmark: fields.landmark,
    phone: fields.phone,
    latitude: fields.latitude,
    longitude: fields.longitude,
    image: fields.image,
    bannerImage: fields.banner_image,
    openingHours: fields.opening_hours,
    deliveryRadiusKm: fields.delivery_radius_km,
    deliveryType: fields.delivery_type,
    commissionBps: fields.commission_bps,
    freeDeliverySubtotalMinor: fields.free_delivery_subtotal_minor,
    minOrderMinor: fields.min_order_minor,
    storeChargeMinor: fields.store_charge_minor,
    deliveryChargeType: fields.delivery_charge_type,
    deliveryChargeMinor: fields.delivery_charge_minor,
    baseDeliveryChargeMinor: fields.base_delivery_charge_minor,
    baseDeliveryDistanceKm: fields.base_delivery_distance_km,
    extraDeliveryChargePerKmMinor: fields.extra_delivery_charge_per_km_minor,
    taxBps: fields.tax_bps,
    prepMinutes: fields.prep_minutes,
    deliveryTimeMinutes: fields.delivery_time_minutes,
    isPureVeg: fields.is_pureveg,
  };
}

/**
 * Writes a store's fields, its zone (the store's own zones row: created, replaced or removed with
 * the polygon), cuisines and owners. A new store starts not accepted and inactive.
 */
export async function writeStore(
  db: Executor,
  storeId: number | null,
  fields: StoreFields,
): Promise<number> {
  let id = storeId;
  if (id === null) {
    const [created] = await db
      .insert(stores)
      .values({ ...columnsOf(fields), isAccepted: false, isActive: false })
      .returning({ id: stores.id });
    id = created!.id;
  } else {
    await db.update(stores).set(columnsOf(fields)).where(eq(stores.id, id));
  }
  const [current] = await db
    .select({ zoneId: stores.zoneId })
    .from(stores)
    .where(eq(stores.id, id));
  const zoneId = current?.zoneId ?? null;
  // A zone another store also uses (seed data may share one) is never changed or removed here.
  const shared =
    zoneId !== null &&
    (
      await db
        .select({ id: stores.id })
        .from(stores)
        .where(and(eq(stores.zoneId, zoneId), ne(stores.id, id)))
        .limit(1)
    ).length > 0;
  if (fields.zone_polygon && zoneId !== null && !shared) {
    await db
      .update(zones)
      .set({ name: fields.name, polygon: fields.zone_polygon })
      .where(eq(zones.id, zoneId));
  } else if (fields.zone_polygon) {
    const [zone] = await db
      .insert(zones)
      .values({ name: fields.name, polygon: fields.zone_polygon })
      .returning({ id: zones.id });
    await db.update(stores).set({ zoneId: zone!.id }).where(eq(stores.id, id));
  } else if (zoneId !== null) {
    await db.update(stores).set({ zoneId: null }).where(eq(stores.id, id));
    if (!shared) await db.delete(zones).where(eq(zones.id, zoneId));
  }
  await db.delete(storeCategoryLinks).where(eq(storeCategoryLinks.storeId, id));
  if (fields.category_ids.length) {
    await db
      .insert(storeCategoryLinks)
      .values([...new Set(fields.category_ids)].map((categoryId) => ({ storeId: id, categoryId })));
  }
  await db.delete(storeOwners).where(eq(storeOwners.storeId, id));
  if (fields.owner_ids.length) {
    await db
      .insert(storeOwners)
      .values([...new Set(fields.owner_ids)].map((userId) => ({ userId, storeId: id })));
  }
  return id;
}

export async function setStoreFlags(
  db: Executor,
  storeId: number,
  change: { isAccepted?: boolean; isActive?: boolean },
) {
  await db.update(stores).set(change).where(eq(stores.id, storeId));
}

export async function existingStoreCategoryIds(db: Executor, ids: readonly number[]) {
  if (!ids.length) return [];
  const rows = await db
    .select({ id: storeCategories.id })
    .from(storeCategories)
    .where(inArray(storeCategories.id, [...ids]));
  return rows.map((row) => row.id);
}
