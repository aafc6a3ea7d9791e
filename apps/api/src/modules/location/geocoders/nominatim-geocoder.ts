import { z } from 'zod';
import { createGeocoderUnavailableError } from '../location.errors';
import type { Geocoder } from './geocoder';

const addressSchema = z
  .object({
    city: z.string().optional(),
    town: z.string().optional(),
    village: z.string().optional(),
    suburb: z.string().optional(),
    state: z.string().optional(),
  })
  .partial()
  .optional();

const reverseSchema = z.object({ display_name: z.string(), address: addressSchema });
const searchSchema = z.array(
  z.object({
    display_name: z.string(),
    name: z.string().optional(),
    lat: z.coerce.number(),
    lon: z.coerce.number(),
  }),
);

/**
 * A Nominatim-compatible HTTP geocoder (OpenStreetMap's public server, a self-hosted Nominatim,
 * or any service speaking its `/reverse` and `/search` JSON). Nominatim's usage policy asks for
 * an identifying User-Agent.
 */
export function createNominatimGeocoder(options: {
  baseUrl: string;
  userAgent: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}): Geocoder {
  const { baseUrl, userAgent, timeoutMs = 5000 } = options;
  const doFetch = options.fetch ?? fetch;

  async function getJson(pathname: string, params: Record<string, string>): Promise<unknown> {
    const url = new URL(pathname, baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`);
    for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
    let response: Response;
    try {
      response = await doFetch(url, {
        headers: { 'user-agent': userAgent, accept: 'application/json' },
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (cause) {
      throw createGeocoderUnavailableError({ cause });
    }
    if (!response.ok)
      throw createGeocoderUnavailableError({ cause: new Error(`HTTP ${response.status}`) });
    try {
      return await response.json();
    } catch (cause) {
      throw createGeocoderUnavailableError({ cause });
    }
  }

  return {
    name: 'nominatim',
    async reverse({ lat, lng }) {
      const parsed = reverseSchema.safeParse(
        await getJson('reverse', {
          format: 'jsonv2',
          lat: String(lat),
          lon: String(lng),
          addressdetails: '1',
        }),
      );
      if (!parsed.success) throw createGeocoderUnavailableError({ cause: parsed.error });
      const address = parsed.data.address ?? {};
      return {
        formattedAddress: parsed.data.display_name,
        city: address.city ?? address.town ?? address.village ?? '',
        state: address.state ?? '',
      };
    },
    async search({ query, limit }) {
      const parsed = searchSchema.safeParse(
        await getJson('search', {
          format: 'jsonv2',
          q: query,
          limit: String(limit),
          addressdetails: '1',
        }),
      );
      if (!parsed.success) throw createGeocoderUnavailableError({ cause: parsed.error });
      return parsed.data.map((place) => ({
        name: place.name || place.display_name.split(',')[0] || place.display_name,
        formattedAddress: place.display_name,
        latitude: place.lat,
        longitude: place.lon,
      }));
    },
  };
}

/** Uses the online provider and falls back to the offline one when it fails, so lookups never stop. */
export function withFallback(
  primary: Geocoder,
  fallback: Geocoder,
  onFallback: (error: unknown) => void,
): Geocoder {
  return {
    name: `${primary.name}+${fallback.name}`,
    async reverse(input) {
      try {
        return await primary.reverse(input);
      } catch (error) {
        onFallback(error);
        return fallback.reverse(input);
      }
    },
    async search(input) {
      try {
        return await primary.search(input);
      } catch (error) {
        onFallback(error);
        return fallback.search(input);
      }
    },
  };
}
