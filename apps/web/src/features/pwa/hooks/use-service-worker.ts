import { useEffect } from 'react';
import { registerServiceWorker } from '../lib/register-service-worker';

/** Registers /sw.js in production builds (the dev server has no worker) once `isEnabled`. */
export function useServiceWorker(isEnabled: boolean): void {
  useEffect(() => {
    if (!isEnabled || !import.meta.env.PROD || !('serviceWorker' in navigator)) return;
    return registerServiceWorker({
      container: navigator.serviceWorker,
      scriptUrl: '/sw.js',
      reload: () => window.location.reload(),
      logError: (error) => console.error(error),
    });
  }, [isEnabled]);
}
