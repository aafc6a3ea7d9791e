import type { TrackedCourier } from '@app/shared/courier/courier.schemas';
import { isRunningStatus } from '@app/shared/orders/orders.models';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPost, type ApiSuccess } from '../../../lib/api-client';

/** While a task is on its way the recipient's page asks again this often (paused while hidden). */
export const TRACK_POLL_MS = 4000;

/** pickup-and-drop/track: what the recipient's link shows; 404 pickup_drop.track_not_found. */
export async function trackCourier(trackToken: string): Promise<TrackedCourier> {
  const response = await apiPost<ApiSuccess<TrackedCourier>>('pickup-and-drop/track', {
    track_token: trackToken,
  });
  return response.data;
}

export function trackCourierQueryOptions(trackToken: string) {
  return queryOptions({
    queryKey: ['pickup-and-drop/track', trackToken],
    queryFn: () => trackCourier(trackToken),
    // Not while the tab is hidden (TanStack Query's default), and not once it is over.
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      if (query.state.status === 'error') return false;
      return status === undefined || isRunningStatus(status) ? TRACK_POLL_MS : false;
    },
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: 'always',
    retry: false,
  });
}

export function useTrackedCourier(trackToken: string) {
  return useQuery(trackCourierQueryOptions(trackToken));
}
