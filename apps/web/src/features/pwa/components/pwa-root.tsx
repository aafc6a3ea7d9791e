import { useCallback, useState } from 'react';
import { useOnlineStatus } from '../hooks/use-online-status';
import { useServiceWorker } from '../hooks/use-service-worker';
import type { ForcedUpdateOutcome } from '../lib/forced-update';
import { ForcedUpdate } from './forced-update';
import { OfflinePage } from './offline-page';

/**
 * Service worker registration, the offline page and the forced update (/version.json): loaded
 * after the page is interactive (RootLayout), in its own chunk.
 */
export function PwaRoot() {
  const isOnline = useOnlineStatus();
  // The worker registers once the version check is done, unless that check is replacing it.
  const [canRegister, setCanRegister] = useState(false);
  const onChecked = useCallback((outcome: ForcedUpdateOutcome) => {
    setCanRegister(outcome !== 'updating');
  }, []);
  useServiceWorker(canRegister);
  return (
    <>
      <ForcedUpdate onChecked={onChecked} />
      {isOnline ? null : <OfflinePage />}
    </>
  );
}
