import { sql } from 'drizzle-orm';
import { walletBalanceSql } from '../accounts/accounts.repository';
import { ownAddressJson, type CheckoutAddress } from '../addresses/address-snapshot.repository';
import type { MenuAddonData, MenuItemData } from '../catalog/cart-lines.usecases';
import {
  checkoutStoreJson,
  menuAddonsJson,
  menuItemsJson,
  storeZonePolygon,
  type CheckoutStore,
  type Polygon,
} from '../catalog/cart-lines.repository';
import { couponJson, userRedemptionsSql, type CouponRow } from '../coupons/coupons.repository';
import { fromJsonColumn } from '../../lib/json-column';
import { hasOrderedSql, idempotencyKeyJson } from './orders.repository';
import type { Executor } from '../../db/client';
import { defineNamedStatement } from '../../lib/named-query';

export type { CheckoutAddress, CheckoutStore };

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

const p = (name: string) => sql`${sql.placeholder(name)}`;

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
  // Each module's part is its own repository's subquery: one round trip, each table read by its owner.
  sql`
    select
      ${checkoutStoreJson(p('storeId'))} as store,
      ${menuItemsJson(p('itemIds'))} as items,
      ${menuAddonsJson(p('addonIds'))} as addons,
      ${ownAddressJson(p('addressId'), p('userId'))} as address,
      ${storeZonePolygon(p('storeId'))} as zone,
      ${couponJson(p('couponCode'))} as coupon,
      ${userRedemptionsSql(p('couponCode'), p('userId'))} as coupon_redemptions,
      ${hasOrderedSql(p('userId'))} as has_ordered,
      ${walletBalanceSql(p('userId'))} as wallet_balance,
      ${idempotencyKeyJson(p('userId'), p('idempotencyKey'))} as idempotency_key
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
  const json = fromJsonColumn;
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
