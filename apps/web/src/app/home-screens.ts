import { isUsableSavedAddress } from '@app/shared/location/location.models';
import { useLocationStore } from '../lib/location/location-store';

/**
 * `/` shows one of two screens: the set-location first screen (no usable saved address) or the
 * home feed. Each is its own chunk, so a first visit never downloads the feed's code (issue 13).
 * Each screen's import is started once and the promise marked as React's `use` reads it, so a
 * screen loaded before render (started beside the route's own module) renders at once without
 * suspending.
 */
export type HomeScreenName = 'first' | 'feed';

const importers = {
  first: () =>
    import('../features/location/components/first-screen').then((module) => module.FirstScreen),
  feed: () => import('./home-feed-screen').then((module) => module.HomeFeedScreen),
};

type Loaded<Name extends HomeScreenName> = Awaited<ReturnType<(typeof importers)[Name]>>;
type TrackedPromise<Value> = Promise<Value> & { status?: 'fulfilled'; value?: Value };

const loads: { [Name in HomeScreenName]?: TrackedPromise<Loaded<Name>> } = {};

export function loadHomeScreen<Name extends HomeScreenName>(name: Name): Promise<Loaded<Name>> {
  const existing = loads[name] as TrackedPromise<Loaded<Name>> | undefined;
  if (existing) return existing;
  const promise: TrackedPromise<Loaded<Name>> = importers[name]().then((screen) => {
    promise.status = 'fulfilled';
    promise.value = screen as Loaded<Name>;
    return screen as Loaded<Name>;
  });
  // A failed import is forgotten, so the next render or navigation tries again.
  promise.catch(() => {
    delete loads[name];
  });
  (loads as Record<HomeScreenName, unknown>)[name] = promise;
  return promise;
}

export function homeScreenFor(address: unknown): HomeScreenName {
  return isUsableSavedAddress(address) ? 'feed' : 'first';
}

/** Called with the route's own import: the screen starts downloading beside the route's chunk. */
export function preloadHomeScreen(): void {
  void loadHomeScreen(homeScreenFor(useLocationStore.getState().userSetAddress)).catch(
    () => undefined,
  );
}
