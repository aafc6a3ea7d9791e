import type { RequestOf } from '@app/shared/common/api-contract';
import type { getUserNotificationsRequestSchema } from '@app/shared/notifications/notifications.schemas';
import type { Notification } from '@app/shared/notifications/notifications.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPost, type ApiSuccess } from '../../../lib/api-client';

export interface NotificationList {
  notifications: Notification[];
  unread_count: number;
}

/** The body of the call, from its request schema (a contract change breaks this build). */
export type NotificationsInput = RequestOf<typeof getUserNotificationsRequestSchema>;

/** How often the alerts list looks for new arrivals while open. */
export const NOTIFICATIONS_POLL_MS = 30_000;

export async function getUserNotifications(input: NotificationsInput): Promise<NotificationList> {
  const response = await apiPost<ApiSuccess<NotificationList>>('get-user-notifications', input);
  return response.data;
}

export function getUserNotificationsQueryOptions(input: NotificationsInput) {
  return queryOptions({
    queryKey: ['get-user-notifications', input.user_id],
    queryFn: () => getUserNotifications(input),
  });
}

export function useUserNotifications(input: NotificationsInput | null) {
  return useQuery({
    ...getUserNotificationsQueryOptions(input ?? { token: '', user_id: 0 }),
    enabled: input !== null,
    refetchInterval: NOTIFICATIONS_POLL_MS,
  });
}

/** The tab bar's badge reads the list the alerts screen keeps; once a minute is fresh enough. */
export const UNREAD_COUNT_STALE_MS = 60_000;

/** How many of the caller's notifications are unread (is_read 0); 0 for a guest. */
export function useUnreadNotificationCount(input: NotificationsInput | null): number {
  const query = useQuery({
    ...getUserNotificationsQueryOptions(input ?? { token: '', user_id: 0 }),
    enabled: input !== null,
    staleTime: UNREAD_COUNT_STALE_MS,
    select: (list) => list.unread_count,
  });
  return query.data ?? 0;
}
