import { z } from 'zod';
import { idSchema, latitudeSchema, longitudeSchema, successSchema } from '../common/api.schemas';
import { authenticatedRequestSchema } from '../profile/profile.schemas';

const optionalText = (max: number) => z.string().trim().max(max).nullish();

/** SPEC §3 names a saved address's position lat and lng. */
export const addressSchema = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  lat: z.number(),
  lng: z.number(),
  address: z.string(),
  house: z.string().nullable(),
  landmark: z.string().nullable(),
  tag: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  is_default: z.boolean(),
});
export type Address = z.infer<typeof addressSchema>;
export const addressListResponseSchema = successSchema(z.array(addressSchema));

export const getAddressesRequestSchema = authenticatedRequestSchema;

export const saveAddressRequestSchema = authenticatedRequestSchema.extend({
  /** Present to edit one of the caller's addresses; absent to add one. */
  id: idSchema.optional(),
  lat: latitudeSchema,
  lng: longitudeSchema,
  address: z.string().trim().min(1).max(500),
  house: optionalText(200),
  landmark: optionalText(200),
  tag: optionalText(50),
  city: optionalText(100),
  state: optionalText(100),
  is_default: z.boolean().optional(),
});
export type SaveAddressRequest = z.infer<typeof saveAddressRequestSchema>;

export const addressIdRequestSchema = authenticatedRequestSchema.extend({
  address_id: idSchema,
});
