import type { PickupDropSettings } from '@app/shared/courier/courier.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPost, type ApiSuccess } from '../../../lib/api-client';

/** The service switch, task types, the operator's tariff (weight bands, hours) and the zone. */
export async function getPickupDropSettings(): Promise<PickupDropSettings> {
  const response = await apiPost<ApiSuccess<PickupDropSettings>>('pickup-and-drop-settings', {});
  return response.data;
}

export function getPickupDropSettingsQueryOptions() {
  return queryOptions({
    queryKey: ['pickup-and-drop-settings'],
    queryFn: getPickupDropSettings,
    staleTime: 5 * 60_000,
  });
}

export function usePickupDropSettings() {
  return useQuery(getPickupDropSettingsQueryOptions());
}
