import type { RiderProfile } from '@app/shared/delivery/delivery.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPost, type ApiSuccess } from '../../../lib/api-client';
import type { RiderAuth } from '../stores/delivery-user-store';

/** delivery/update-user-info: the rider's current profile (online status, orders in hand). */
export async function getRiderProfile(input: RiderAuth): Promise<RiderProfile> {
  const response = await apiPost<ApiSuccess<RiderProfile>>('delivery/update-user-info', input);
  return response.data;
}

export function getRiderProfileQueryOptions(input: RiderAuth) {
  return queryOptions({
    queryKey: ['delivery/update-user-info', input.user_id],
    queryFn: () => getRiderProfile(input),
  });
}

export function useRiderProfile(input: RiderAuth | null) {
  return useQuery({
    ...getRiderProfileQueryOptions(input ?? { token: '', user_id: 0 }),
    enabled: input !== null,
  });
}
