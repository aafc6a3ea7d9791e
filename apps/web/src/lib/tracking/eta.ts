/**
 * The arrival estimate of the running-order page (ARCHITECTURE §7: recomputed on every event and
 * rider position). Straight-line distance at an average city riding speed; before pickup the rider
 * must also reach the store and the food must be ready, whichever takes longer.
 */
export interface LatLng {
  latitude: number;
  longitude: number;
}

export const RIDER_SPEED_KMH = 20;
const EARTH_RADIUS_KM = 6371;

/** Great-circle distance in kilometres. */
export function distanceKm(from: LatLng, to: LatLng): number {
  const toRadians = (degrees: number) => (degrees * Math.PI) / 180;
  const dLat = toRadians(to.latitude - from.latitude);
  const dLng = toRadians(to.longitude - from.longitude);
  const a =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRadians(from.latitude)) * Math.cos(toRadians(to.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)));
}

export function travelMinutes(km: number, speedKmh = RIDER_SPEED_KMH): number {
  return (km / speedKmh) * 60;
}

/**
 * Minutes until the order reaches the customer, rounded up, at least 1; null when it cannot be
 * told (no destination, or an order no rider is carrying).
 *
 * - Picked up (4): rider → customer (store → customer while the rider's position is unknown).
 * - Before pickup (2 preparing, 3 rider assigned): the longer of the preparation time left and
 *   the rider's ride to the store, then store → customer.
 */
export function estimateArrivalMinutes({
  status,
  store,
  destination,
  rider,
  prepMinutes,
  preparingSince,
  now,
}: {
  status: number;
  store: LatLng;
  destination: LatLng | null;
  rider: LatLng | null;
  /** The store's preparation time in minutes (0 when unknown). */
  prepMinutes: number;
  /** When the store accepted the order (ISO), so elapsed preparation counts; null when unknown. */
  preparingSince: string | null;
  now: Date;
}): number | null {
  if (!destination) return null;
  let minutes: number;
  if (status === 4) {
    minutes = travelMinutes(distanceKm(rider ?? store, destination));
  } else if (status === 2 || status === 3) {
    const since = preparingSince ? new Date(preparingSince).getTime() : Number.NaN;
    const elapsed = Number.isNaN(since) ? 0 : Math.max(0, (now.getTime() - since) / 60_000);
    const prepLeft = Math.max(0, prepMinutes - elapsed);
    const toStore = rider ? travelMinutes(distanceKm(rider, store)) : 0;
    minutes = Math.max(prepLeft, toStore) + travelMinutes(distanceKm(store, destination));
  } else {
    return null;
  }
  return Math.max(1, Math.ceil(minutes));
}
