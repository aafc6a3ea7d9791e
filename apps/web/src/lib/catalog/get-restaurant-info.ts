import type { Position, StoreInfo } from '@app/shared/catalog/catalog.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPost, type ApiSuccess } from '../api-client';

export interface RestaurantInfoInput {
  slug: string;
  position: Position | null;
  /** Sent when logged in so the answer carries is_favorited (SPEC §6: token in the body). */
  token: string | null;
}

/** get-restaurant-info/{slug}: the store header's data. A 400 means the store must be reloaded. */
export async function getRestaurantInfo({
  slug,
  position,
  token,
}: RestaurantInfoInput): Promise<StoreInfo> {
  const response = await apiPost<ApiSuccess<StoreInfo>>(
    `get-restaurant-info/${encodeURIComponent(slug)}`,
    { ...(position ?? {}), ...(token ? { token } : {}) },
  );
  return response.data;
}

export function getRestaurantInfoQueryOptions(input: RestaurantInfoInput) {
  return queryOptions({
    queryKey: ['get-restaurant-info', input.slug, input.position, input.token],
    queryFn: () => getRestaurantInfo(input),
    staleTime: 60_000,
    // The 400 case is handled by the screen (force_reload), not by blind retries.
    retry: false,
  });
}

export function useRestaurantInfo(input: RestaurantInfoInput) {
  return useQuery(getRestaurantInfoQueryOptions(input));
}
