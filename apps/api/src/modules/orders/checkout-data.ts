import { sql } from 'drizzle-orm';
import type { OpeningHours } from '@app/shared/catalog/store-status.models';
import type { Polygon } from '../../lib/geo/delivery-area';
import type { CouponRow } from '../coupons/coupons.repository';
import type { MenuAddonData, MenuItemData } from './cart';
import type { Executor } from './order-transitions';
import { defineNamedStatement } from '../../lib/named-query';

/** The store fields checkout and the order view use. */
export interface CheckoutStore {
  id: number;
  slug: string;
  name: string;
  image: string;
  address: string;
  phone: string | null;
  latitude: number;
  longitude: number;
  deliveryRadiusKm: number;
  zoneId: number | null;
  deliveryType: number;
  isActive: boolean;
  isAccepted: boolean;
  openingHours: OpeningHours | null;
  minOrderMinor: number;
  freeDeliverySubtotalMinor: number | null;
  storeChargeMinor: number;
  deliveryChargeType: string;
  deliveryChargeMinor: number;
  baseDeliveryChargeMinor: number;
  baseDeliveryDistanceKm: number;
  extraDeliveryChargePerKmMinor: number;
  taxBps: number;
  autoAcceptOrders: boolean;
}

export interface CheckoutAddress {
  latitude: number;
  longitude: number;
  address: string;
  house: string | null;
  landmark: string | null;
  tag: string | null;
}

export interface CheckoutData {
  store: CheckoutStore | null;
  items: MenuItemData[];
  addons: MenuAddonData[];
  address: CheckoutAddress | null;
  zonePolygon: Polygon | null;
  coupon: CouponRow | null;
  /** The caller's redemptions of that coupon. */
  couponRedemptions: number;
  /** Whether the caller has an order that was not cancelled or failed. */
  hasOrdered: boolean;
  walletBalance: number;
  /** A place-order key the caller used before. */
  idempotencyKey: { requestHash: string; orderId: number | null } | null;
}

const selectCheckoutData = defineNamedStatement<
  Record<string, unknown>,
  {
    storeId: number;
    itemIds: string;
    addonIds: string;
    addressId: number;
    userId: number;
    couponCode: string;
    idempotencyKey: string;
  }
