/**
 * The forced update of SPEC §4 (R4.09, R4.10), pure: storage, network, workers, caches, timers and
 * the reload are injected, so it runs the same in unit tests and in the browser.
 */

export interface AppVersion {
  forceNewSettingsVersion: string;
  forceCacheClearVersion: string;
}

/** Local storage keys holding the versions last seen. */
export const SETTINGS_VERSION_KEY = 'forceNewSettingsVersion';
export const CACHE_VERSION_KEY = 'forceCacheClearVersion';

/** Session storage flag: a cache-clearing update runs (or ran) in this tab's session. */
export const UPDATE_RUNNING_KEY = 'forceUpdateInProgress';

/**
 * Local storage a cache-clearing update keeps (SPEC §4: location, address, colour, logo, updating
 * message, language, active store), named by the keys this app writes:
 * - location and address: `userSetAddress`, `geoLocation`, `userAlreadySelectedLocation`
 *   (lib/location/location-store.ts);
 * - colour, logo and updating message: this app keeps them inside the `settings` JSON
 *   (lib/settings/settings-store.ts), so `settings` stays (the update refetches it
 *   anyway) and the reload paints in the store's colours instead of a first-visit spinner;
 *   `storeColor`, `storeLogo`, `updatingMessage` are the spec's own names, kept should any be written;
 * - language: `userPreferedLanguage` (the choice) and `language` (its strings, refetched too)
 *   (lib/i18n/language-store.ts);
 * - active store: no store id is stored (the store page reads it from the URL); the catalog's
 *   delivery/pickup choice and the last store's order type are: `userPreferredSelection`,
 *   `userSelected` (lib/catalog/catalog-store.ts);
 * - the two version keys, rewritten at the end anyway.
 * Everything else (cart, user, addresses, GDPR answer, category ids, ...) is cleared.
 */
export const KEPT_LOCAL_STORAGE_KEYS: readonly string[] = [
  'userSetAddress',
  'geoLocation',
  'userAlreadySelectedLocation',
  'settings',
  'storeColor',
  'storeLogo',
  'updatingMessage',
  'userPreferedLanguage',
  'language',
  'userPreferredSelection',
  'userSelected',
  SETTINGS_VERSION_KEY,
  CACHE_VERSION_KEY,
];

/** The two timers before the reload (SPEC §4: "about 3 s later plus 1 s"). */
export const RELOAD_DELAYS_MS = [3000, 1000] as const;

export interface ForcedUpdateDeps {
  localStorage: Storage;
  sessionStorage: Storage;
  fetchVersion: () => Promise<AppVersion>;
  refetchSettings: () => Promise<unknown>;
  refetchLanguage: () => Promise<unknown>;
  unregisterServiceWorkers: () => Promise<unknown>;
  clearCaches: () => Promise<unknown>;
  /** Shows the updating screen. */
  showUpdating: () => void;
  setTimeout: (callback: () => void, ms: number) => unknown;
  reload: () => void;
  logError: (error: unknown) => void;
}

export type ForcedUpdateOutcome =
  | 'first-visit'
  | 'unchanged'
  | 'settings-refetched'
  | 'updating'
  | 'update-already-running'
  | 'check-failed';

/** Removes every key of `storage` not in `kept`. */
export function clearStorageExcept(storage: Storage, kept: readonly string[]): void {
  const keys: string[] = [];
  for (let index = 0; index < storage.length; index += 1) {
    const key = storage.key(index);
    if (key !== null && !kept.includes(key)) keys.push(key);
  }
  for (const key of keys) storage.removeItem(key);
}

function storeVersion(storage: Storage, version: AppVersion): void {
  storage.setItem(SETTINGS_VERSION_KEY, version.forceNewSettingsVersion);
  storage.setItem(CACHE_VERSION_KEY, version.forceCacheClearVersion);
}

/** Runs a step whose failure must not stop the update (a worker or cache API may be missing). */
async function attempt(step: () => Promise<unknown>, logError: (error: unknown) => void) {
  try {
    await step();
  } catch (error) {
    logError(error);
  }
}

async function runCacheClearingUpdate(deps: ForcedUpdateDeps, version: AppVersion) {
  deps.sessionStorage.setItem(UPDATE_RUNNING_KEY, 'true');
  deps.showUpdating();
  clearStorageExcept(deps.localStorage, KEPT_LOCAL_STORAGE_KEYS);
  clearStorageExcept(deps.sessionStorage, [UPDATE_RUNNING_KEY]);
  await Promise.all([
    attempt(deps.unregisterServiceWorkers, deps.logError),
    attempt(deps.clearCaches, deps.logError),
  ]);
  await Promise.all([
    attempt(deps.refetchSettings, deps.logError),
    attempt(deps.refetchLanguage, deps.logError),
  ]);
  storeVersion(deps.localStorage, version);
  const [first, second] = RELOAD_DELAYS_MS;
  deps.setTimeout(() => {
    deps.setTimeout(deps.reload, second);
  }, first);
}

/**
 * Compares /version.json with the stored versions. A first visit only stores them; a new settings
 * version refetches the settings; a new cache version, unless one already runs this session,
 * clears storage (but the kept set), workers and caches, refetches, shows the updating screen and
 * reloads 3 s + 1 s later. A failed check is only logged.
 */
export async function checkForcedUpdate(deps: ForcedUpdateDeps): Promise<ForcedUpdateOutcome> {
  let version: AppVersion;
  try {
    version = await deps.fetchVersion();
  } catch (error) {
    deps.logError(error);
    return 'check-failed';
  }
  const storedSettings = deps.localStorage.getItem(SETTINGS_VERSION_KEY);
  const storedCache = deps.localStorage.getItem(CACHE_VERSION_KEY);
  if (storedSettings === null && storedCache === null) {
    storeVersion(deps.localStorage, version);
    return 'first-visit';
  }
  if (storedCache !== version.forceCacheClearVersion) {
    if (deps.sessionStorage.getItem(UPDATE_RUNNING_KEY) !== null) return 'update-already-running';
    await runCacheClearingUpdate(deps, version);
    return 'updating';
  }
  if (storedSettings !== version.forceNewSettingsVersion) {
    try {
      await deps.refetchSettings();
    } catch (error) {
      // The number stays old, so the next start tries again.
      deps.logError(error);
      return 'check-failed';
    }
    deps.localStorage.setItem(SETTINGS_VERSION_KEY, version.forceNewSettingsVersion);
    return 'settings-refetched';
  }
  return 'unchanged';
}
