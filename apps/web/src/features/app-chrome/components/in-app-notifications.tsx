import { lazy, Suspense, useEffect, useState } from 'react';
import type { InAppNotification } from '../lib/in-app-notification';

const InAppNotificationDialog = lazy(() =>
  import('./in-app-notification-dialog').then((module) => ({
    default: module.InAppNotificationDialog,
  })),
);

/**
 * Pushes that arrive while the app is in front: the service worker (public/push-sw.js) posts them
 * here instead of showing a system notification; they show as a dialog with a sound and a buzz.
 * Only the listener waits on every page: reading the message and the dialog are fetched when one
 * arrives.
 */
export function InAppNotifications() {
  const [current, setCurrent] = useState<{ id: number; notification: InAppNotification } | null>(
    null,
  );

  useEffect(() => {
    const container = navigator.serviceWorker as ServiceWorkerContainer | undefined;
    if (!container) return;
    let isListening = true;
    const onMessage = (event: MessageEvent) => {
      import('../lib/in-app-notification').then(
        ({ readInAppNotification, signalNotification }) => {
          const arrived = readInAppNotification(event.data);
          if (!arrived || !isListening) return;
          setCurrent((previous) => ({ id: (previous?.id ?? 0) + 1, notification: arrived }));
          signalNotification();
        },
        (error: unknown) => console.error(error),
      );
    };
    container.addEventListener('message', onMessage);
    return () => {
      isListening = false;
      container.removeEventListener('message', onMessage);
    };
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
