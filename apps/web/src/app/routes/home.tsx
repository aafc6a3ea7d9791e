import { isUsableSavedAddress } from '@app/shared/location/location.models';
import { useEffect } from 'react';
import { StoresComingSoon } from '../../features/catalog/components/stores-coming-soon';
import { FirstScreen } from '../../features/location/components/first-screen';
import { HomeHeader } from '../../features/location/components/home-header';
import { useLocationStore } from '../../features/location/stores/location-store';
import { AppTabBar } from '../app-tab-bar';

/** `/`: the first screen without a saved address, the mobile home with one (SPEC §2, §4). */
export function Component() {
  const address = useLocationStore((state) => state.userSetAddress);
  const clearAddress = useLocationStore((state) => state.clearAddress);
  const isUsable = isUsableSavedAddress(address);

  useEffect(() => {
    // Storage is validated when it is read; this catches an unusable value set since (SPEC §5).
    if (address && !isUsable) clearAddress();
  }, [address, isUsable, clearAddress]);

  if (!address || !isUsable) return <FirstScreen />;

  const areaName = address.address.split(',')[0]?.trim() || address.address;
  return (
    <div className="mx-auto min-h-dvh w-full max-w-md bg-white">
      <HomeHeader address={address} />
      <main>
        <StoresComingSoon areaName={areaName} />
      </main>
      <AppTabBar />
    </div>
  );
}
