import type { Item, Store, StoreInfo } from '@app/shared/catalog/catalog.schemas';
import { busyExtraMinutes, getStoreStatus } from '@app/shared/catalog/store-status.models';
import { availabilityRank, openFirst } from '@app/shared/catalog/open-first.models';
import { STORE_LIST_DEFAULT_PER_PAGE } from '@app/shared/catalog/catalog.schemas';
import type { Database } from '../../db/client';
import type { ItemCategoryKind } from './catalog.table';
import { sanitizeHtml } from '../../lib/sanitize-html';
import {
  deliversTo,
  haversineKm,
  type DeliveryArea,
  type GeoPoint,
} from '../../lib/geo/delivery-area';
import { derivedForPoint, selectNearbyStores, type NearbyStoresCache } from './nearby-stores';
import type { DELIVERY_TYPES, ModuleFilter } from './catalog.repository';
import {
  findItemById,
  findStoreById,
  findStoreBySlug,
  listFavoriteStoreIds,
  loadMenu,
  type ItemRow,
  type MenuRow,
  type StoreRow,
  type StoreSummaryRow,
} from './catalog.repository';
import {
  createCategoryNotFoundError,
  createItemNotFoundError,
  createStoreNotFoundError,
} from './catalog.errors';

export interface ViewContext {
  /** The customer's point, when the call carries one. */
  point: GeoPoint | null;
  now: Date;
}

export const flag = (value: boolean) => (value ? 1 : 0) as 0 | 1;

/** SPEC §3: a string with one decimal, '0' when the store has no ratings. */
export function formatAvgRating({ average, count }: { average: number; count: number }): string {
  return count > 0 ? average.toFixed(1) : '0';
}

function deliveryAreaOf(row: StoreRow): DeliveryArea {
  return {
    latitude: row.latitude,
    longitude: row.longitude,
    deliveryRadiusKm: row.delivery_radius_km,
    zonePolygon: row.zone_polygon,
  };
}

/** Open by its hours, unless on a holiday or paused by the owner (console /hours). */
export function storeStatusOf(row: StoreRow, now: Date) {
  return getStoreStatus({
    openingHours: row.opening_hours,
    holidays: row.holidays,
    ordersPausedUntil: row.orders_paused_until,
    now,
  });
}

const busyMinutesOf = (row: StoreRow, now: Date) =>
  busyExtraMinutes({ busyUntil: row.busy_until, busyExtraMinutes: row.busy_extra_minutes }, now);

/**
 * A store row as the contract shows it. `deliversHere` is passed by queries that already applied
 * the rule in SQL; otherwise deliversTo decides here.
 */
export function toStore(
  row: StoreRow,
  { point, now }: ViewContext,
  options: { deliversHere?: boolean; distanceKm?: number; isFavorited?: boolean } = {},
): Store {
  const area = deliveryAreaOf(row);
  const distance =
    options.distanceKm ?? row.distance_km ?? (point ? haversineKm(area, point) : null);
  const deliversHere = options.deliversHere ?? (point ? deliversTo(area, point) : false);
  const status = storeStatusOf(row, now);
  // A plain literal (no spread): V8 builds it on one hidden class, which matters on long lists.
  return {
    is_open: status.is_open,
    opens_at_text: status.opens_at_text,
    id: row.id,
    slug: row.slug,
    name: row.name,
    description: row.description,
    landmark: row.landmark,
    address: row.address,
    image: row.image,
    banner_image: row.banner_image,
    latitude: row.latitude,
    longitude: row.longitude,
    // Busy mode adds its preparation minutes to the delivery time shown.
    delivery_time: row.delivery_time + busyMinutesOf(row, now),
    distance,
    rating: row.rating,
    avgRating: formatAvgRating({ average: row.avg_rating, count: row.ratings_count }),
    ratings_count: row.ratings_count,
    price_range: row.price_range,
    min_order: row.min_order,
    is_active: flag(row.is_active),
    is_accepted: flag(row.is_accepted),
    is_pureveg: flag(row.is_pureveg),
    is_appview: flag(row.is_appview),
    is_favorited: flag(options.isFavorited ?? row.is_favorited),
    delivery_type: row.delivery_type as Store['delivery_type'],
    free_delivery_subtotal: row.free_delivery_subtotal,
    custom_message_on_list: row.custom_message_on_list,
    // Sanitised when stored; again on the way out in case a row was written around the console.
    custom_message: row.custom_message ? sanitizeHtml(row.custom_message) : '',
    custom_featured_name: row.custom_featured_name,
    cuisines: row.cuisines,
    delivers_here: deliversHere,
    coupons: [],
  };
}

const ALL_DAY: [string, string][] = [['00:00', '24:00']];

export function toStoreInfo(row: StoreRow, context: ViewContext): StoreInfo {
  const hours = row.opening_hours;
  return {
    ...toStore(row, context),
    opening_hours: [1, 2, 3, 4, 5, 6, 7].map((day) => ({
      day,
      ranges: hours ? (hours[String(day) as keyof typeof hours] ?? []) : ALL_DAY,
    })),
    prep_time: row.prep_minutes + busyMinutesOf(row, context.now),
  };
}

/** Can an order be placed now: active, delivering to the point, open. The first failing reason wins. */
/** A listed store's place in open-first order (one that does not deliver here cannot take the order now). */
export function storeRank(store: Store) {
  return availabilityRank({
    isActive: store.is_active === 1,
    isOpen: store.is_open && store.delivers_here,
  });
}

