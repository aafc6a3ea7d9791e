import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { getAllLanguagesQueryOptions } from '../../../lib/i18n/get-all-languages';
import { getSettingsQueryOptions } from '../../../lib/settings/get-settings';
import { getVersion } from '../api/get-version';
import { checkForcedUpdate, type ForcedUpdateOutcome } from '../lib/forced-update';
import { UpdatingScreen } from './updating-screen';

async function unregisterServiceWorkers(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  const registrations = await navigator.serviceWorker.getRegistrations();
  await Promise.all(registrations.map((registration) => registration.unregister()));
}

async function clearCaches(): Promise<void> {
  if (typeof caches === 'undefined') return;
  const names = await caches.keys();
  await Promise.all(names.map((name) => caches.delete(name)));
}

/**
 * An open app checks again when it comes back into view (a tab shown, a phone unlocked), at most
 * this often, so a settings change from the console (a new brand colour) reaches it without a reload.
 */
export const RECHECK_INTERVAL_MS = 60_000;

/**
 * Checks /version.json on every start (R4.09, R4.10) and again when the app returns to view, and
 * shows the updating screen if needed. Only the start's outcome goes to `onChecked`.
 */
export function ForcedUpdate({ onChecked }: { onChecked: (outcome: ForcedUpdateOutcome) => void }) {
  const queryClient = useQueryClient();
  const [isUpdating, setIsUpdating] = useState(false);

  useEffect(() => {
    let cancelled = false;
    const check = () =>
      checkForcedUpdate({
        localStorage: window.localStorage,
        sessionStorage: window.sessionStorage,
        fetchVersion: getVersion,
        // SettingsGate and LanguageSync copy what these bring into their persisted stores.
        refetchSettings: () =>
          queryClient.refetchQueries(
            { queryKey: getSettingsQueryOptions().queryKey, exact: true },
            { throwOnError: true },
          ),
        // The language list and the active language's strings share the ['languages'] prefix.
        refetchLanguage: () =>
          queryClient.refetchQueries(
            { queryKey: getAllLanguagesQueryOptions().queryKey },
            { throwOnError: true },
          ),
        unregisterServiceWorkers,
        clearCaches,
        showUpdating: () => {
          if (!cancelled) setIsUpdating(true);
        },
        setTimeout: (callback, ms) => window.setTimeout(callback, ms),
        reload: () => window.location.reload(),
        logError: (error) => console.error(error),
      });
    let lastCheck = Date.now();
    void check().then((outcome) => {
      if (!cancelled) onChecked(outcome);
    });
    const onVisible = () => {
      if (document.visibilityState !== 'visible') return;
      if (Date.now() - lastCheck < RECHECK_INTERVAL_MS) return;
      lastCheck = Date.now();
      void check();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      cancelled = true;
      document.removeEventListener('visibilitychange', onVisible);
    };
    // Once per start: the check must not rerun when the parent re-renders.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return isUpdating ? <UpdatingScreen /> : null;
}
