import type { CourierZone } from '@app/shared/courier/courier.schemas';
import { distanceKm, type LatLng } from '../../../lib/tracking/eta';

/**
 * The service zone the pin map starts in: the one holding the customer's saved location (the
 * nearest centre when zones overlap), else the operator's first zone; null before the settings
 * arrive.
 */
export function startZone(zones: readonly CourierZone[] | undefined, saved: LatLng | null) {
  if (!zones?.length) return null;
  const holding = saved
    ? zones
        .map((zone) => ({ zone, km: distanceKm(zone, saved) }))
        .filter(({ zone, km }) => km <= zone.radiusKm)
        .sort((a, b) => a.km - b.km)
    : [];
  return holding[0]?.zone ?? zones[0] ?? null;
}
