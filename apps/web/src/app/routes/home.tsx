import { isUsableSavedAddress } from '@app/shared/location/location.models';
import { useEffect } from 'react';
import { Greeting } from '../../features/catalog/components/greeting';
import { HomeFeed } from '../../features/catalog/components/home-feed';
import { SearchPrompt } from '../../features/catalog/components/search-prompt';
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

  return (
    <div className="mx-auto min-h-dvh w-full max-w-md bg-white">
      <HomeFeed
        position={{ latitude: address.lat, longitude: address.lng }}
        header={
          <HomeHeader address={address}>
            <Greeting />
            <SearchPrompt />
          </HomeHeader>
        }
      />
      <AppTabBar />
    </div>
  );
}
