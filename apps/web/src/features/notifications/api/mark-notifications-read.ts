import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost, type ApiSuccess } from '../../../lib/api-client';
import type { NotificationList, NotificationsInput } from './get-user-notifications';

export async function markAllNotificationsRead(input: NotificationsInput): Promise<void> {
  await apiPost<ApiSuccess<unknown>>('mark-all-notifications-read', input);
}

export async function markOneNotificationRead(
  input: NotificationsInput & { notification_id: number },
): Promise<void> {
  await apiPost<ApiSuccess<unknown>>('mark-one-notification-read', input);
}

/** Marks one alert (`notification_id`) or all of them (`null`) read, updating the list at once. */
export function useMarkNotificationsRead(input: NotificationsInput) {
  const queryClient = useQueryClient();
  const queryKey = ['get-user-notifications', input.user_id];
  return useMutation({
    mutationFn: (notificationId: number | null) =>
      notificationId === null
        ? markAllNotificationsRead(input)
        : markOneNotificationRead({ ...input, notification_id: notificationId }),
    onSuccess: (_result, notificationId) => {
      queryClient.setQueryData<NotificationList>(queryKey, (list) => {
        if (!list) return list;
        const notifications = list.notifications.map((notification) =>
          notificationId === null || notification.id === notificationId
            ? { ...notification, is_read: 1 as const }
            : notification,
        );
        return {
          notifications,
          unread_count: notifications.filter((item) => item.is_read === 0).length,
        };
      });
      void queryClient.invalidateQueries({ queryKey });
    },
  });
}
