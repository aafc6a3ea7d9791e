import type {
  Notification,
  PushSubscription,
} from '@app/shared/notifications/notifications.schemas';
import type { Database } from '../../db/client';
import { createNotificationNotFoundError } from './notifications.errors';
import {
  countUnreadOf,
  listNotificationsOf,
  markAllReadOf,
  markOneReadOf,
  upsertPushSubscription,
} from './notifications.repository';

const MAX_NOTIFICATIONS = 100;

/** Newest first, with the unread count (the number with is_read 0, SPEC §4) over all of them. */
export async function getUserNotifications({ db, userId }: { db: Database; userId: number }) {
  const [rows, unreadCount] = await Promise.all([
    listNotificationsOf({ db, userId, limit: MAX_NOTIFICATIONS }),
    countUnreadOf({ db, userId }),
  ]);
  const list: Notification[] = rows.map((row) => ({
    id: row.id,
    title: row.title,
    message: row.message,
    image: row.image,
    click_action: row.clickAction,
    is_read: row.isRead === 0 ? 0 : 1,
    created_at: row.createdAt.toISOString(),
  }));
  return { notifications: list, unread_count: unreadCount };
}

export async function markAllNotificationsRead({ db, userId }: { db: Database; userId: number }) {
  await markAllReadOf({ db, userId });
  return getUserNotifications({ db, userId });
}

export async function markOneNotificationRead({
  db,
  userId,
  notificationId,
}: {
  db: Database;
  userId: number;
  notificationId: number;
}) {
  if (!(await markOneReadOf({ db, userId, id: notificationId }))) {
    throw createNotificationNotFoundError();
  }
  return getUserNotifications({ db, userId });
}

export async function saveNotificationToken({
  db,
  userId,
  subscription,
}: {
  db: Database;
  userId: number;
  subscription: PushSubscription;
}) {
  await upsertPushSubscription({
    db,
    userId,
    endpoint: subscription.endpoint,
    p256dh: subscription.keys.p256dh,
    auth: subscription.keys.auth,
  });
  return { saved: true as const };
}
