import { z } from 'zod';
import { latitudeSchema, longitudeSchema, successSchema } from '../common/api.schemas';
import { minutesOfDay } from './courier.models';

/**
 * Pickup and drop contracts (issue 16). The spec names the calls (`pickup-and-drop-settings`,
 * `pickup-and-drop/cart-details`, `pickup-and-drop-place-order`) but not their payloads; these are
 * Swiftbite's, recorded in the OpenAPI document.
 */

const minorSchema = z.number().int().min(0).max(100_000_000);
const clockSchema = z.string().refine((text) => !Number.isNaN(minutesOfDay(text)), 'HH:MM');

/** The operator's tariff, as stored in the `pickupDropTariff` setting (JSON). */
export const courierTariffSchema = z.object({
  baseFareMinor: minorSchema,
  baseDistanceKm: z.number().min(0).max(100),
  perKmMinor: minorSchema,
  weightBands: z
    .array(z.object({ maxKg: z.number().positive().max(1000), feeMinor: minorSchema }))
    .min(1)
    .max(20)
    .refine(
      (bands) =>
        bands.every(
          (band, index) =>
            index === 0 ||
            (band.maxKg > (bands[index - 1]?.maxKg ?? 0) &&
              band.feeMinor >= (bands[index - 1]?.feeMinor ?? 0)),
        ),
      'Weight bands must go up in weight, and their fees must not go down.',
    ),
  minDistanceKm: z.number().min(0).max(100),
  maxDistanceKm: z.number().positive().max(500),
  surcharges: z
    .array(
      z.object({
        from: clockSchema,
        to: clockSchema,
        bps: z.number().int().min(0).max(10_000),
        label: z.string().min(1).max(40),
      }),
    )
    .max(10),
  taxBps: z.number().int().min(0).max(5_000),
  serviceHours: z.object({ open: clockSchema, close: clockSchema }).nullable(),
});

/** Where the service runs: a centre and a radius (km), from the `pickupDropZone` setting. */
export const courierZoneSchema = z.object({
  latitude: latitudeSchema,
  longitude: longitudeSchema,
  radiusKm: z.number().positive().max(200),
});

export const TASK_TYPES = ['documents', 'food', 'parcel', 'keys', 'laundry', 'custom'] as const;
export const taskTypeSchema = z.enum(TASK_TYPES);

export const pickupDropSettingsSchema = z.object({
  is_enabled: z.boolean(),
  task_types: z.array(taskTypeSchema),
  tariff: courierTariffSchema,
  zone: courierZoneSchema,
});
export type PickupDropSettings = z.infer<typeof pickupDropSettingsSchema>;
export const pickupDropSettingsResponseSchema = successSchema(pickupDropSettingsSchema);

const stopSchema = z.object({ latitude: latitudeSchema, longitude: longitudeSchema });

/** A quote: the two stops, the parcel's weight and kind. The server prices it. */
export const cartDetailsRequestSchema = z.object({
  pickup: stopSchema,
  drop: stopSchema,
  weight_kg: z.number().positive().max(1000),
  task_type: taskTypeSchema,
});

export const courierPriceSchema = z.object({
  distance_km: z.number(),
  base_fare: z.number().int(),
  distance_fare: z.number().int(),
  weight_fee: z.number().int(),
  surcharge: z.number().int(),
  surcharge_label: z.string().nullable(),
  tax: z.number().int(),
  total: z.number().int(),
});

export const cartDetailsResponseSchema = successSchema(
  z.object({
    /** Straight-line (great-circle) km between the stops: no road router runs offline. */
    distance_km: z.number(),
    distance_kind: z.literal('straight_line'),
    eta_minutes: z.number().int(),
    price: courierPriceSchema,
  }),
);
