import type { LiveMap } from '@app/shared/console/dashboard.schemas';
import type { MapMarker } from '@app/shared/map/tile-map';

/**
 * The live map's data as the admin stream changes it (GET /public/api/stream/admin): `state` is
 * the whole map; `order_status` moves an order or drops it once delivered or cancelled;
 * `rider_location` moves a rider. Something the map does not know yet (a new order, a rider who
 * just came online) asks for a fresh map (`needsReload`).
 */
export const RUNNING_STATUSES = [1, 2, 3, 4, 7];

export type AdminEvent =
  | { type: 'state'; map: LiveMap }
  | { type: 'order_status'; unique_order_id: string; status: number }
  | { type: 'rider_location'; rider_id: number; latitude: number; longitude: number; at: string };

export function applyAdminEvent(
  map: LiveMap,
  event: AdminEvent,
): { map: LiveMap; needsReload: boolean } {
  if (event.type === 'state') return { map: event.map, needsReload: false };
  if (event.type === 'order_status') {
    const known = map.orders.some((order) => order.unique_order_id === event.unique_order_id);
    const running = RUNNING_STATUSES.includes(event.status);
    if (!running) {
      return {
        map: {
          ...map,
          orders: map.orders.filter((order) => order.unique_order_id !== event.unique_order_id),
        },
        needsReload: false,
      };
    }
    if (!known) return { map, needsReload: true };
    return {
      map: {
        ...map,
        orders: map.orders.map((order) =>
          order.unique_order_id === event.unique_order_id
            ? { ...order, status: event.status }
            : order,
        ),
      },
      // A rider taking an order changes who carries it: the map says so after a reload.
      needsReload: event.status === 3,
    };
  }
  const known = map.riders.some((rider) => rider.rider_id === event.rider_id);
  if (!known) return { map, needsReload: true };
  return {
    map: {
      ...map,
      riders: map.riders.map((rider) =>
        rider.rider_id === event.rider_id
          ? { ...rider, latitude: event.latitude, longitude: event.longitude, at: event.at }
          : rider,
      ),
    },
    needsReload: false,
  };
}

/** Reads one SSE message of the admin stream; null when it is not one. */
export function readAdminEvent(type: string, data: string): AdminEvent | null {
  try {
    const value = JSON.parse(data) as Record<string, unknown>;
    if (type === 'state' && Array.isArray(value.riders) && Array.isArray(value.orders)) {
      return { type, map: value as unknown as LiveMap };
    }
    if (
      type === 'order_status' &&
      typeof value.unique_order_id === 'string' &&
      typeof value.status === 'number'
    ) {
      return { type, unique_order_id: value.unique_order_id, status: value.status };
    }
    if (
      type === 'rider_location' &&
      typeof value.rider_id === 'number' &&
      typeof value.latitude === 'number' &&
      typeof value.longitude === 'number'
    ) {
      return {
        type,
        rider_id: value.rider_id,
        latitude: value.latitude,
        longitude: value.longitude,
        at: typeof value.at === 'string' ? value.at : '',
      };
    }
  } catch {
    return null;
  }
  return null;
}

/** The map's markers: each online rider, and each running order's store and drop. */
export function markersOf(map: LiveMap): MapMarker[] {
  const markers: MapMarker[] = map.riders.map((rider) => ({
    id: `rider-${rider.rider_id}`,
    kind: 'rider',
    latitude: rider.latitude,
    longitude: rider.longitude,
    label: `Rider ${rider.name}`,
  }));
  const stores = new Map<string, MapMarker>();
  for (const order of map.orders) {
    if (order.from) {
      const key = `${order.from.latitude},${order.from.longitude}`;
      stores.set(key, {
        id: `store-${key}`,
        kind: 'store',
        latitude: order.from.latitude,
        longitude: order.from.longitude,
        label: `Store ${order.store_name}`,
      });
    }
    if (order.to) {
      markers.push({
        id: `drop-${order.unique_order_id}`,
        kind: 'destination',
        latitude: order.to.latitude,
        longitude: order.to.longitude,
        label: `Drop of order ${order.unique_order_id}`,
      });
    }
  }
  return [...markers, ...stores.values()];
}
