import type { UiStringKey } from '@app/shared/i18n/ui-strings';
import { useCallback } from 'react';
import { useSettingsStore } from '../settings/settings-store';
import { translate } from './translate';
import { useActiveLanguageId, useLanguageStore } from './language-store';

/** A UI string key, or a settings key (operator texts live in settings). */
export type TranslationKey = UiStringKey | (string & {});

export type TranslateFn = (key: TranslationKey, fallback?: string) => string;

/** `t(key)`; components re-render when the language, its strings or the settings change. */
export function useTranslation(): { t: TranslateFn; languageId: number | null } {
  const languageId = useActiveLanguageId();
  const activeLanguage = useLanguageStore((state) => state.activeLanguage);
  const settings = useSettingsStore((state) => state.settings);
  // Strings of a language other than the active one (a switch still loading) must not show.
  const strings =
    activeLanguage && activeLanguage.id === languageId ? activeLanguage.strings : null;
  const t = useCallback<TranslateFn>(
    (key, fallback) => translate(key, { strings, settings }, fallback),
    [strings, settings],
  );
  return { t, languageId };
}
