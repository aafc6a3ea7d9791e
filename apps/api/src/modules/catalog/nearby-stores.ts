import type { Database } from '../../db/client';
import { createTtlCache } from '../../lib/ttl-cache';
import { deliversTo, haversineKm, type GeoPoint } from '../../lib/geo/delivery-area';
import {
  DELIVERY_TYPES,
  NEARBY_ACTIVE_LIMIT,
  NEARBY_INACTIVE_LIMIT,
  listStoreCandidatesNear,
  type ModuleFilter,
  type StoreRow,
} from './catalog.repository';

/**
 * Store lists are the hottest read of the app and change rarely, so the candidate stores around a
 * small grid cell (0.01°, about 1.1 km) are kept in memory for a short time; per request the exact
 * rule (`deliversTo`), the exact distance, the opening status and the favorites are applied in
 * JS. A store edited in the console shows in lists within `ttlMs` on every instance.
 */
export const CELL_DEGREES = 0.01;
/** Half the diagonal of a cell at the equator (0.01° ≈ 1.112 km), rounded up. */
export const CELL_HALF_DIAGONAL_KM = 0.8;

export interface NearbyStoresCache {
  candidates: (
    input: {
      db: Database;
      point: GeoPoint;
      kind: keyof typeof DELIVERY_TYPES;
      categoryIds?: number[];
    } & ModuleFilter,
  ) => Promise<StoreRow[]>;
  clear: () => void;
}

export function createNearbyStoresCache({
  ttlMs,
  maxCells = 256,
  now,
}: {
  ttlMs: number;
  maxCells?: number;
  now?: () => number;
}): NearbyStoresCache {
  const cells = createTtlCache<StoreRow[]>({ ttlMs, maxEntries: maxCells, now });
  return {
    candidates({ db, point, kind, categoryIds, module = 'food', groceryCategoryId }) {
      const cellLat = Math.floor(point.latitude / CELL_DEGREES);
      const cellLng = Math.floor(point.longitude / CELL_DEGREES);
      const key = `${module}:${groceryCategoryId ?? ''}:${kind}:${cellLat}:${cellLng}:${categoryIds?.join(',') ?? ''}`;
      return cells.get(key, () =>
        listStoreCandidatesNear({
          db,
          point: {
            latitude: (cellLat + 0.5) * CELL_DEGREES,
            longitude: (cellLng + 0.5) * CELL_DEGREES,
          },
          extraReachKm: CELL_HALF_DIAGONAL_KM,
          deliveryTypes: DELIVERY_TYPES[kind],
          categoryIds,
          module,
          groceryCategoryId,
        }),
      );
    },
    clear: () => cells.clear(),
  };
}

const derived = new WeakMap<readonly StoreRow[], Map<string, unknown>>();
const MAX_POINTS_PER_CELL = 256;

/**
 * A value derived from a cell's candidates and an exact point (the reachable stores, their ids'
 * hash), computed once per pair: a customer typing a search asks from the same point each key
 * press. Kept beside the candidates array, so it goes when the cell's entry expires; callers must
 * not mutate what they get.
 */
export function derivedForPoint<T>(
  candidates: readonly StoreRow[],
  point: GeoPoint,
  tag: string,
  compute: () => T,
): T {
  let byPoint = derived.get(candidates);
  if (!byPoint) {
    byPoint = new Map();
    derived.set(candidates, byPoint);
  }
  const key = `${tag}:${point.latitude},${point.longitude}`;
  if (byPoint.has(key)) return byPoint.get(key) as T;
  const value = compute();
  byPoint.set(key, value);
  if (byPoint.size > MAX_POINTS_PER_CELL) {
    const oldest = byPoint.keys().next().value;
    if (oldest !== undefined) byPoint.delete(oldest);
  }
  return value;
}

/** Rounded down from 6371.0088 × π / 180. */
const KM_PER_DEGREE_LATITUDE = 111.19;

export interface NearbyStore {
  row: StoreRow;
  distanceKm: number;
}

/**
 * Stores that deliver to the point, nearest first, active before inactive (the nearest
 * NEARBY_ACTIVE_LIMIT active and NEARBY_INACTIVE_LIMIT inactive ones).
 */
export function selectNearbyStores(
  rows: readonly StoreRow[],
  point: GeoPoint,
  { activeLimit = NEARBY_ACTIVE_LIMIT, inactiveLimit = NEARBY_INACTIVE_LIMIT } = {},
): NearbyStore[] {
  const active: NearbyStore[] = [];
  const inactive: NearbyStore[] = [];
  for (const row of rows) {
    // Cheap reject first: no two points are closer than the meridian arc between their latitudes
    // (111.195 km a degree on this earth radius), so this never drops a store deliversTo accepts.
    if (Math.abs(row.latitude - point.latitude) * KM_PER_DEGREE_LATITUDE > row.delivery_radius_km) {
      continue;
    }
    const area = {
      latitude: row.latitude,
      longitude: row.longitude,
      deliveryRadiusKm: row.delivery_radius_km,
      zonePolygon: row.zone_polygon,
    };
    if (!deliversTo(area, point)) continue;
    const nearby = { row, distanceKm: haversineKm(area, point) };
    (row.is_active ? active : inactive).push(nearby);
  }
  const byDistance = (a: NearbyStore, b: NearbyStore) =>
    a.distanceKm - b.distanceKm || a.row.id - b.row.id;
  return [
    ...active.sort(byDistance).slice(0, activeLimit),
    ...inactive.sort(byDistance).slice(0, inactiveLimit),
  ];
}
