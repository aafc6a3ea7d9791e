import { sql, type SQL } from 'drizzle-orm';
import type { AddonGroup } from '@app/shared/catalog/catalog.schemas';
import type { ItemCategoryKind, StoreModule } from './catalog.table';
import type { OpeningHours } from '@app/shared/catalog/store-status.models';
import type { Database } from '../../db/client';
import {
  deliversToSql,
  haversineKmSql,
  withinEarthBoxSql,
  type GeoPoint,
  type Polygon,
} from '../../lib/geo/delivery-area';
import { storeSummaryColumns, type StoreSummaryRow } from './store-summary';
import type { StoreOverridesRow } from './store-hours.repository';

export { storeSummaryColumns, type StoreSummaryRow };

/** `db.execute` answers `{ rows }` on node-postgres and on PGlite alike. */
export async function queryRows<T>(db: Database, query: SQL): Promise<T[]> {
  const result = await db.execute(query);
  return (result as unknown as { rows: T[] }).rows;
}

/** A store row as the queries below select it (snake_case, money in minor units). */
export interface StoreRow extends StoreOverridesRow {
  id: number;
  module: StoreModule;
  slug: string;
  name: string;
  description: string;
  landmark: string;
  address: string;
  image: string;
  banner_image: string;
  latitude: number;
  longitude: number;
  delivery_time: number;
  delivery_radius_km: number;
  rating: number;
  avg_rating: number;
  ratings_count: number;
  price_range: number;
  min_order: number;
  is_active: boolean;
  is_accepted: boolean;
  is_pureveg: boolean;
  is_appview: boolean;
  delivery_type: number;
  free_delivery_subtotal: number | null;
  custom_message_on_list: string;
  custom_message: string;
  custom_featured_name: string;
  opening_hours: OpeningHours | null;
  prep_minutes: number;
  zone_polygon: Polygon | null;
  cuisines: string[];
  is_favorited: boolean;
  /** Set by the nearby query (SQL distance); absent on the other queries. */
  distance_km?: number;
}

const storeColumns =
  sql.raw(`stores.id, stores.module, stores.slug, stores.name, stores.description,
  stores.landmark, stores.address, stores.image, stores.banner_image, stores.latitude,
  stores.longitude, stores.delivery_time_minutes as delivery_time, stores.delivery_radius_km,
  stores.rating, stores.avg_rating, stores.ratings_count, stores.price_range_minor as price_range,
  stores.min_order_minor as min_order, stores.is_active, stores.is_accepted, stores.is_pureveg,
  stores.is_appview, stores.delivery_type,
  stores.free_delivery_subtotal_minor as free_delivery_subtotal, stores.custom_message_on_list,
  stores.custom_message, stores.custom_featured_name, stores.opening_hours, stores.prep_minutes,
  stores.holidays, stores.orders_paused_until, stores.busy_until, stores.busy_extra_minutes,
  stores.cuisine_names as cuisines, zones.polygon as zone_polygon`);

const isFavoritedBy = (userId: number | null, idColumn: SQL) =>
  userId === null
    ? sql`false as is_favorited`
    : sql`exists(select 1 from favorites where favorites.user_id = ${userId}
        and favorites.store_id = ${idColumn}) as is_favorited`;

export const DELIVERY_TYPES = { delivery: [1, 3], selfPickup: [2, 3], any: [1, 2, 3] } as const;

/** Which module's stores a list shows (food lists never show grocery stores, and back). */
export interface ModuleFilter {
  /** Default `food`. */
  module?: StoreModule;
  /** Grocery: only stores with an available item in this category's sub-categories. */
  groceryCategoryId?: number;
}

function moduleFilters({ module = 'food', groceryCategoryId }: ModuleFilter): SQL[] {
  const filters = [sql`stores.module = ${module}`];
  if (groceryCategoryId !== undefined) {
    filters.push(sql`exists(select 1 from items
      join grocery_categories sub on sub.id = items.grocery_category_id
      where items.store_id = stores.id and items.is_available
        and (sub.parent_id = ${groceryCategoryId} or sub.id = ${groceryCategoryId}))`);
  }
  return filters;
}

export interface NearbyStoresQuery extends ModuleFilter {
  point: GeoPoint;
  deliveryTypes: readonly number[];
  /** Only stores in any of these cuisines. */
  categoryIds?: number[];
  /** Only stores with an offer: free delivery above a subtotal, a featured name, or an offer row. */
  withOffersOnly?: boolean;
  userId?: number | null;
  /** The nearest active stores kept. */
  activeLimit?: number;
  /** The nearest inactive stores kept (listed after the active ones, greyed). */
  inactiveLimit?: number;
}

export const NEARBY_ACTIVE_LIMIT = 100;
export const NEARBY_INACTIVE_LIMIT = 20;

