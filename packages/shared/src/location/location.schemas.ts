import { z } from 'zod';
import { latitudeSchema, longitudeSchema, successSchema } from '../common/api.schemas';

export const popularLocationSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  latitude: z.number(),
  longitude: z.number(),
});
export type PopularLocation = z.infer<typeof popularLocationSchema>;

export const popularGeoLocationsResponseSchema = successSchema(z.array(popularLocationSchema));

export const coordinateToAddressRequestSchema = z.object({
  lat: latitudeSchema,
  lng: longitudeSchema,
});
export type CoordinateToAddressRequest = z.infer<typeof coordinateToAddressRequestSchema>;

/** `data` is the formatted address string (SPEC §7); `place` carries the parts the app saves. */
export const coordinateToAddressResponseSchema = successSchema(z.string()).extend({
  place: z.object({
    city: z.string(),
    state: z.string(),
  }),
});
export type CoordinateToAddressResponse = z.infer<typeof coordinateToAddressResponseSchema>;

export const searchLocationsRequestSchema = z.object({
  query: z.string().trim().min(1).max(200),
});
export type SearchLocationsRequest = z.infer<typeof searchLocationsRequestSchema>;

export const placeSchema = z.object({
  name: z.string(),
  formatted_address: z.string(),
  latitude: z.number(),
  longitude: z.number(),
});
export type Place = z.infer<typeof placeSchema>;
export const searchLocationsResponseSchema = successSchema(z.array(placeSchema));

/** The address the app keeps under the `userSetAddress` key (SPEC §3). */
export const savedAddressSchema = z.object({
  lat: z.number(),
  lng: z.number(),
  address: z.string(),
  house: z.string().nullable().optional(),
  tag: z.string().nullable().optional(),
  city: z.string().nullable().optional(),
  state: z.string().nullable().optional(),
  businessLocation: z.boolean().optional(),
});
export type SavedAddress = z.infer<typeof savedAddressSchema>;

/** The geolocation the app keeps under the `geoLocation` key (SPEC §3). */
export const savedGeoLocationSchema = z.object({
  formatted_address: z.string(),
  geometry: z.object({ location: z.object({ lat: z.number(), lng: z.number() }) }),
});
export type SavedGeoLocation = z.infer<typeof savedGeoLocationSchema>;
