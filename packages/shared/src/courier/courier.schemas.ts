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

/** A zone's name when a stored zone has none (rows saved before zones had names). */
export const COURIER_ZONE_DEFAULT_NAME = 'Service area';
/** An operator may run the service in this many zones at most. */
export const MAX_COURIER_ZONES = 20;

/** A zone's parts as the console saves them (the read schema below adds the name's default). */
export const courierZoneShape = {
  name: z.string().trim().min(1, 'Name the zone, like Bengaluru').max(40),
  latitude: latitudeSchema,
  longitude: longitudeSchema,
  radiusKm: z.number().positive().max(200),
};

/** Where the service runs: a named centre and a radius (km), one of the `pickupDropZone` zones. */
export const courierZoneSchema = z.object({
  ...courierZoneShape,
  name: courierZoneShape.name.default(COURIER_ZONE_DEFAULT_NAME),
});
export type CourierZone = z.infer<typeof courierZoneSchema>;

export const courierZonesSchema = z.array(courierZoneSchema).min(1).max(MAX_COURIER_ZONES);

/**
 * The `pickupDropZone` row as stored: a list of zones, or one zone as rows were written before
 * there could be several (read as a list of one). Every zone is checked; one bad zone fails all.
 */
export const storedCourierZonesSchema = z.preprocess(
  (stored) => (Array.isArray(stored) ? stored : [stored]),
  courierZonesSchema,
);

export const TASK_TYPES = ['documents', 'food', 'parcel', 'keys', 'laundry', 'custom'] as const;
export const taskTypeSchema = z.enum(TASK_TYPES);

export const pickupDropSettingsSchema = z.object({
  is_enabled: z.boolean(),
  task_types: z.array(taskTypeSchema),
  tariff: courierTariffSchema,
  /** Where the service runs: a task's two stops must lie inside one same zone. */
  zones: courierZonesSchema,
  /** A rider may deliver with a photo when the recipient is absent (`pickupDropPhotoProof`). */
  proof_photo_allowed: z.boolean(),
  /** Tasks are offered to online riders within this many km of the pickup (`pickupDropDispatchKm`). */
  dispatch_radius_km: z.number(),
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

// ── Tasks (orders of kind `courier`) ─────────────────────────────────────────────────────────

const textSchema = (max: number) => z.string().trim().max(max);
/** Digits with an optional + (7 to 15), as accounts take phones. */
const contactPhoneSchema = z
  .string()
  .trim()
  .regex(/^\+?[1-9]\d{6,14}$/, 'Enter the phone number with its country code, digits only');

/** One stop as the customer sets it: the pinned point, its address and who is there. */
export const courierStopInputSchema = z.object({
  latitude: latitudeSchema,
  longitude: longitudeSchema,
  /** The reverse-geocoded or searched address line. */
  address: textSchema(300).min(1),
  house: textSchema(120).default(''),
  landmark: textSchema(120).default(''),
  contact_name: textSchema(80).min(1),
  contact_phone: contactPhoneSchema,
});
export type CourierStopInput = z.input<typeof courierStopInputSchema>;

/** A JPEG or PNG photo as a data URL, at most 600,000 characters (about 450 KB of image). */
export const PHOTO_DATA_URL_MAX = 600_000;
export const photoDataUrlSchema = z
  .string()
  .max(PHOTO_DATA_URL_MAX)
  .regex(/^data:image\/(jpeg|png);base64,[A-Za-z0-9+/=]+$/, 'A JPEG or PNG photo');

/** Who pays: the sender (any method) or the recipient (cash at the drop). */
export const courierPayerSchema = z.enum(['sender', 'recipient']);
export type CourierPayer = z.infer<typeof courierPayerSchema>;

/** The task as the customer describes it; the server prices it (never the client). */
export const courierTaskInputSchema = z.object({
  pickup: courierStopInputSchema,
  drop: courierStopInputSchema,
  task_type: taskTypeSchema,
  /** What is being sent ("2 files", "house keys"). */
  description: textSchema(200).min(1),
  weight_kg: z.number().positive().max(1000),
  /** For the rider ("ring the bell twice"). */
  instructions: textSchema(500).default(''),
  payer: courierPayerSchema.default('sender'),
  /** Optional: a photo of what is sent, for the rider (like Dunzo, Porter). */
  photo: photoDataUrlSchema.optional(),
});
export type CourierTaskInput = z.input<typeof courierTaskInputSchema>;

export const courierStopSchema = z.object({
  latitude: z.number(),
  longitude: z.number(),
  address: z.string(),
  house: z.string(),
  landmark: z.string(),
  contact_name: z.string(),
  contact_phone: z.string(),
});
export type CourierStop = z.infer<typeof courierStopSchema>;

/**
 * A courier order's task, as the sender sees it on the order. Steps: rider assigned (3) →
 * `arrived_pickup_at` → picked up (4, pickup PIN) → `arrived_drop_at` → delivered (5, drop PIN =
 * the order's `delivery_pin`).
 */
export const courierTaskSchema = z.object({
  task_type: taskTypeSchema,
  description: z.string(),
  weight_kg: z.number(),
  instructions: z.string(),
  payer: courierPayerSchema,
  pickup: courierStopSchema,
  drop: courierStopSchema,
  price: courierPriceSchema,
  distance_kind: z.literal('straight_line'),
  eta_minutes: z.number().int(),
  /** The sender gives this to the rider at the pickup (null when PINs are off). */
  pickup_pin: z.string().nullable(),
  /** The recipient's tracking link token: `/pickup-and-drop/track/{track_token}`, no sign-in. */
  track_token: z.string(),
  arrived_pickup_at: z.string().nullable(),
  arrived_drop_at: z.string().nullable(),
  /**
   * When delivered without the recipient: the rider's photo (data URL), else null. Null in lists
   * (get-orders): one order's view carries its photos.
   */
  proof_photo: z.string().nullable(),
  /** The sender's photo of what is sent (data URL), else null; null in lists too. */
  package_photo: z.string().nullable(),
});
export type CourierTask = z.infer<typeof courierTaskSchema>;

/** What the recipient's link shows (no sign-in): no prices, no sender's pickup PIN. */
export const trackCourierRequestSchema = z.object({
  track_token: z.string().trim().min(10).max(64),
});
export const trackedCourierSchema = z.object({
  unique_order_id: z.string(),
  status: z.number().int(),
  task_type: taskTypeSchema,
  description: z.string(),
  sender_name: z.string(),
  pickup: courierStopSchema.pick({ latitude: true, longitude: true, address: true }),
  drop: courierStopSchema.omit({ contact_phone: true }),
  /** The recipient gives this to the rider at the drop. */
  drop_pin: z.string().nullable(),
  /** Cash the recipient pays at the drop (recipient pays), else 0. */
  cash_due: z.number().int(),
  rider: z.object({ name: z.string(), phone: z.string().nullable() }).nullable(),
  rider_location: z
    .object({ latitude: z.number(), longitude: z.number(), at: z.string() })
    .nullable(),
  arrived_pickup_at: z.string().nullable(),
  arrived_drop_at: z.string().nullable(),
  eta_minutes: z.number().int(),
  events: z.array(z.object({ to_status: z.number().int(), at: z.string() })),
});
export type TrackedCourier = z.infer<typeof trackedCourierSchema>;
export const trackCourierResponseSchema = successSchema(trackedCourierSchema);