const geoColumns = {
  lat: sql.raw('stores.latitude'),
  lng: sql.raw('stores.longitude'),
  radiusKm: sql.raw('stores.delivery_radius_km'),
  zonePolygon: sql.raw('zones.polygon'),
};

/**
 * Accepted stores that deliver to the point (the SQL twin of deliversTo), nearest first, active
 * before inactive. The GiST index on ll_to_earth narrows the rows to a box as wide as the largest
 * delivery radius (an index-only max() on stores_delivery_radius); the exact rule runs on those.
 */
export function nearbyStoresSql({
  point,
  deliveryTypes,
  categoryIds,
  withOffersOnly = false,
  userId = null,
  activeLimit = NEARBY_ACTIVE_LIMIT,
  inactiveLimit = NEARBY_INACTIVE_LIMIT,
  ...byModule
}: NearbyStoresQuery): SQL {
  const distance = haversineKmSql(geoColumns, point);
  const filters: SQL[] = [
    sql`stores.is_accepted`,
    ...moduleFilters(byModule),
    sql`stores.delivery_type in (${sql.join(
      deliveryTypes.map((type) => sql`${type}`),
      sql`, `,
    )})`,
    withinEarthBoxSql(geoColumns, point, sql`(select max(delivery_radius_km) from stores)`),
    deliversToSql(geoColumns, point),
  ];
  if (categoryIds?.length) {
    filters.push(sql`exists(select 1 from store_category_links
      where store_category_links.store_id = stores.id
        and store_category_links.category_id in (${sql.join(
          categoryIds.map((id) => sql`${id}`),
          sql`, `,
        )}))`);
  }
  if (withOffersOnly) {
    filters.push(sql`(stores.free_delivery_subtotal_minor is not null
      or stores.custom_featured_name <> ''
      or exists(select 1 from offers where offers.store_id = stores.id and offers.is_active))`);
  }
  return sql`select nearby.*, ${isFavoritedBy(userId, sql.raw('nearby.id'))}
    from (
      select ${storeColumns}, ${distance} as distance_km,
        row_number() over (partition by stores.is_active order by ${distance}, stores.id) as rank
      from stores
      left join zones on zones.id = stores.zone_id
      where ${sql.join(filters, sql` and `)}
    ) as nearby
    where nearby.rank <= case when nearby.is_active then ${activeLimit}::int else ${inactiveLimit}::int end
    order by nearby.is_active desc, nearby.distance_km, nearby.id`;
}

/**
 * Every accepted store of the delivery types whose position lies within `reachKm` of the point
 * (GiST index on ll_to_earth), without the exact rule: the candidates a cached list area starts
 * from. `is_favorited` is false here; callers mark favorites per request.
 */
export function storeCandidatesSql({
  point,
  extraReachKm,
  deliveryTypes,
  categoryIds,
  ...byModule
}: ModuleFilter & {
  point: GeoPoint;
  /** Added to the largest delivery radius: how far the callers' points may be from `point`. */
  extraReachKm: number;
  deliveryTypes: readonly number[];
  categoryIds?: number[];
}) {
  const filters: SQL[] = [
    sql`stores.is_accepted`,
    ...moduleFilters(byModule),
    sql`stores.delivery_type in (${sql.join(
      deliveryTypes.map((type) => sql`${type}`),
      sql`, `,
    )})`,
    withinEarthBoxSql(
      geoColumns,
      point,
      sql`(select max(delivery_radius_km) from stores) + ${extraReachKm}::double precision`,
    ),
  ];
  if (categoryIds?.length) {
    filters.push(sql`exists(select 1 from store_category_links
      where store_category_links.store_id = stores.id
        and store_category_links.category_id in (${sql.join(
          categoryIds.map((id) => sql`${id}`),
          sql`, `,
        )}))`);
  }
  return sql`select ${storeColumns}, false as is_favorited
    from stores
    left join zones on zones.id = stores.zone_id
    where ${sql.join(filters, sql` and `)}`;
}

export function listStoreCandidatesNear({
  db,
  ...query
}: Parameters<typeof storeCandidatesSql>[0] & { db: Database }) {
  return queryRows<StoreRow>(db, storeCandidatesSql(query));
}

/** The ids of the stores a user has favorited. */
export async function listFavoriteStoreIds({ db, userId }: { db: Database; userId: number }) {
  const rows = await queryRows<{ store_id: number }>(
    db,
    sql`select store_id from favorites where user_id = ${userId}`,
  );
  return new Set(rows.map((row) => row.store_id));
}

export function listNearbyStores({ db, ...query }: NearbyStoresQuery & { db: Database }) {
  return queryRows<StoreRow & { distance_km: number }>(db, nearbyStoresSql(query));
}

/** Accepted stores by a condition on `stores` (id, slug, ids), with cuisines and the favorite flag. */
function storesWhere({
  db,
  where,
  userId = null,
}: {
  db: Database;
  where: SQL;
  userId?: number | null;
}) {
  return queryRows<StoreRow>(
    db,
    sql`select ${storeColumns}, ${isFavoritedBy(userId, sql.raw('stores.id'))}
      from stores
      left join zones on zones.id = stores.zone_id
      where stores.is_accepted and ${where}`,
  );
}

