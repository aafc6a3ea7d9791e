import { sql, type SQL } from 'drizzle-orm';
import type { OpeningHours } from '@app/shared/catalog/store-status.models';
import type { Polygon } from '../../lib/geo/delivery-area';
import type { StoreContact } from './store-contacts.repository';

/**
 * The catalogue's part of checkout's one-statement read (orders/checkout-data.ts): each function
 * is a subquery over the catalogue's tables that another statement embeds, so checkout reads the
 * store, the menu lines and the zone in the same round trip as the rest, while the catalogue
 * still owns how they are read. Arguments are SQL placeholders.
 */

/** The store fields checkout and the order view use. */
export interface CheckoutStore extends StoreContact {
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

/** A `CheckoutStore` as JSON, or null. */
export function checkoutStoreJson(storeId: SQL): SQL {
  return sql`(select json_build_object(
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
        from stores s where s.id = ${storeId})`;
}

/** The items (an int[] parameter) with their add-on groups' rules, as a JSON array of `MenuItemData`. */
export function menuItemsJson(itemIds: SQL): SQL {
  return sql`(select coalesce(json_agg(json_build_object(
          'id', i.id, 'storeId', i.store_id, 'name', i.name, 'price', i.price_minor,
          'isAvailable', i.is_available,
          'groups', coalesce((select json_agg(json_build_object('id', g.id, 'min', g.min_choices, 'max', g.max_choices))
                              from addon_groups g where g.item_id = i.id), '[]'::json))), '[]'::json)
        from items i where i.id = any(${itemIds}::int[]))`;
}

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
