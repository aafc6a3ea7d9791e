import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { emptyRequestSchema } from '@app/shared/common/api.schemas';
import {
  coordinateToAddressRequestSchema,
  coordinateToAddressResponseSchema,
  popularGeoLocationsResponseSchema,
  searchLocationsRequestSchema,
  searchLocationsResponseSchema,
} from '@app/shared/location/location.schemas';
import type { Database } from '../../db/client';
import type { Geocoder } from './geocoders/geocoder';
import { listPopularLocations } from './location.repository';

const SEARCH_RESULT_LIMIT = 8;

export const locationRoutes: FastifyPluginAsyncZod<{ db: Database; geocoder: Geocoder }> = async (
  app,
  { db, geocoder },
) => {
  app.post(
    '/public/api/popular-geo-locations',
    {
      schema: {
        tags: ['location'],
        summary: 'Popular delivery locations to pick from',
        body: emptyRequestSchema,
        response: { 200: popularGeoLocationsResponseSchema },
      },
    },
    async () => ({ success: true as const, data: await listPopularLocations({ db }) }),
  );

  app.post(
    '/public/api/coordinate-to-address',
    {
      schema: {
        tags: ['location'],
        summary: 'Reverse lookup: lat/lng to a formatted address string',
        body: coordinateToAddressRequestSchema,
        response: { 200: coordinateToAddressResponseSchema },
      },
    },
    async (request) => {
      const place = await geocoder.reverse(request.body);
      return {
        success: true as const,
        data: place.formattedAddress,
        place: { city: place.city, state: place.state },
      };
    },
  );

  app.post(
    '/public/api/search-locations',
    {
      schema: {
        tags: ['location'],
        summary: 'Place search for the location search box',
        body: searchLocationsRequestSchema,
        response: { 200: searchLocationsResponseSchema },
      },
    },
    async (request) => {
      const places = await geocoder.search({
        query: request.body.query,
        limit: SEARCH_RESULT_LIMIT,
      });
      return {
        success: true as const,
        data: places.map((place) => ({
          name: place.name,
          formatted_address: place.formattedAddress,
          latitude: place.latitude,
          longitude: place.longitude,
        })),
      };
    },
  );
};
