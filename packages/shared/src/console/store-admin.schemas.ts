import { z } from 'zod';
import {
  authenticatedRequestSchema,
  idSchema,
  latitudeSchema,
  longitudeSchema,
  successSchema,
} from '../common/api.schemas';
import { listRequestSchema, pagedResponseSchema } from './admin.schemas';

/**
 * The admin's store calls (issue 17, area `stores`), under /public/api/console/admin/stores/:
 * a paged list, one store with everything the customer app reads, its approval and activation,
 * the owners and riders linked to it, and the store categories (cuisines).
 */

const money = z.number().int().min(0).max(100_000_000);
const clock = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be HH:MM');
const weekday = z.enum(['1', '2', '3', '4', '5', '6', '7']);

/** Per ISO weekday (1 Monday … 7 Sunday), [open, close] ranges; a close before the open runs past midnight. */
export const openingHoursSchema = z.partialRecord(weekday, z.array(z.tuple([clock, clock])).max(6));

/** A zone as drawn on the map: [lat, lng] vertices, the ring closing by itself. */
export const zonePolygonSchema = z
  .array(z.tuple([latitudeSchema, longitudeSchema]))
  .min(3, 'a zone needs at least 3 points')
  .max(200);

export const STORE_SORTS = ['id', 'name', 'created_at', 'commission_bps'] as const;

export const adminStoreListRequestSchema = listRequestSchema.extend({
  module: z.enum(['food', 'grocery']).optional(),
  is_accepted: z.boolean().optional(),
  is_active: z.boolean().optional(),
});

export const adminStoreRowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  module: z.enum(['food', 'grocery']),
  address: z.string(),
  image: z.string(),
  is_accepted: z.boolean(),
  is_active: z.boolean(),
  commission_bps: z.number().int(),
  created_at: z.string(),
});
export type AdminStoreRow = z.infer<typeof adminStoreRowSchema>;
export const adminStoreListResponseSchema = pagedResponseSchema(adminStoreRowSchema);

/** Everything an admin edits on a store (the switches `is_accepted`, `is_active` have their own call). */
export const storeFieldsSchema = z.object({
  name: z.string().trim().min(1).max(120),
  slug: z
    .string()
    .trim()
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'lower-case letters, digits and single hyphens')
    .max(80),
  module: z.enum(['food', 'grocery']),
  description: z.string().trim().max(2000),
  address: z.string().trim().max(300),
  landmark: z.string().trim().max(200),
  phone: z
    .string()
    .trim()
    .regex(/^\+?[0-9 ()-]{5,20}$/, 'a phone number')
    .nullable(),
  latitude: latitudeSchema,
  longitude: longitudeSchema,
  /** An uploaded image's URL (admin/stores/upload-image) or empty. */
  image: z.string().trim().max(500),
  banner_image: z.string().trim().max(500),
  /** null: always open. */
  opening_hours: openingHoursSchema.nullable(),
  delivery_radius_km: z.number().min(0.1).max(100),
  /** null: the radius alone decides; else a point must also be inside the polygon. */
  zone_polygon: zonePolygonSchema.nullable(),
  /** 1 delivery, 2 self-pickup, 3 both. */
  delivery_type: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  commission_bps: z.number().int().min(0).max(10_000),
  free_delivery_subtotal_minor: money.nullable(),
  min_order_minor: money,
  store_charge_minor: money,
  delivery_charge_type: z.enum(['FIXED', 'DYNAMIC']),
  delivery_charge_minor: money,
  base_delivery_charge_minor: money,
  base_delivery_distance_km: z.number().min(0).max(100),
  extra_delivery_charge_per_km_minor: money,
  tax_bps: z.number().int().min(0).max(10_000),
  prep_minutes: z.number().int().min(0).max(240),
  delivery_time_minutes: z.number().int().min(1).max(240),
  is_pureveg: z.boolean(),
  /** Store categories (cuisines). */
  category_ids: z.array(idSchema).max(20),
  /** Users with the store_owner role who run it. */
  owner_ids: z.array(idSchema).max(20),
  /** Riders offered its orders. */
  rider_ids: z.array(idSchema).max(200),
});
export type StoreFields = z.infer<typeof storeFieldsSchema>;

export const adminStoreSchema = storeFieldsSchema.extend({
  id: z.number().int(),
  is_accepted: z.boolean(),
  is_active: z.boolean(),
  zone_id: z.number().int().nullable(),
  created_at: z.string(),
});
export type AdminStore = z.infer<typeof adminStoreSchema>;
export const adminStoreResponseSchema = successSchema(adminStoreSchema);

export const adminStoreIdRequestSchema = authenticatedRequestSchema.extend({ store_id: idSchema });

/** Create without `store_id`; with it, replace that store's fields. */
export const saveStoreRequestSchema = authenticatedRequestSchema
  .extend({ store_id: idSchema.optional() })
  .extend(storeFieldsSchema.shape);

export const setStoreFlagsRequestSchema = authenticatedRequestSchema.extend({
  store_id: idSchema,
  is_accepted: z.boolean().optional(),
  is_active: z.boolean().optional(),
});

/** Users an admin may link: store owners or riders, by name or email. */
export const linkCandidatesRequestSchema = authenticatedRequestSchema.extend({
  role: z.enum(['store_owner', 'rider']),
  q: z.string().trim().max(100).default(''),
  /** Also answer these (the ones already linked), whatever the search. */
  ids: z.array(idSchema).max(200).default([]),
});
export const linkCandidateSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string().nullable(),
});
export type LinkCandidate = z.infer<typeof linkCandidateSchema>;
export const linkCandidatesResponseSchema = successSchema(z.array(linkCandidateSchema));

/** A data URL (PNG, JPEG or WebP, at most 1 MB) answered as the stored image's URL. */
export const uploadStoreImageRequestSchema = authenticatedRequestSchema.extend({
  image: z.string().max(1_500_000),
});
export const uploadStoreImageResponseSchema = successSchema(z.object({ url: z.string() }));

// ── Store categories (cuisines) ────────────────────────────────────────────────────────────

export const storeCategorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  image: z.string(),
  sort_order: z.number().int(),
  is_active: z.boolean(),
  stores_count: z.number().int(),
});
export type StoreCategory = z.infer<typeof storeCategorySchema>;
export const storeCategoriesResponseSchema = successSchema(z.array(storeCategorySchema));

export const saveStoreCategoryRequestSchema = authenticatedRequestSchema.extend({
  category_id: idSchema.optional(),
  name: z.string().trim().min(1).max(80),
  image: z.string().trim().max(500).default(''),
  sort_order: z.number().int().min(0).max(32_000).default(0),
  is_active: z.boolean().default(true),
});
export const storeCategoryIdRequestSchema = authenticatedRequestSchema.extend({
  category_id: idSchema,
});
export const storeCategoryResponseSchema = successSchema(storeCategorySchema);
