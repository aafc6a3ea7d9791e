import type { SettingsMap } from '@app/shared/settings/settings.schemas';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { createFieldStorage, isSameJson, jsonField, pickFields } from '../storage';

interface PersistedSettingsState {
  /** The public settings, raw JSON under the `settings` key (SPEC §3), so the app starts from them. */
  settings: SettingsMap | null;
}

interface SettingsState extends PersistedSettingsState {
  setSettings: (settings: SettingsMap) => void;
}

export function isSettingsMap(value: unknown): value is SettingsMap {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  return Object.values(value).every((entry) => typeof entry === 'string');
}

export const useSettingsStore = create<SettingsState>()(
  persist(
    (set) => ({
      settings: null,
      // The start-up refresh usually brings back what is stored: keeping the same object then
      // spares every subscriber (the whole screen) a re-render.
      setSettings: (settings) =>
        set((state) => (isSameJson(state.settings, settings) ? state : { settings })),
    }),
    {
      name: 'settings',
      storage: createFieldStorage<PersistedSettingsState>({
        settings: jsonField('settings', isSettingsMap),
      }),
      partialize: (state) => pickFields(state, ['settings']),
    },
  ),
);

const EMPTY_SETTINGS: SettingsMap = {};

/** The stored public settings (empty before the first fetch). */
export function useSettings(): SettingsMap {
  return useSettingsStore((state) => state.settings) ?? EMPTY_SETTINGS;
}

/** One setting value, or `fallback` when the key is absent. */
export function useSetting(key: string, fallback = ''): string {
  return useSettingsStore((state) => state.settings?.[key]) ?? fallback;
}

/** Non-hook read for event handlers, which need the latest value without re-rendering on it. */
export function getSetting(key: string, fallback = ''): string {
  return useSettingsStore.getState().settings?.[key] ?? fallback;
}
