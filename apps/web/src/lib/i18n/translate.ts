import { uiStringsEn } from '@app/shared/i18n/ui-strings';

type StringMap = Readonly<Record<string, string>>;

const packs: StringMap[] = [];

/**
 * Adds a feature's English strings (a pack, packages/shared/src/i18n/ui-strings-*.ts) to the
 * built-ins. Screens call it from their own modules, so a pack downloads with its routes only.
 */
export function registerUiStrings(strings: StringMap): void {
  if (!packs.includes(strings)) packs.push(strings);
}

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
  const builtIn = (uiStringsEn as StringMap)[key] ?? packs.find((pack) => pack[key])?.[key];
  if (builtIn) return builtIn;
  return fallback ?? key;
}
