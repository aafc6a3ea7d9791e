import { describe, expect, it, vi } from 'vitest';
import {
  CACHE_VERSION_KEY,
  checkForcedUpdate,
  KEPT_LOCAL_STORAGE_KEYS,
  SETTINGS_VERSION_KEY,
  UPDATE_RUNNING_KEY,
  type AppVersion,
  type ForcedUpdateDeps,
} from './forced-update';

/** A Storage over a Map (the pure module never touches window storage). */
function createStorage(entries: Record<string, string> = {}): Storage {
  const map = new Map(Object.entries(entries));
  return {
    get length() {
      return map.size;
    },
    key: (index) => [...map.keys()][index] ?? null,
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, String(value)),
    removeItem: (key) => void map.delete(key),
    clear: () => map.clear(),
  };
}

function keysOf(storage: Storage): string[] {
  return Array.from({ length: storage.length }, (_, index) => storage.key(index) ?? '').sort();
}

function setup({
  version = { forceNewSettingsVersion: '1', forceCacheClearVersion: '1' },
  local = {},
  session = {},
}: {
  version?: AppVersion | Error;
  local?: Record<string, string>;
  session?: Record<string, string>;
} = {}) {
  const timers: { callback: () => void; ms: number }[] = [];
  const steps: string[] = [];
  const deps: ForcedUpdateDeps = {
    localStorage: createStorage(local),
    sessionStorage: createStorage(session),
    fetchVersion: vi.fn(async () => {
      if (version instanceof Error) throw version;
      return version;
    }),
    refetchSettings: vi.fn(async () => void steps.push('refetchSettings')),
    refetchLanguage: vi.fn(async () => void steps.push('refetchLanguage')),
    unregisterServiceWorkers: vi.fn(async () => void steps.push('unregisterServiceWorkers')),
    clearCaches: vi.fn(async () => void steps.push('clearCaches')),
    showUpdating: vi.fn(() => void steps.push('showUpdating')),
    setTimeout: vi.fn((callback: () => void, ms: number) => void timers.push({ callback, ms })),
    reload: vi.fn(() => void steps.push('reload')),
    logError: vi.fn(),
  };
  /** Runs the oldest pending timer, as the clock reaching it would. */
  const runNextTimer = () => {
    const timer = timers.shift();
    if (!timer) throw new Error('no timer pending');
    timer.callback();
    return timer.ms;
  };
  return { deps, steps, timers, runNextTimer };
}

const STORED_1_1 = { [SETTINGS_VERSION_KEY]: '1', [CACHE_VERSION_KEY]: '1' };

