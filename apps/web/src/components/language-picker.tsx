import type { Language } from '@app/shared/i18n/i18n.schemas';
import { useTranslation } from '../lib/i18n/use-translation';
import { useLanguageStore } from '../lib/i18n/language-store';

/** The languages to choose from, or `null` when there is no choice (one language or none). */
export function useLanguageChoices(): readonly Language[] | null {
  const languages = useLanguageStore((state) => state.languages);
  return languages && languages.length > 1 ? languages : null;
}

/**
 * A native select of the server's languages, shown only when more than one exists (SPEC §1). It
 * shows the active language (the stored preference, else the default-flagged one); a change is
 * stored in `userPreferedLanguage`, LanguageSync fetches the strings and every `t()` re-renders,
 * with no reload. Small on purpose: it sits on the home route's first screen.
 */
export function LanguagePicker({ className = '' }: { className?: string }) {
  const { t, languageId } = useTranslation();
  const languages = useLanguageChoices();
  const setPreferredLanguage = useLanguageStore((state) => state.setPreferredLanguage);
  if (!languages) return null;

  return (
    <select
      // The key's pack is not registered on the home route, so its English travels here.
      aria-label={t('languagePickerLabel', 'Language')}
      value={languageId ?? ''}
      onChange={(event) => setPreferredLanguage(Number(event.target.value))}
      className={`h-10 cursor-pointer rounded-full border border-line bg-white px-4 text-sm font-semibold text-ink shadow-sm ${className}`}
    >
      {languages.map((language) => (
        <option key={language.id} value={language.id}>
          {language.language_name}
        </option>
      ))}
    </select>
  );
}
