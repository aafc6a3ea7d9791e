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

/** Checks /version.json once per start (R4.09, R4.10) and shows the updating screen if needed. */
export function ForcedUpdate({ onChecked }: { onChecked: (outcome: ForcedUpdateOutcome) => void }) {
  const queryClient = useQueryClient();
  const [isUpdating, setIsUpdating] = useState(false);

  useEffect(() => {
    let cancelled = false;
    void checkForcedUpdate({
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
    }).then((outcome) => {
      if (!cancelled) onChecked(outcome);
    });
    return () => {
      cancelled = true;
    };
    // Once per start: the check must not rerun when the parent re-renders.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return isUpdating ? <UpdatingScreen /> : null;
}
