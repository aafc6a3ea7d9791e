import { useCallback, useEffect, useState } from 'react';
import { readString, writeString } from '../../../lib/storage';

const USE_APP_CLICKED_KEY = 'useAppClicked';
/** SPEC §9: the re-render that follows a 'use app' click comes after 2000 ms. */
export const USE_APP_SETTLE_MS = 2000;

/**
 * The 'use app' state of the phone preview (SPEC §4): whether it is unlocked (remembered in
 * `useAppClicked`, so a later visit opens unlocked), and whether the fading overlay is still in the
 * page: a click unblurs at once and the re-render 2 s later removes the overlay.
 */
export function usePreviewUnlock(): {
  isUnlocked: boolean;
  isSettled: boolean;
  onUseApp: () => void;
} {
  const [isUnlocked, setIsUnlocked] = useState(() => readString(USE_APP_CLICKED_KEY) === 'true');
  const [isSettled, setIsSettled] = useState(isUnlocked);

  const onUseApp = useCallback(() => {
    writeString(USE_APP_CLICKED_KEY, 'true');
    setIsUnlocked(true);
  }, []);

  useEffect(() => {
    if (!isUnlocked || isSettled) return;
    const timer = window.setTimeout(() => setIsSettled(true), USE_APP_SETTLE_MS);
    return () => window.clearTimeout(timer);
  }, [isUnlocked, isSettled]);

  return { isUnlocked, isSettled, onUseApp };
}
