import { lazy, Suspense, useEffect, useState } from 'react';
import {
  readInAppNotification,
  signalNotification,
  type InAppNotification,
} from '../lib/in-app-notification';

const InAppNotificationDialog = lazy(() =>
  import('./in-app-notification-dialog').then((module) => ({
    default: module.InAppNotificationDialog,
  })),
);

/**
 * Pushes that arrive while the app is in front: the service worker (public/push-sw.js) posts them
 * here instead of showing a system notification; they show as a dialog with a sound and a buzz.
 */
export function InAppNotifications() {
  const [current, setCurrent] = useState<{ id: number; notification: InAppNotification } | null>(
    null,
  );

  useEffect(() => {
    const container = navigator.serviceWorker as ServiceWorkerContainer | undefined;
    if (!container) return;
    const onMessage = (event: MessageEvent) => {
      const arrived = readInAppNotification(event.data);
      if (!arrived) return;
      setCurrent((previous) => ({ id: (previous?.id ?? 0) + 1, notification: arrived }));
      signalNotification();
    };
    container.addEventListener('message', onMessage);
    return () => container.removeEventListener('message', onMessage);
  }, []);

  if (!current) return null;
  return (
    <Suspense fallback={null}>
      <InAppNotificationDialog
        // A newer notification replaces the one open, focus and all.
        key={current.id}
        notification={current.notification}
        onClose={() => setCurrent(null)}
      />
    </Suspense>
  );
}
