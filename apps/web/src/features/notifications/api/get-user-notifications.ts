import type { Notification } from '@app/shared/notifications/notifications.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPost, type ApiSuccess } from '../../../lib/api-client';

export interface NotificationList {
  notifications: Notification[];
  unread_count: number;
}

export interface NotificationsInput {
  token: string;
  user_id: number;
}

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
