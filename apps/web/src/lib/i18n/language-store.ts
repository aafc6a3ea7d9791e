import type { Language, LanguageWithStrings } from '@app/shared/i18n/i18n.schemas';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { createFieldStorage, isSameJson, jsonField, pickFields, stringField } from '../storage';

interface PersistedLanguageState {
  /** Languages offered by the server (`languages`, SPEC §3), kept so the app starts without them. */
  languages: Language[] | null;
  /** The id the user picked, as a string (`userPreferedLanguage`, SPEC §3). */
  userPreferedLanguage: string | null;
  /** The active language with its strings, kept under `language` so texts render on first paint. */
  activeLanguage: LanguageWithStrings | null;
}

interface LanguageState extends PersistedLanguageState {
  setLanguages: (languages: Language[]) => void;
  setActiveLanguage: (language: LanguageWithStrings) => void;
  setPreferredLanguage: (id: number) => void;
}

function isLanguage(value: unknown): value is Language {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Record<string, unknown>;
  return typeof candidate.id === 'number' && typeof candidate.language_name === 'string';
}

function isLanguageList(value: unknown): value is Language[] {
  return Array.isArray(value) && value.every(isLanguage);
}

function isLanguageWithStrings(value: unknown): value is LanguageWithStrings {
  return (
    isLanguage(value) &&
    typeof (value as { strings?: unknown }).strings === 'object' &&
    (value as { strings?: unknown }).strings !== null
  );
}

export const useLanguageStore = create<LanguageState>()(
  persist(
    (set) => ({
      languages: null,
      userPreferedLanguage: null,
      activeLanguage: null,
      // Unchanged data keeps the same objects, so a start-up refresh re-renders nothing.
      setLanguages: (languages) =>
        set((state) => (isSameJson(state.languages, languages) ? state : { languages })),
      setActiveLanguage: (activeLanguage) =>
        set((state) =>
          isSameJson(state.activeLanguage, activeLanguage) ? state : { activeLanguage },
        ),
      setPreferredLanguage: (id) => set({ userPreferedLanguage: String(id) }),
    }),
    {
      name: 'languages',
      storage: createFieldStorage<PersistedLanguageState>({
        languages: jsonField('languages', isLanguageList),
        userPreferedLanguage: stringField('userPreferedLanguage'),
        activeLanguage: jsonField('language', isLanguageWithStrings),
      }),
      partialize: (state) =>
        pickFields(state, ['languages', 'userPreferedLanguage', 'activeLanguage']),
    },
  ),
);

/**
 * The language to show: the stored preference when it is a known language (or when the list is not
 * loaded yet), else the one flagged `is_default` 1, else the first one.
 */
export function resolveActiveLanguageId(
  languages: readonly Language[] | null,
  preferred: string | null,
): number | null {
  const preferredId = preferred === null ? NaN : Number(preferred);
  const hasPreferred = Number.isInteger(preferredId) && preferredId > 0;
  if (!languages || languages.length === 0) return hasPreferred ? preferredId : null;
  if (hasPreferred && languages.some((language) => language.id === preferredId)) return preferredId;
  const fallback = languages.find((language) => language.is_default === 1) ?? languages[0];
  return fallback?.id ?? null;
}

export function useActiveLanguageId(): number | null {
  const languages = useLanguageStore((state) => state.languages);
  const preferred = useLanguageStore((state) => state.userPreferedLanguage);
  return resolveActiveLanguageId(languages, preferred);
}
