import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { languages, translations } from './i18n.table';

const languageColumns = {
  id: languages.id,
  language_name: languages.languageName,
  is_default: languages.isDefault,
};

export async function listLanguages({ db }: { db: Database }) {
  const rows = await db.select(languageColumns).from(languages).orderBy(asc(languages.id));
  return rows.map((row) => ({
    ...row,
    is_default: row.is_default === 1 ? (1 as const) : (0 as const),
  }));
}

export async function getLanguageWithStrings({ db, id }: { db: Database; id: number }) {
  const [language] = await db
    .select({ ...languageColumns, code: languages.code, is_rtl: languages.isRtl })
    .from(languages)
    .where(eq(languages.id, id));
  if (!language) return null;
  const rows = await db
    .select({ key: translations.key, value: translations.value })
    .from(translations)
    .where(eq(translations.languageId, id));
  return {
    ...language,
    is_default: language.is_default === 1 ? (1 as const) : (0 as const),
    strings: Object.fromEntries(rows.map((row) => [row.key, row.value])),
  };
}
