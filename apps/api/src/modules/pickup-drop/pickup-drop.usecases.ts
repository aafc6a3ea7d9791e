import { toPlatformTime } from '@app/shared/catalog/store-status.models';
import { ORDER_STATUS } from '@app/shared/orders/orders.models';
import { priceCourierTask, type CourierPrice } from '@app/shared/courier/courier.models';
import type { CourierZone, PickupDropSettings } from '@app/shared/courier/courier.schemas';
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

/** The settings as stored, null when missing or malformed (the service is then off). */
export function loadPickupDropSettings(db: Executor): Promise<PickupDropSettings | null> {
  return readPickupDropSettings(db);
}

export interface CourierQuote {
  distance_km: number;
  distance_kind: 'straight_line';
  eta_minutes: number;
  price: CourierPrice;
}

/**
 * A quote from settings already read (pure): both stops inside one same zone, the distance
 * between them (straight line), the price from the tariff (shared priceCourierTask), and an ETA.
 * Throws the refusal with its own code when off, out of the area, too far, too heavy or out of
 * service hours. The order engine's courier pricing prices every order with this.
 */
export function quoteCourierTask(
  settings: PickupDropSettings | null,
  {
    pickup,
    drop,
    weightKg,
    taskType,
    now,
  }: { pickup: GeoPoint; drop: GeoPoint; weightKg: number; taskType: string; now: Date },
): CourierQuote {
  if (!settings?.is_enabled) throw createServiceOffError();
  if (!settings.task_types.includes(taskType as PickupDropSettings['task_types'][number])) {
    throw createTaskTypeError();
  }
  // A task never spans two zones (two cities): one zone must hold both stops.
  const contains = (zone: CourierZone, stop: GeoPoint) => haversineKm(zone, stop) <= zone.radiusKm;
  if (!settings.zones.some((zone) => contains(zone, pickup) && contains(zone, drop))) {
    throw createOutOfAreaError();
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

/**
 * A quote for a task (`pickup-and-drop/cart-details`): the settings read (or, from the route, at
 * most a few seconds old: the cart asks again on every change), then quoteCourierTask. Orders are
 * always priced from settings read in their own transaction.
 */
export async function getCartDetails(
  db: Executor,
  input: { pickup: GeoPoint; drop: GeoPoint; weightKg: number; taskType: string; now?: Date },
  readSettings: () => Promise<PickupDropSettings | null> = () => readPickupDropSettings(db),
): Promise<CourierQuote> {
  return quoteCourierTask(await readSettings(), {
    ...input,
    now: input.now ?? new Date(),
  });
}

/**
 * Minutes until the drop from where the rider is now, at the same town speed as the quote's ETA:
 * on the way to the pickup (3) via the pickup, with the parcel (4) straight to the drop. Null
 * when the task is not under way or the rider's position is unknown.
 */
export function liveEtaMinutes({
  status,
  rider,
  pickup,
  drop,
}: {
  status: number;
  rider: GeoPoint | null;
  pickup: GeoPoint;
  drop: GeoPoint;
}): number | null {
  if (!rider) return null;
  const km =
    status === ORDER_STATUS.RIDER_ASSIGNED
      ? haversineKm(rider, pickup) + haversineKm(pickup, drop)
      : status === ORDER_STATUS.PICKED_UP
        ? haversineKm(rider, drop)
        : null;
  return km === null ? null : Math.max(1, Math.ceil((km / RIDER_KMH) * 60));
}
