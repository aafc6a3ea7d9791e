import { z } from 'zod';

/** The one error shape of every failed call. Clients branch on `code`, never on `message`. */
export const apiErrorSchema = z.object({
  success: z.literal(false),
  error: z.object({
    code: z.string(),
    message: z.string(),
    issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
  }),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

/** Every successful call answers `{ success: true, data }`. */
export const successSchema = <T extends z.ZodType>(data: T) =>
  z.object({ success: z.literal(true), data });

/** Calls that take no payload accept an empty object, an empty body, or none (extra keys ignored). */
export const emptyRequestSchema = z.object({}).nullish();

/** Ids are PostgreSQL `integer` columns: 1 to 2,147,483,647. A larger one is a 400, never a 500. */
export const MAX_ID = 2_147_483_647;
export const idSchema = z.number().int().positive().max(MAX_ID);
/** An id in a URL path (text there). */
export const idParamSchema = z.coerce.number().int().positive().max(MAX_ID);

/** `user_id` as the spec's clients send it: a number or a numeric string, bounded like every id. */
export const userIdInputSchema = z.union([
  idSchema,
  z
    .string()
    .regex(/^\d{1,10}$/)
    .transform(Number)
    .pipe(idSchema),
]);

export const latitudeSchema = z.number().min(-90).max(90);
export const longitudeSchema = z.number().min(-180).max(180);

/**
 * Authenticated calls: `token` in the body (SPEC §6) or an `Authorization: Bearer` header, so the
 * field is optional here; the server answers 401 auth.unauthenticated without either. `user_id`,
 * sent by the spec's client, must name the caller: the token decides who that is.
 */
export const authenticatedRequestSchema = z.object({
  token: z.string().min(1).max(200).optional(),
  user_id: userIdInputSchema.optional(),
});
