import { z } from 'zod';
import { authenticatedRequestSchema, successSchema } from '../common/api.schemas';
import { minutesOfDay } from './courier.models';
import {
  courierTariffSchema,
  courierZonesSchema,
  courierZoneShape,
  MAX_COURIER_ZONES,
  TASK_TYPES,
  taskTypeSchema,
} from './courier.schemas';

/**
 * The operator console's pickup-and-drop settings (issue 16), admins only:
 * `console/get-pickup-drop-settings` and `console/save-pickup-drop-settings`. The save is checked
 * stricter than a stored row is read: every nested object refuses unknown fields (a misspelt
 * field must not look saved), times are 24-hour HH:MM, and the parts must agree with each other.
 * What passes here always reads back valid through `courierTariffSchema` and `courierZonesSchema`.
 */

/** The setting keys and the defaults of the two plain ones (issue 16). */
export const PICKUP_DROP_PHOTO_PROOF_DEFAULT = true;
export const PICKUP_DROP_DISPATCH_KM_DEFAULT = 8;
export const DISPATCH_RADIUS_MAX_KM = 50;

const minorSchema = z.number().int().min(0).max(100_000_000);
const kmSchema = (max: number) => z.number().min(0).max(max);
export const clockInputSchema = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use 24-hour time, like 07:00 or 23:30');

export const weightBandInputSchema = z.strictObject({
  maxKg: z.number().positive().max(1000),
  feeMinor: minorSchema,
});

export const surchargeWindowInputSchema = z.strictObject({
  from: clockInputSchema,
  to: clockInputSchema,
  bps: z.number().int().min(0).max(10_000),
  label: z.string().trim().min(1, 'Name the surcharge, like Night').max(40),
});

export const courierTariffInputSchema = z
  .strictObject({
    baseFareMinor: minorSchema,
    baseDistanceKm: kmSchema(100),
    perKmMinor: minorSchema,
    weightBands: z
      .array(weightBandInputSchema)
      .min(1, 'Add at least one weight band')
      .max(20)
      .superRefine((bands, ctx) => {
        bands.forEach((band, index) => {
          const previous = index > 0 ? bands[index - 1] : undefined;
          if (!previous) return;
          if (!(band.maxKg > previous.maxKg)) {
            ctx.addIssue({
              code: 'custom',
              path: [index, 'maxKg'],
              message: 'Each band must go up to more kg than the band before it',
            });
          }
          if (band.feeMinor < previous.feeMinor) {
            ctx.addIssue({
              code: 'custom',
              path: [index, 'feeMinor'],
              message: 'A heavier band must not cost less than the band before it',
            });
          }
        });
      }),
    minDistanceKm: kmSchema(100),
    maxDistanceKm: z.number().positive().max(500),
    surcharges: z
      .array(surchargeWindowInputSchema)
      .max(10)
      .superRefine((windows, ctx) => {
        windows.forEach((window, index) => {
          if (window.from === window.to) {
            ctx.addIssue({
              code: 'custom',
              path: [index, 'to'],
              message: 'A window must end at another time than it starts',
            });
          }
        });
      }),
    taxBps: z.number().int().min(0).max(5_000),
    serviceHours: z.strictObject({ open: clockInputSchema, close: clockInputSchema }).nullable(),
  })
  .superRefine((tariff, ctx) => {
    if (tariff.minDistanceKm > tariff.maxDistanceKm) {
      ctx.addIssue({
        code: 'custom',
        path: ['minDistanceKm'],
        message: 'The minimum distance must not be above the maximum',
      });
    }
    const hours = tariff.serviceHours;
    if (hours && minutesOfDay(hours.open) === minutesOfDay(hours.close)) {
      ctx.addIssue({
        code: 'custom',
        path: ['serviceHours', 'close'],
        message: 'Closing must differ from opening (choose 24 hours instead)',
      });
    }
  });
export type CourierTariffInput = z.infer<typeof courierTariffInputSchema>;

export const courierZoneInputSchema = z.strictObject(courierZoneShape);

/** The service zones, 1 to 20, each named once (case and outer spaces aside). */
export const courierZonesInputSchema = z
  .array(courierZoneInputSchema)
  .min(1, 'Add at least one zone')
  .max(MAX_COURIER_ZONES, `At most ${MAX_COURIER_ZONES} zones`)
  .superRefine((zones, ctx) => {
    const seen = new Set<string>();
    zones.forEach((zone, index) => {
      const key = zone.name.toLowerCase();
      if (seen.has(key)) {
        ctx.addIssue({
          code: 'custom',
          path: [index, 'name'],
          message: 'Another zone already has this name',
        });
      }
      seen.add(key);
    });
  });
export type CourierZoneInput = z.infer<typeof courierZoneInputSchema>;

export const dispatchRadiusKmSchema = z.number().positive().max(DISPATCH_RADIUS_MAX_KM);

/** What the admin saves: every pickup-and-drop setting at once. */
export const savePickupDropSettingsRequestSchema = authenticatedRequestSchema
  .extend({
    is_enabled: z.boolean(),
    task_types: z
      .array(taskTypeSchema)
      .max(TASK_TYPES.length)
      .refine((types) => new Set(types).size === types.length, 'Each task type once'),
    tariff: courierTariffInputSchema,
    zones: courierZonesInputSchema,
    proof_photo_allowed: z.boolean(),
    dispatch_radius_km: dispatchRadiusKmSchema,
  })
  .superRefine((body, ctx) => {
    if (body.is_enabled && body.task_types.length === 0) {
      ctx.addIssue({
        code: 'custom',
        path: ['task_types'],
        message: 'Offer at least one task type, or switch the service off',
      });
    }
  });
export type SavePickupDropSettingsRequest = z.input<typeof savePickupDropSettingsRequestSchema>;

/** Which stored part is missing or malformed, in words, with the stored text (null: no row). */
export const pickupDropSettingProblemSchema = z.object({
  key: z.string(),
  field: z.enum([
    'is_enabled',
    'task_types',
    'tariff',
    'zones',
    'proof_photo_allowed',
    'dispatch_radius_km',
  ]),
  message: z.string(),
  stored: z.string().nullable(),
});
export type PickupDropSettingProblem = z.infer<typeof pickupDropSettingProblemSchema>;

/**
 * The settings as stored, for the editor: a part that is missing or malformed is null and named
 * in `problems`. `is_live` says whether customers can order now (switched on and nothing broken).
 */
export const adminPickupDropSettingsSchema = z.object({
  is_enabled: z.boolean(),
  is_live: z.boolean(),
  task_types: z.array(taskTypeSchema).nullable(),
  tariff: courierTariffSchema.nullable(),
  zones: courierZonesSchema.nullable(),
  proof_photo_allowed: z.boolean(),
  dispatch_radius_km: z.number(),
  problems: z.array(pickupDropSettingProblemSchema),
});
export type AdminPickupDropSettings = z.infer<typeof adminPickupDropSettingsSchema>;
export const adminPickupDropSettingsResponseSchema = successSchema(adminPickupDropSettingsSchema);
