import { signalAlert } from '../../../lib/alert-signal';

/** What public/push-sw.js posts to a focused window when a push arrives (SPEC §3 in-app notification). */
export interface InAppNotification {
  title: string;
  message: string;
  image: string | null;
  click_action: string | null;
}

export const IN_APP_NOTIFICATION_MESSAGE = 'in-app-notification';

function optionalText(value: unknown): string | null {
  return typeof value === 'string' && value.trim() ? value.trim() : null;
}

/** The notification in a service worker message, or null when the message is something else. */
export function readInAppNotification(data: unknown): InAppNotification | null {
  if (typeof data !== 'object' || data === null) return null;
  const { type, notification } = data as { type?: unknown; notification?: unknown };
  if (type !== IN_APP_NOTIFICATION_MESSAGE || typeof notification !== 'object' || !notification) {
    return null;
  }
  const fields = notification as Record<string, unknown>;
  const title = optionalText(fields.title);
  const message = optionalText(fields.message) ?? optionalText(fields.body);
  if (!title && !message) return null;
  return {
    title: title ?? '',
    message: message ?? '',
    image: optionalText(fields.image),
    click_action: optionalText(fields.click_action),
  };
}

/**
 * Where the notification's button leads: an in-app path for react-router, or an outside address
 * the browser opens; null when there is none or it is not a web address.
 */
export function resolveClickAction(
  clickAction: string | null,
  origin: string,
): { kind: 'internal'; path: string } | { kind: 'external'; href: string } | null {
  if (!clickAction) return null;
  let url: URL;
  try {
    url = new URL(clickAction, origin);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.origin === origin)
    return { kind: 'internal', path: `${url.pathname}${url.search}${url.hash}` };
  return { kind: 'external', href: url.href };
}

/** SPEC §4: notifications play a sound and vibrate on arrival. */
export function signalNotification(): void {
  signalAlert({ frequency: 988, seconds: 0.3, vibration: [200, 100, 200] });
}
