import { z } from 'zod';
import {
  authenticatedRequestSchema,
  idSchema,
  latitudeSchema,
  longitudeSchema,
  successSchema,
} from '../common/api.schemas';

/**
 * The console's content editor (issue 17): home module tiles, promo slides, category slides,
 * offers, pages and popular locations. Each kind has list, save (create without id), delete and
 * reorder calls under /public/api/console/admin/content/<kind>/.
 */
export const CONTENT_KINDS = [
  'modules',
  'promo-slides',
  'category-slides',
  'offers',
  'pages',
  'popular-locations',
] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

const noNul = (text: string) => !text.includes('\u0000');
const text = (max: number) => z.string().trim().max(max).refine(noNul, 'No NUL characters.');
const requiredText = (max: number) => text(max).pipe(z.string().min(1, 'Required.'));
/** A site path (not //host) or an http(s) URL; empty when none. */
export const contentUrlSchema = text(2000).refine(
  (value) => value === '' || /^(\/(?!\/)\S*|https?:\/\/\S+)$/i.test(value),
  'Use a /path or an http(s) URL.',
);

export const CONTENT_FIELDS = {
  modules: z.strictObject({
    title: requiredText(80),
    content: text(300),
    image: contentUrlSchema,
    offers: text(80),
    is_active: z.boolean(),
  }),
  'promo-slides': z.strictObject({
    slider_id: idSchema,
    name: text(120),
    image: contentUrlSchema.pipe(z.string().min(1, 'An image is required.')),
    url: contentUrlSchema,
    store_id: idSchema.nullable(),
  }),
  'category-slides': z.strictObject({
    name: requiredText(80),
    image: contentUrlSchema.pipe(z.string().min(1, 'An image is required.')),
    link: contentUrlSchema,
    is_active: z.boolean(),
  }),
  offers: z.strictObject({
    title: requiredText(120),
    description: text(500),
    image: contentUrlSchema,
    store_id: idSchema.nullable(),
    coupon_code: text(40).nullable(),
    is_user_only: z.boolean(),
    is_active: z.boolean(),
  }),
  pages: z.strictObject({
    slug: z
      .string()
      .trim()
      .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'Use lower-case letters, digits and dashes.')
      .max(80),
    name: requiredText(120),
    /** HTML; the server stores it sanitised. */
    body: text(100_000),
  }),
  'popular-locations': z.strictObject({
    name: requiredText(120),
    formatted_address: requiredText(300),
    city: text(80),
    state: text(80),
    latitude: latitudeSchema,
    longitude: longitudeSchema,
  }),
} as const satisfies Record<ContentKind, z.ZodType>;

export type ContentFields<K extends ContentKind> = z.infer<(typeof CONTENT_FIELDS)[K]>;
export type ContentRow<K extends ContentKind = ContentKind> = ContentFields<K> & {
  id: number;
  sort_order: number;
  /** promo-slides: the slider's name and kind, for grouping. */
  slider_name?: string;
};

/** A row as the list answers it: the fields, its id and its place. */
export const contentRowSchema = z.looseObject({
  id: z.number().int(),
  sort_order: z.number().int(),
});
export const contentListResponseSchema = successSchema(
  z.object({
    rows: z.array(contentRowSchema),
    /** promo-slides: the sliders a slide can go in. */
    sliders: z
      .array(z.object({ id: z.number().int(), name: z.string(), kind: z.string() }))
      .optional(),
  }),
);
export const contentRowResponseSchema = successSchema(contentRowSchema);

export const contentListRequestSchema = authenticatedRequestSchema;
export const contentSaveRequestSchema = <K extends ContentKind>(kind: K) =>
  authenticatedRequestSchema.extend({ id: idSchema.optional(), fields: CONTENT_FIELDS[kind] });
export const contentDeleteRequestSchema = authenticatedRequestSchema.extend({ id: idSchema });
export const contentDeleteResponseSchema = successSchema(z.object({ id: z.number().int() }));
/** The rows in their new order (for promo slides: the slides of one slider). */
export const contentReorderRequestSchema = authenticatedRequestSchema.extend({
  ids: z
    .array(idSchema)
    .min(1)
    .max(500)
    .refine((ids) => new Set(ids).size === ids.length, 'Name each row once.'),
});
