import { isUsableSavedAddress } from '@app/shared/location/location.models';
import { createElement, use, useEffect } from 'react';
import { useLocationStore } from '../../lib/location/location-store';
import { loadHomeScreen } from '../home-screens';

/** `/`: the first screen without a saved address, the mobile home with one (SPEC §2, §4). */
export function Component() {
  const address = useLocationStore((state) => state.userSetAddress);
  const clearAddress = useLocationStore((state) => state.clearAddress);
  const isUsable = isUsableSavedAddress(address);

  useEffect(() => {
    // Storage is validated when it is read; this catches an unusable value set since (SPEC §5).
    if (address && !isUsable) clearAddress();
  }, [address, isUsable, clearAddress]);

  // Each screen is one module-level component, loaded once: its identity never changes between
  // renders (createElement, as JSX of a value from `use` reads like a component made in render).
  if (!address || !isUsable) return createElement(use(loadHomeScreen('first')));
  return createElement(use(loadHomeScreen('feed')), { address });
}