describe('forced update', () => {
  it('[R4.09] on a first visit only stores both versions', async () => {
    const { deps, steps } = setup({
      version: { forceNewSettingsVersion: '4', forceCacheClearVersion: '9' },
      local: { cart: '[]' },
    });
    expect(await checkForcedUpdate(deps)).toBe('first-visit');
    expect(deps.localStorage.getItem(SETTINGS_VERSION_KEY)).toBe('4');
    expect(deps.localStorage.getItem(CACHE_VERSION_KEY)).toBe('9');
    expect(deps.localStorage.getItem('cart')).toBe('[]');
    expect(steps).toEqual([]);
  });

  it('[R4.09] unchanged versions do nothing', async () => {
    const { deps, steps } = setup({ local: STORED_1_1 });
    expect(await checkForcedUpdate(deps)).toBe('unchanged');
    expect(steps).toEqual([]);
  });

  it('[R4.09] a changed settings version refetches the settings and stores the new number', async () => {
    const { deps, steps } = setup({
      version: { forceNewSettingsVersion: '2', forceCacheClearVersion: '1' },
      local: { ...STORED_1_1, cart: '[]' },
    });
    expect(await checkForcedUpdate(deps)).toBe('settings-refetched');
    expect(steps).toEqual(['refetchSettings']);
    expect(deps.localStorage.getItem(SETTINGS_VERSION_KEY)).toBe('2');
    expect(deps.localStorage.getItem('cart')).toBe('[]');
  });

  it('when the settings refetch fails the old number stays, so the next start retries', async () => {
    const { deps } = setup({
      version: { forceNewSettingsVersion: '2', forceCacheClearVersion: '1' },
      local: STORED_1_1,
    });
    vi.mocked(deps.refetchSettings).mockRejectedValueOnce(new Error('offline'));
    expect(await checkForcedUpdate(deps)).toBe('check-failed');
    expect(deps.localStorage.getItem(SETTINGS_VERSION_KEY)).toBe('1');
    expect(deps.logError).toHaveBeenCalled();
  });

  it('[R4.10] a changed cache version clears storage but the kept set, workers and caches, refetches, shows the updating screen and reloads after 3 s + 1 s', async () => {
    const kept = Object.fromEntries(KEPT_LOCAL_STORAGE_KEYS.map((key) => [key, `kept ${key}`]));
    const { deps, steps, timers, runNextTimer } = setup({
      version: { forceNewSettingsVersion: '1', forceCacheClearVersion: '2' },
      local: { ...kept, ...STORED_1_1, cart: '[1]', user: '{}', gdprAccepted: 'true' },
      session: { checkoutStep: '2' },
    });
    expect(await checkForcedUpdate(deps)).toBe('updating');

    expect(keysOf(deps.localStorage)).toEqual([...KEPT_LOCAL_STORAGE_KEYS].sort());
    expect(deps.localStorage.getItem('userSetAddress')).toBe('kept userSetAddress');
    expect(deps.localStorage.getItem(CACHE_VERSION_KEY)).toBe('2');
    expect(deps.localStorage.getItem(SETTINGS_VERSION_KEY)).toBe('1');
    expect(keysOf(deps.sessionStorage)).toEqual([UPDATE_RUNNING_KEY]);
    expect(steps.slice(0, 1)).toEqual(['showUpdating']);
    expect(steps).toEqual(
      expect.arrayContaining([
        'unregisterServiceWorkers',
        'clearCaches',
        'refetchSettings',
        'refetchLanguage',
      ]),
    );

    // Two timers: 3000 ms, then 1000 ms, then the reload.
    expect(steps).not.toContain('reload');
    expect(runNextTimer()).toBe(3000);
    expect(steps).not.toContain('reload');
    expect(runNextTimer()).toBe(1000);
    expect(steps.at(-1)).toBe('reload');
    expect(timers).toEqual([]);
  });

  it('[R4.10] the kept set names location, address, colour, logo, updating message, language and the store choice', () => {
    expect(KEPT_LOCAL_STORAGE_KEYS).toEqual(
      expect.arrayContaining([
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
      ]),
    );
    expect(KEPT_LOCAL_STORAGE_KEYS).not.toContain('cart');
    expect(KEPT_LOCAL_STORAGE_KEYS).not.toContain('user');
  });

  it('[R4.10] while an update already runs in this session, a changed cache version starts no other', async () => {
    const { deps, steps, timers } = setup({
      version: { forceNewSettingsVersion: '1', forceCacheClearVersion: '3' },
      local: { ...STORED_1_1, cart: '[1]' },
      session: { [UPDATE_RUNNING_KEY]: 'true' },
    });
    expect(await checkForcedUpdate(deps)).toBe('update-already-running');
    expect(steps).toEqual([]);
    expect(timers).toEqual([]);
    expect(deps.localStorage.getItem('cart')).toBe('[1]');
  });

  it('a failing worker or cache API is logged and the update still reloads', async () => {
    const { deps, steps, runNextTimer } = setup({
      version: { forceNewSettingsVersion: '1', forceCacheClearVersion: '2' },
      local: STORED_1_1,
    });
    vi.mocked(deps.clearCaches).mockRejectedValueOnce(new Error('no caches'));
    expect(await checkForcedUpdate(deps)).toBe('updating');
    expect(deps.logError).toHaveBeenCalledWith(new Error('no caches'));
    runNextTimer();
    runNextTimer();
    expect(steps.at(-1)).toBe('reload');
  });

  it('a failed version check is only logged', async () => {
    const { deps, steps } = setup({ version: new Error('network down'), local: STORED_1_1 });
    expect(await checkForcedUpdate(deps)).toBe('check-failed');
    expect(deps.logError).toHaveBeenCalledWith(new Error('network down'));
    expect(steps).toEqual([]);
    expect(deps.localStorage.getItem(CACHE_VERSION_KEY)).toBe('1');
  });
});
