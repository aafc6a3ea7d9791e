/* global self, clients */
// Web Push handling, loaded into the generated service worker (vite.config.ts importScripts).
// The server (apps/api/src/modules/notifications/web-push.ts) sends JSON
// { title, message, image, click_action }. A push that arrives while a window of the app is in
// front is handed to that window (an in-app dialog with a sound); otherwise it becomes a system
// notification whose click opens click_action.

const IN_APP_NOTIFICATION_MESSAGE = 'in-app-notification';

function readPayload(data) {
  if (!data) return {};
  try {
    const parsed = data.json();
    return parsed && typeof parsed === 'object' ? parsed : {};
  } catch {
    return { message: data.text() };
  }
}

function text(value) {
  return typeof value === 'string' && value.trim() ? value.trim() : null;
}

function toNotification(payload) {
  return {
    title: text(payload.title) || '',
    message: text(payload.message) || text(payload.body) || '',
    image: text(payload.image),
    click_action: text(payload.click_action),
  };
}

async function onPush(notification) {
  const windows = await clients.matchAll({ type: 'window', includeUncontrolled: true });
  const focused = windows.find((client) => client.focused && client.visibilityState === 'visible');
  if (focused) {
    focused.postMessage({ type: IN_APP_NOTIFICATION_MESSAGE, notification });
    return;
  }
  await self.registration.showNotification(notification.title || notification.message, {
    body: notification.title ? notification.message : undefined,
    image: notification.image || undefined,
    icon: '/images/logo.svg',
    badge: '/images/logo.svg',
    vibrate: [200, 100, 200],
    data: { click_action: notification.click_action },
  });
}

self.addEventListener('push', (event) => {
  const notification = toNotification(readPayload(event.data));
  if (!notification.title && !notification.message) return;
  event.waitUntil(onPush(notification));
});

async function openClickAction(clickAction) {
  const target = new URL(clickAction || '/', self.location.origin);
  const windows = await clients.matchAll({ type: 'window', includeUncontrolled: true });
  const exact = windows.find((client) => client.url === target.href);
  if (exact) return exact.focus();
  const sameOrigin = windows.find((client) => new URL(client.url).origin === self.location.origin);
  if (sameOrigin && target.origin === self.location.origin) {
    const focused = await sameOrigin.focus();
    return focused.navigate(target.href);
  }
  return clients.openWindow(target.href);
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const clickAction = event.notification.data && event.notification.data.click_action;
  event.waitUntil(openClickAction(clickAction));
});
