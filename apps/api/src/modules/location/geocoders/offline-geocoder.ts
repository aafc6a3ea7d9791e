import type { Database } from '../../../db/client';
import { findNearestPopularLocation, searchPopularLocations } from '../location.repository';
import { formatCoordinates, type Geocoder } from './geocoder';

/** A point this close to a popular location is described by it. */
export const OFFLINE_MATCH_RADIUS_KM = 3;

/**
 * Works with no internet: reverse lookups name the nearest popular location, else the formatted
 * coordinates; search matches popular locations by name.
 */
export function createOfflineGeocoder({ db }: { db: Database }): Geocoder {
  return {
    name: 'offline',
    async reverse({ lat, lng }) {
      const nearest = await findNearestPopularLocation({
        db,
        lat,
        lng,
        maxKm: OFFLINE_MATCH_RADIUS_KM,
      });
      if (!nearest)
        return { formattedAddress: formatCoordinates({ lat, lng }), city: '', state: '' };
      return {
        formattedAddress: nearest.formattedAddress,
        city: nearest.city,
        state: nearest.state,
      };
    },
    async search({ query, limit }) {
      return searchPopularLocations({ db, query, limit });
    },
  };
}
