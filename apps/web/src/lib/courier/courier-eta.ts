import { ORDER_STATUS } from '@app/shared/orders/orders.models';
import { distanceKm, travelMinutes, type LatLng } from '../tracking/eta';

/**
 * Minutes until a task reaches the drop, from the rider's live position: to the pickup then the
 * drop before pickup, straight to the drop after. `fallback` (the server's estimate) when the
 * rider's position is unknown; null once it is no longer on its way.
 */
export function courierEtaMinutes({
  status,
  pickup,
  drop,
  rider,
  fallback,
}: {
  status: number;
  pickup: LatLng;
  drop: LatLng;
  rider: LatLng | null;
  fallback: number;
}): number | null {
  if (status === ORDER_STATUS.PLACED) return fallback;
  if (status !== ORDER_STATUS.RIDER_ASSIGNED && status !== ORDER_STATUS.PICKED_UP) return null;
  if (!rider) return fallback;
  const km =
    status === ORDER_STATUS.PICKED_UP
      ? distanceKm(rider, drop)
      : distanceKm(rider, pickup) + distanceKm(pickup, drop);
  return Math.max(1, Math.ceil(travelMinutes(km)));
}
