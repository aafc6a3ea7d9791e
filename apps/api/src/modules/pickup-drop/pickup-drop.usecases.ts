import { toPlatformTime } from '@app/shared/catalog/store-status.models';
import { priceCourierTask } from '@app/shared/courier/courier.models';
import type { PickupDropSettings } from '@app/shared/courier/courier.schemas';
import type { Executor } from '../../db/client';
import { haversineKm, type GeoPoint } from '../../lib/geo/delivery-area';
import {
  createClosedError,
  createOutOfAreaError,
  createServiceOffError,
  createTaskTypeError,
  createTooFarError,
  createTooHeavyError,
} from './pickup-drop.errors';
import { readPickupDropSettings } from './pickup-drop.settings';

/** A rider's average speed in town, and the minutes to reach the pickup, for the ETA. */
const RIDER_KMH = 20;
const TO_PICKUP_MINUTES = 10;

export async function getPickupDropSettings(db: Executor): Promise<PickupDropSettings> {
  const settings = await readPickupDropSettings(db);
  if (!settings) throw createServiceOffError();
  return settings;
}

/**
 * A quote for a task: both stops inside the service zone, the distance between them (straight
 * line), the price from the tariff (shared priceCourierTask), and an ETA. Refused with its own
 * code when off, out of the area, too far, too heavy or out of service hours.
 */
export async function getCartDetails(
  db: Executor,
  {
    pickup,
    drop,
    weightKg,
    taskType,
    now = new Date(),
  }: { pickup: GeoPoint; drop: GeoPoint; weightKg: number; taskType: string; now?: Date },
) {
  const settings = await getPickupDropSettings(db);
  if (!settings.is_enabled) throw createServiceOffError();
  if (!settings.task_types.includes(taskType as PickupDropSettings['task_types'][number])) {
    throw createTaskTypeError();
  }
  const centre = { latitude: settings.zone.latitude, longitude: settings.zone.longitude };
  for (const stop of [pickup, drop]) {
    if (haversineKm(centre, stop) > settings.zone.radiusKm) throw createOutOfAreaError();
  }
  const distanceKm = haversineKm(pickup, drop);
  const result = priceCourierTask(settings.tariff, {
    distanceKm,
    weightKg,
    minute: toPlatformTime(now).minute,
  });
  if (!result.ok) {
    const errors = {
      too_far: createTooFarError,
      too_heavy: createTooHeavyError,
      closed: createClosedError,
    };
    throw errors[result.refusal]();
  }
  return {
    distance_km: Math.round(distanceKm * 100) / 100,
    distance_kind: 'straight_line' as const,
    eta_minutes: TO_PICKUP_MINUTES + Math.ceil((distanceKm / RIDER_KMH) * 60),
    price: result.price,
  };
}
