import { useEffect, useState } from 'react';

/**
 * True once the page has loaded and the main thread is idle (at most 2 s after load): the moment
 * to fetch work that must not cost first-paint time (the service worker, analytics, banners).
 * Playwright's clock fakes requestIdleCallback and timers: tests advance it past this point.
 */
export function useAfterInteractive(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let cancelled = false;
    let idleHandle: number | undefined;
    let timeoutHandle: number | undefined;
    const markReady = () => {
      if (!cancelled) setReady(true);
    };
    const whenIdle = () => {
      if (typeof window.requestIdleCallback === 'function') {
        idleHandle = window.requestIdleCallback(markReady, { timeout: 2000 });
      } else {
        timeoutHandle = window.setTimeout(markReady, 1);
      }
    };
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });
    return () => {
      cancelled = true;
      window.removeEventListener('load', whenIdle);
      if (idleHandle !== undefined) window.cancelIdleCallback(idleHandle);
      if (timeoutHandle !== undefined) window.clearTimeout(timeoutHandle);
    };
  }, []);
  return ready;
}
