import { sql, type SQL } from 'drizzle-orm';
import type { OpeningHours } from '@app/shared/catalog/store-status.models';
import type { Polygon } from '../../lib/geo/delivery-area';
import type { StoreContact } from './store-contacts.repository';
import type { Executor } from '../../db/client';

/**
 * The catalogue's part of checkout's one-statement read (orders/checkout-data.ts): each function
 * is a subquery over the catalogue's tables that another statement embeds, so checkout reads the
 * store, the menu lines and the zone in the same round trip as the rest, while the catalogue
 * still owns how they are read. Arguments are SQL placeholders.
 */

/** The store fields checkout and the order view use. */
export interface CheckoutStore extends StoreContact {
  module: 'food' | 'grocery';
  deliveryRadiusKm: number;
  zoneId: number | null;
  deliveryType: number;
  isActive: boolean;
  isAccepted: boolean;
  openingHours: OpeningHours | null;
  /** The owner's overrides (console /hours). */
  holidays: string[];
  ordersPausedUntil: string | null;
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

/** A `CheckoutStore` as JSON, or null. */
export function checkoutStoreJson(storeId: SQL): SQL {
  return sql`(select json_build_object(
          'id', s.id, 'module', s.module, 'slug', s.slug, 'name', s.name, 'image', s.image, 'address', s.address, 'phone', s.phone,
          'latitude', s.latitude, 'longitude', s.longitude, 'deliveryRadiusKm', s.delivery_radius_km,
          'zoneId', s.zone_id, 'deliveryType', s.delivery_type, 'isActive', s.is_active,
          'isAccepted', s.is_accepted, 'openingHours', s.opening_hours,
          'holidays', s.holidays, 'ordersPausedUntil', s.orders_paused_until,
          'minOrderMinor', s.min_order_minor, 'freeDeliverySubtotalMinor', s.free_delivery_subtotal_minor,
          'storeChargeMinor', s.store_charge_minor, 'deliveryChargeType', s.delivery_charge_type,
          'deliveryChargeMinor', s.delivery_charge_minor,
          'baseDeliveryChargeMinor', s.base_delivery_charge_minor,
          'baseDeliveryDistanceKm', s.base_delivery_distance_km,
          'extraDeliveryChargePerKmMinor', s.extra_delivery_charge_per_km_minor,
          'taxBps', s.tax_bps, 'autoAcceptOrders', s.auto_accept_orders)
        from stores s where s.id = ${storeId})`;
}

/**
 * The items (an int[] parameter) with their add-on groups' rules, as a JSON array of
 * `MenuItemData`. A grocery item's name carries its pack size ("Toned Milk, 500 ml"), so the
 * order's snapshot says which pack, as packLabel writes it.
 */
export function menuItemsJson(itemIds: SQL): SQL {
  return sql`(select coalesce(json_agg(json_build_object(
          'id', i.id, 'storeId', i.store_id, 'name', ${nameWithPack}, 'price', i.price_minor,
          'isAvailable', i.is_available, 'stockCount', i.stock_count, 'maxPerOrder', i.max_per_order,
          'groups', coalesce((select json_agg(json_build_object('id', g.id, 'min', g.min_choices, 'max', g.max_choices))
                              from addon_groups g where g.item_id = i.id), '[]'::json))), '[]'::json)
        from items i where i.id = any(${itemIds}::int[]))`;
}

/** `i.name`, then ", 500 ml" when the item has a pack size (packLabel's format, in SQL). */
const nameWithPack = sql.raw(`case when i.pack_quantity is null or i.pack_unit is null then i.name
  else i.name || ', ' || trim_scale(round(i.pack_quantity::numeric, 2))::text || ' '
    || case i.pack_unit when 'l' then 'L' else i.pack_unit end end`);

/** The add-ons (an int[] parameter), as a JSON array of `MenuAddonData`. */
export function menuAddonsJson(addonIds: SQL): SQL {
  return sql`(select coalesce(json_agg(json_build_object(
          'id', a.id, 'groupId', a.group_id, 'name', a.name, 'price', a.price_minor,
          'isAvailable', a.is_available)), '[]'::json)
        from addons a where a.id = any(${addonIds}::int[]))`;
}

/** The polygon of the store's delivery zone, or null. */
export function storeZonePolygon(storeId: SQL): SQL {
  return sql`(select z.polygon from zones z join stores s on s.zone_id = z.id where s.id = ${storeId})`;
}

export type { Polygon };

/**
 * Grocery stock: takes each counted line's units off the shelf in one statement, never below
 * zero (the guard is re-checked after a concurrent order commits). Returns how many lines it
 * could take; fewer than `lines` means something ran out and the order must roll back.
 */
export async function reserveStock(
  db: Executor,
  lines: readonly { itemId: number; quantity: number }[],
): Promise<number> {
  if (!lines.length) return 0;
  const result = await db.execute(sql`
    update items set stock_count = items.stock_count - x.quantity
    from jsonb_to_recordset(${JSON.stringify(lines)}::jsonb) as x("itemId" int, quantity int)
    where items.id = x."itemId" and items.stock_count is not null and items.stock_count >= x.quantity
    returning items.id`);
  // node-postgres and PGlite both answer with `rows`.
  return (result as unknown as { rows: unknown[] }).rows.length;
}

/**
 * Puts units back on the shelf (a cancelled or failed grocery order). `lines` is a subquery of
 * (item_id, quantity) rows, from the orders module; uncounted items stay uncounted.
 */
export async function restoreStock(db: Executor, lines: SQL): Promise<void> {
  await db.execute(sql`
    update items set stock_count = items.stock_count + x.quantity
    from (select item_id, sum(quantity)::int as quantity from (${lines}) l group by item_id) x
    where items.id = x.item_id and items.stock_count is not null`);
}

/** An item as a substitute needs it: its store, shelf price, availability and counted stock. */
export async function findShelfItem(
  db: Executor,
  itemId: number,
): Promise<{
  id: number;
  storeId: number;
  name: string;
  price: number;
  isAvailable: boolean;
  stockCount: number | null;
} | null> {
  const result = await db.execute(sql`select id, store_id as "storeId", ${nameWithPack} as name,
      price_minor::int as price, is_available as "isAvailable", stock_count as "stockCount"
    from items i where id = ${itemId}`);
  const [row] = (
    result as unknown as { rows: NonNullable<Awaited<ReturnType<typeof findShelfItem>>>[] }
  ).rows;
  return row ?? null;
}

/** A counted item the store found short: its shelf count drops to 0 (sold out until restocked). */
export async function emptyShelf(db: Executor, itemId: number): Promise<void> {
  await db.execute(
    sql`update items set stock_count = 0 where id = ${itemId} and stock_count is not null`,
  );
}
