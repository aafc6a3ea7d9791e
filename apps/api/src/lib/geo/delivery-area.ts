import { sql, type SQL } from 'drizzle-orm';

/**
 * Whether a store delivers to a point: great-circle (haversine) distance within the store's
 * delivery radius, then, when the store has a zone, the point inside the zone polygon.
 *
 * This is the one rule (ARCHITECTURE §6). Store lists use its SQL twin `deliversToSql` (tests prove
 * the two agree); single stores, checkout and rider dispatch call `deliversTo`.
 */

/** Mean earth radius (IUGG), the same constant in JS and SQL. */
export const EARTH_RADIUS_KM = 6371.0088;

export interface GeoPoint {
  latitude: number;
  longitude: number;
}

/** A polygon of [lat, lng] vertices; closing the ring is implicit. */
export type Polygon = [number, number][];

export interface DeliveryArea extends GeoPoint {
  deliveryRadiusKm: number;
  /** The store's zone polygon, or null when the store has no zone. */
  zonePolygon: Polygon | null;
}

const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

export function haversineKm(from: GeoPoint, to: GeoPoint): number {
  const dLat = toRadians(to.latitude - from.latitude);
  const dLng = toRadians(to.longitude - from.longitude);
  const a =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRadians(from.latitude)) * Math.cos(toRadians(to.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.sqrt(Math.min(1, a)));
}

/** Ray casting (even-odd rule) on a [lat, lng] polygon. */
export function isPointInPolygon(point: GeoPoint, polygon: Polygon): boolean {
  const { latitude: lat, longitude: lng } = point;
  let inside = false;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const vertex = polygon[i];
    const previous = polygon[j];
    if (!vertex || !previous) continue;
    const [yi, xi] = vertex;
    const [yj, xj] = previous;
    if (yi > lat === yj > lat) continue;
    if (lng < ((xj - xi) * (lat - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

export function deliversTo(store: DeliveryArea, point: GeoPoint): boolean {
  if (haversineKm(store, point) > store.deliveryRadiusKm) return false;
  return store.zonePolygon ? isPointInPolygon(point, store.zonePolygon) : true;
}

// ── SQL twins ────────────────────────────────────────────────────────────────────────────────

/** Haversine distance in km from the columns `lat`/`lng` to the point, the formula of `haversineKm`. */
export function haversineKmSql(columns: { lat: SQL; lng: SQL }, point: GeoPoint): SQL<number> {
  const pointLat = sql`${point.latitude}::double precision`;
  const pointLng = sql`${point.longitude}::double precision`;
  return sql<number>`(2 * ${EARTH_RADIUS_KM}::double precision * asin(sqrt(least(1::double precision,
    power(sin(radians(${pointLat} - ${columns.lat}) / 2), 2)
    + cos(radians(${columns.lat})) * cos(radians(${pointLat}))
      * power(sin(radians(${pointLng} - ${columns.lng}) / 2), 2)))))`;
}

/**
 * The SQL twin of `deliversTo`, for the columns of one store row: distance within the radius, then
 * `geo_polygon_contains` (migration 0003) when the store has a zone.
 */
export function deliversToSql(
  columns: { lat: SQL; lng: SQL; radiusKm: SQL; zonePolygon: SQL },
  point: GeoPoint,
): SQL<boolean> {
  return sql<boolean>`(${haversineKmSql(columns, point)} <= ${columns.radiusKm}
    and (${columns.zonePolygon} is null
      or geo_polygon_contains(${columns.zonePolygon}, ${point.latitude}::double precision, ${point.longitude}::double precision)))`;
}

/**
 * An index condition for the GiST index on ll_to_earth(lat, lng) (`stores_earth`): every point
 * within `radiusKm` of the point is inside this cube. earth_box works on a sphere of radius
 * earth() (6378.168 km), a little larger than ours, so the box is padded.
 */
export function withinEarthBoxSql(
  columns: { lat: SQL; lng: SQL },
  point: GeoPoint,
  radiusKm: SQL,
): SQL<boolean> {
  return sql<boolean>`earth_box(ll_to_earth(${point.latitude}::double precision, ${point.longitude}::double precision), (${radiusKm}) * 1010) @> ll_to_earth(${columns.lat}, ${columns.lng})`;
}