export function getOperationalStatus(store: Store) {
  const reason = !store.is_active
    ? ('inactive' as const)
    : !store.delivers_here
      ? ('out_of_area' as const)
      : !store.is_open
        ? ('closed' as const)
        : null;
  return {
    is_open: store.is_open,
    opens_at_text: store.opens_at_text,
    delivers_here: store.delivers_here,
    is_operational: reason === null,
    reason,
  };
}

// ── Store lists ──────────────────────────────────────────────────────────────────────────────

export async function listStoresNear({
  db,
  nearbyCache,
  point,
  now,
  kind,
  userId = null,
  categoryIds,
  page,
  perPage,
  module = 'food',
  groceryCategoryId,
}: ModuleFilter & {
  db: Database;
  nearbyCache: NearbyStoresCache;
  point: GeoPoint;
  now: Date;
  kind: keyof typeof DELIVERY_TYPES;
  userId?: number | null;
  categoryIds?: number[];
  /** 1-based; without it the whole list. */
  page?: number;
  perPage?: number;
}): Promise<{ stores: Store[]; total: number; hasMore: boolean }> {
  const [candidates, favoriteIds] = await Promise.all([
    nearbyCache.candidates({ db, point, kind, categoryIds, module, groceryCategoryId }),
    userId === null ? null : listFavoriteStoreIds({ db, userId }),
  ]);
  // Open stores first, then closed, then switched off; nearest first inside each (before paging,
  // so every page follows one order).
  const reachable = derivedForPoint(candidates, point, 'list', () =>
    selectNearbyStores(candidates, point),
  );
  const nearby = openFirst(reachable, ({ row }) =>
    availabilityRank({
      isActive: row.is_active,
      isOpen: storeStatusOf(row, now).is_open,
    }),
  );
  const size = perPage ?? STORE_LIST_DEFAULT_PER_PAGE;
  const shown = page === undefined ? nearby : nearby.slice((page - 1) * size, page * size);
  const stores = shown.map(({ row, distanceKm }) =>
    toStore(
      row,
      { point, now },
      { deliversHere: true, distanceKm, isFavorited: favoriteIds?.has(row.id) ?? false },
    ),
  );
  const hasMore = page !== undefined && page * size < nearby.length;
  return { stores, total: nearby.length, hasMore };
}

export async function getStoreInfo({
  db,
  store,
  userId = null,
  context,
}: {
  db: Database;
  store: { id: number } | { slug: string };
  userId?: number | null;
  context: ViewContext;
}): Promise<StoreInfo | null> {
  const row =
    'id' in store
      ? await findStoreById({ db, id: store.id, userId })
      : await findStoreBySlug({ db, slug: store.slug, userId });
  return row ? toStoreInfo(row, context) : null;
}

// ── Menus and items ──────────────────────────────────────────────────────────────────────────

export function groupMenu(rows: MenuRow[], { keepEmpty }: { keepEmpty: boolean }) {
  const categories: { id: number; name: string; kind: ItemCategoryKind; items: Item[] }[] = [];
  const byId = new Map<number, (typeof categories)[number]>();
  for (const row of rows) {
    if (row.category_id === null) continue;
    let category = byId.get(row.category_id);
    if (!category) {
      category = {
        id: row.category_id,
        name: row.category_name ?? '',
        kind: row.category_kind ?? 'menu',
        items: [],
      };
      byId.set(row.category_id, category);
      categories.push(category);
    }
    if (row.item) category.items.push(row.item);
  }
  return keepEmpty ? categories : categories.filter((category) => category.items.length > 0);
}

/** A store's menu: sections in order with every item (unavailable ones flagged), and the recommended items. */
export async function getStoreMenu({
  db,
  storeId,
  categoryId,
}: {
  db: Database;
  storeId: number;
  categoryId?: number;
}) {
  const rows = await loadMenu({ db, store: { id: storeId }, categoryId });
  if (!rows.length) throw createStoreNotFoundError();
  const categories = groupMenu(rows, { keepEmpty: categoryId !== undefined });
  if (categoryId !== undefined && !categories.length) throw createCategoryNotFoundError();
  const recommended = categories.flatMap((category) =>
    category.items.filter((item) => item.is_recommended === 1),
  );
  return { recommended, categories };
}

export async function getCategoryItems({
  db,
  slug,
  categoryId,
}: {
  db: Database;
  slug: string;
  categoryId: number;
}) {
  const rows = await loadMenu({ db, store: { slug }, categoryId });
  if (!rows.length) throw createStoreNotFoundError();
  const [category] = groupMenu(rows, { keepEmpty: true });
  if (!category) throw createCategoryNotFoundError();
  return category;
}

export function toItemWithStore(row: ItemRow & StoreSummaryRow) {
  const { store_id, store_slug, store_name, store_image, store_is_active, ...item } = row;
  return {
    id: item.id,
    restaurant_id: item.restaurant_id,
    item_category_id: item.item_category_id,
    name: item.name,
    description: item.description,
    image: item.image,
    price: item.price,
    old_price: item.old_price,
    is_veg: item.is_veg,
    is_available: item.is_available,
    is_recommended: item.is_recommended,
    is_popular: item.is_popular,
    addon_groups: item.addon_groups,
    restaurant: {
      id: store_id,
      slug: store_slug,
      name: store_name,
      image: store_image,
      is_active: flag(store_is_active),
    },
  };
}

export async function getSingleItem({ db, id }: { db: Database; id: number }) {
  const row = await findItemById({ db, id });
  if (!row) throw createItemNotFoundError();
  return toItemWithStore(row);
}