>(
  'checkout_data',
  sql`
    select
      (select json_build_object(
          'id', s.id, 'slug', s.slug, 'name', s.name, 'image', s.image, 'address', s.address, 'phone', s.phone,
          'latitude', s.latitude, 'longitude', s.longitude, 'deliveryRadiusKm', s.delivery_radius_km,
          'zoneId', s.zone_id, 'deliveryType', s.delivery_type, 'isActive', s.is_active,
          'isAccepted', s.is_accepted, 'openingHours', s.opening_hours,
          'minOrderMinor', s.min_order_minor, 'freeDeliverySubtotalMinor', s.free_delivery_subtotal_minor,
          'storeChargeMinor', s.store_charge_minor, 'deliveryChargeType', s.delivery_charge_type,
          'deliveryChargeMinor', s.delivery_charge_minor,
          'baseDeliveryChargeMinor', s.base_delivery_charge_minor,
          'baseDeliveryDistanceKm', s.base_delivery_distance_km,
          'extraDeliveryChargePerKmMinor', s.extra_delivery_charge_per_km_minor,
          'taxBps', s.tax_bps, 'autoAcceptOrders', s.auto_accept_orders)
        from stores s where s.id = ${sql.placeholder('storeId')}) as store,
      (select coalesce(json_agg(json_build_object(
          'id', i.id, 'storeId', i.store_id, 'name', i.name, 'price', i.price_minor,
          'isAvailable', i.is_available,
          'groups', coalesce((select json_agg(json_build_object('id', g.id, 'min', g.min_choices, 'max', g.max_choices))
                              from addon_groups g where g.item_id = i.id), '[]'::json))), '[]'::json)
        from items i where i.id = any(${sql.placeholder('itemIds')}::int[])) as items,
      (select coalesce(json_agg(json_build_object(
          'id', a.id, 'groupId', a.group_id, 'name', a.name, 'price', a.price_minor,
          'isAvailable', a.is_available)), '[]'::json)
        from addons a where a.id = any(${sql.placeholder('addonIds')}::int[])) as addons,
      (select json_build_object('latitude', ad.latitude, 'longitude', ad.longitude,
          'address', ad.address, 'house', ad.house, 'landmark', ad.landmark, 'tag', ad.tag)
        from addresses ad where ad.id = ${sql.placeholder('addressId')} and ad.user_id = ${sql.placeholder('userId')}) as address,
      (select z.polygon from zones z join stores s on s.zone_id = z.id where s.id = ${sql.placeholder('storeId')}) as zone,
      (select json_build_object(
          'id', c.id, 'code', c.code, 'name', c.name, 'description', c.description,
          'discountType', c.discount_type, 'discount', c.discount,
          'maxDiscountMinor', c.max_discount_minor, 'minSubtotalMinor', c.min_subtotal_minor,
          'expiryDate', c.expiry_date, 'maxCount', c.max_count, 'usedCount', c.used_count,
          'maxCountPerUser', c.max_count_per_user, 'isActive', c.is_active, 'storeId', c.store_id,
          'firstOrderOnly', c.first_order_only)
        from coupons c where c.code = ${sql.placeholder('couponCode')}) as coupon,
      (select count(*)::int from coupon_redemptions r join coupons c on c.id = r.coupon_id
        where c.code = ${sql.placeholder('couponCode')} and r.user_id = ${sql.placeholder('userId')}) as coupon_redemptions,
      exists (select 1 from orders o where o.user_id = ${sql.placeholder('userId')} and o.status not in (6, 9)) as has_ordered,
      (select u.wallet_balance_minor from users u where u.id = ${sql.placeholder('userId')}) as wallet_balance,
      (select json_build_object('requestHash', k.request_hash, 'orderId', k.order_id)
        from idempotency_keys k where k.user_id = ${sql.placeholder('userId')} and k.key = ${sql.placeholder('idempotencyKey')}) as idempotency_key
  `,
);

/** A PostgreSQL int[] literal passed as one text parameter, the same on PGlite and node-postgres. */
function toIntArray(ids: readonly number[]): string {
  return `{${ids.map((id) => Math.trunc(id)).join(',')}}`;
}

/**
 * Everything checkout reads, in one statement (one round trip): the store, the cart's items with
 * their add-on groups' rules, the chosen add-ons, the caller's address and the store's zone, the
 * coupon with the caller's use of it, whether the caller ordered before, the wallet balance and a
 * place-order key already used. Inside place-order it runs after the customer's row is locked.
 */
export async function loadCheckoutData(
  db: Executor,
  {
    userId,
    storeId,
    itemIds,
    addonIds,
    addressId,
    couponCode,
    idempotencyKey,
  }: {
    userId: number;
    storeId: number;
    itemIds: number[];
    addonIds: number[];
    addressId: number | null;
    couponCode: string | null;
    idempotencyKey: string | null;
  },
): Promise<CheckoutData> {
  const [row] = await selectCheckoutData(db, {
    storeId,
    itemIds: toIntArray(itemIds),
    addonIds: toIntArray(addonIds),
    addressId: addressId ?? 0,
    userId,
    couponCode: couponCode ?? '',
    idempotencyKey: idempotencyKey ?? '',
  });
  const json = <T>(value: unknown): T =>
    (typeof value === 'string' ? JSON.parse(value) : value) as T;
  return {
    store: json<CheckoutStore | null>(row?.store ?? null),
    items: json<MenuItemData[]>(row?.items ?? []),
    addons: json<MenuAddonData[]>(row?.addons ?? []),
    address: json<CheckoutAddress | null>(row?.address ?? null),
    zonePolygon: json<Polygon | null>(row?.zone ?? null),
    coupon: json<CouponRow | null>(row?.coupon ?? null),
    couponRedemptions: Number(row?.coupon_redemptions ?? 0),
    hasOrdered: Boolean(row?.has_ordered),
    walletBalance: Number(row?.wallet_balance ?? 0),
    idempotencyKey: json<CheckoutData['idempotencyKey']>(row?.idempotency_key ?? null),
  };
}