export async function findStoreById({
  db,
  id,
  userId,
}: {
  db: Database;
  id: number;
  userId?: number | null;
}) {
  const [row] = await storesWhere({ db, where: sql`stores.id = ${id}`, userId });
  return row ?? null;
}

export async function findStoreBySlug({
  db,
  slug,
  userId,
}: {
  db: Database;
  slug: string;
  userId?: number | null;
}) {
  const [row] = await storesWhere({ db, where: sql`stores.slug = ${slug}`, userId });
  return row ?? null;
}

/** The user's favorite stores (accepted ones), most recently favorited first. */
export function listFavoriteStoresOf({ db, userId }: { db: Database; userId: number }) {
  return queryRows<StoreRow>(
    db,
    sql`select ${storeColumns}, true as is_favorited
      from favorites
      join stores on stores.id = favorites.store_id
      left join zones on zones.id = stores.zone_id
      where favorites.user_id = ${userId} and stores.is_accepted
      order by favorites.created_at desc, stores.id`,
  );
}

export function listStoreCategories({ db }: { db: Database }) {
  return queryRows<{ id: number; name: string; image: string }>(
    db,
    sql`select id, name, image from store_categories where is_active order by sort_order, id`,
  );
}

// ── Items ────────────────────────────────────────────────────────────────────────────────────

export interface ItemRow {
  id: number;
  restaurant_id: number;
  item_category_id: number;
  name: string;
  description: string;
  image: string;
  price: number;
  old_price: number | null;
  is_veg: 0 | 1;
  is_available: 0 | 1;
  is_recommended: 0 | 1;
  is_popular: 0 | 1;
  addon_groups: AddonGroup[];
}

/** Item columns with its add-on groups (available add-ons only) as JSON: one row per item. */
export const itemColumns = sql.raw(`items.id, items.store_id as restaurant_id,
  items.category_id as item_category_id, items.name, items.description, items.image,
  items.price_minor as price, items.old_price_minor as old_price, items.is_veg::int as is_veg,
  items.is_available::int as is_available, items.is_recommended::int as is_recommended,
  items.is_popular::int as is_popular,
  coalesce((
    select json_agg(json_build_object(
      'id', addon_groups.id, 'name', addon_groups.name,
      'min', addon_groups.min_choices, 'max', addon_groups.max_choices,
      'addons', coalesce((
        select json_agg(json_build_object('id', addons.id, 'name', addons.name, 'price', addons.price_minor)
          order by addons.sort_order, addons.id)
        from addons where addons.group_id = addon_groups.id and addons.is_available), '[]'::json))
      order by addon_groups.sort_order, addon_groups.id)
    from addon_groups where addon_groups.item_id = items.id), '[]'::json) as addon_groups`);

export interface MenuRow {
  store_id: number;
  category_id: number | null;
  category_name: string | null;
  category_kind: ItemCategoryKind | null;
  item: ItemRow | null;
}

/**
 * The menu of an accepted store in one round trip: no rows when the store is not found; one row
 * per item (or per empty category, or one bare row for a store without categories).
 */
export async function loadMenu({
  db,
  store,
  categoryId,
}: {
  db: Database;
  store: { id: number } | { slug: string };
  categoryId?: number;
}) {
  const storeCondition =
    'id' in store ? sql`stores.id = ${store.id}` : sql`stores.slug = ${store.slug}`;
  const categoryCondition = categoryId ? sql`and item_categories.id = ${categoryId}` : sql``;
  const rows = await queryRows<Omit<MenuRow, 'item'> & Partial<ItemRow>>(
    db,
    sql`select stores.id as store_id, item_categories.id as category_id,
        item_categories.name as category_name, item_categories.kind as category_kind,
        ${itemColumns}
      from stores
      left join item_categories on item_categories.store_id = stores.id
        and item_categories.is_active ${categoryCondition}
      left join items on items.store_id = stores.id and items.category_id = item_categories.id
      where ${storeCondition} and stores.is_accepted
      order by item_categories.sort_order, item_categories.id, items.sort_order, items.id`,
  );
  return rows.map(({ store_id, category_id, category_name, category_kind, ...item }): MenuRow => ({
    store_id,
    category_id,
    category_name,
    category_kind,
    item: item.id == null ? null : (item as ItemRow),
  }));
}

export async function findItemById({ db, id }: { db: Database; id: number }) {
  const [row] = await queryRows<ItemRow & StoreSummaryRow>(
    db,
    sql`select ${itemColumns}, ${storeSummaryColumns}
      from items join stores on stores.id = items.store_id
      where items.id = ${id} and stores.is_accepted`,
  );
  return row ?? null;
}
