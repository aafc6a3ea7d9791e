import type { Notification } from '@app/shared/notifications/notifications.schemas';
import { signalAlert } from './alert-signal';
import './i18n/screen-strings';

/** Unread count as SPEC §4 defines it: the number with is_read 0. */
export function countUnread(notifications: readonly Notification[]): number {
  return notifications.filter((notification) => notification.is_read === 0).length;
}

/** Ids in `next` that were not in `previous`: the alerts that arrived since the last poll. */
export function findArrivals(
  previous: readonly Notification[],
  next: readonly Notification[],
): Notification[] {
  const seen = new Set(previous.map((notification) => notification.id));
  return next.filter((notification) => !seen.has(notification.id));
}

/** A short beep and a vibration: new alerts, and new orders on the rider's list. */
export function signalArrival(): void {
  signalAlert({ frequency: 880, seconds: 0.25, vibration: [120, 60, 120] });
}
