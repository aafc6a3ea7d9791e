import type { PopularLocation } from '@app/shared/location/location.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPost, type ApiSuccess } from '../api-client';
import { readJson, writeJson } from '../storage';

/** Kept between visits (SPEC §3) so the list shows at once while it refreshes. */
const STORAGE_KEY = 'popular_locations';

export async function getPopularGeoLocations(): Promise<PopularLocation[]> {
  const response = await apiPost<ApiSuccess<PopularLocation[]>>('popular-geo-locations');
  writeJson(STORAGE_KEY, response.data);
  return response.data;
}

function readStoredPopularLocations(): PopularLocation[] | undefined {
  const stored = readJson(STORAGE_KEY);
  return Array.isArray(stored) ? (stored as PopularLocation[]) : undefined;
}

export function getPopularGeoLocationsQueryOptions() {
  return queryOptions({
    queryKey: ['popular-geo-locations'],
    queryFn: getPopularGeoLocations,
    initialData: readStoredPopularLocations,
    // The stored copy counts as stale: show it, then refresh.
    initialDataUpdatedAt: 0,
    staleTime: 5 * 60 * 1000,
  });
}

export function usePopularGeoLocations() {
  return useQuery(getPopularGeoLocationsQueryOptions());
}
