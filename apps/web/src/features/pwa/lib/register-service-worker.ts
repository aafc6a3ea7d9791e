/** The message Workbox's generated worker answers with `self.skipWaiting()`. */
export const SKIP_WAITING_MESSAGE = { type: 'SKIP_WAITING' } as const;

type WorkerContainer = Pick<
  ServiceWorkerContainer,
  'controller' | 'register' | 'addEventListener' | 'removeEventListener'
>;

/**
 * Registers the service worker (R4.15): a newly installed worker, when a previous one controls the
 * page, is told to skip waiting, and the page reloads once when it takes control. The very first
 * worker claims the page without a reload. (SPEC §4 also unregisters the worker on every load, a
 * legacy behaviour left out: the offline reload needs the worker in control.)
 * Returns a clean-up that stops listening.
 */
export function registerServiceWorker({
  container,
  scriptUrl,
  reload,
  logError,
}: {
  container: WorkerContainer;
  scriptUrl: string;
  reload: () => void;
  logError: (error: unknown) => void;
}): () => void {
  let hasController = container.controller !== null;
  let isReloading = false;
  let stopped = false;

  const onControllerChange = () => {
    if (!hasController) {
      // The first install claiming an uncontrolled page: nothing to refresh.
      hasController = true;
      return;
    }
    if (isReloading || stopped) return;
    isReloading = true;
    reload();
  };
  container.addEventListener('controllerchange', onControllerChange);

  const skipWaitingIfUpdate = (worker: ServiceWorker | null) => {
    if (worker && container.controller) worker.postMessage(SKIP_WAITING_MESSAGE);
  };

  container
    .register(scriptUrl)
    .then((registration) => {
      if (stopped) return;
      // A worker installed during an earlier visit may still be waiting.
      skipWaitingIfUpdate(registration.waiting);
      registration.addEventListener('updatefound', () => {
        const installing = registration.installing;
        if (!installing) return;
        installing.addEventListener('statechange', () => {
          if (installing.state === 'installed') skipWaitingIfUpdate(installing);
        });
      });
    })
    .catch(logError);

  return () => {
    stopped = true;
    container.removeEventListener('controllerchange', onControllerChange);
  };
}
