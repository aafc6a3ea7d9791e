import type { SavedAddress } from '@app/shared/location/location.schemas';
import { lazy, Suspense } from 'react';
import { useAuthToken } from '../lib/session/user-store';
import { Greeting } from '../features/catalog/components/greeting';
import { HomeFeed } from '../features/catalog/components/home-feed';
import { SearchPrompt } from '../features/catalog/components/search-prompt';
import { HomeHeader } from '../features/location/components/home-header';
import { AppTabBar } from './app-tab-bar';

const RunningOrderBar = lazy(() =>
  import('../components/orders/running-order-bar').then((module) => ({
    default: module.RunningOrderBar,
  })),
);

/** The mobile home with a saved address (SPEC §2): header, feed and tab bar. */
export function HomeFeedScreen({ address }: { address: SavedAddress }) {
  const token = useAuthToken();
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
      {token ? (
        <Suspense fallback={null}>
          <RunningOrderBar />
        </Suspense>
      ) : null}
      <AppTabBar />
    </div>
  );
}
