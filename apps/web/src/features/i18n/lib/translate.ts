import { uiStringsEn } from '@app/shared/i18n/ui-strings';

type StringMap = Readonly<Record<string, string>>;

/**
 * Looks a UI text up: the active language's string, then the setting of the same key (operator
 * texts such as tab labels are settings), then the English built-in, then the key itself.
 * Empty strings count as missing so a blank translation never hides a label. `fallback` covers
 * web-only texts not yet in the shared English list.
 */
export function translate(
  key: string,
  sources: { strings?: StringMap | null | undefined; settings?: StringMap | null | undefined },
  fallback?: string,
): string {
  const fromLanguage = sources.strings?.[key];
  if (fromLanguage) return fromLanguage;
  const fromSettings = sources.settings?.[key];
  if (fromSettings) return fromSettings;
  const builtIn = (uiStringsEn as StringMap)[key];
  if (builtIn) return builtIn;
  return fallback ?? key;
}
