import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { languages, translations } from './i18n.table';

/**
 * The app's UI string keys as one text parameter (keys hold no newline), unnested in SQL, so
 * counting, filtering and paging over them happen in the database.
 */
const keyList = (keys: readonly string[]) =>
  sql`unnest(string_to_array(${keys.join('\n')}, E'\n'))`;

export async function listLanguagesWithCounts({
  db,
  keys,
}: {
  db: Database;
  keys: readonly string[];
}) {
  const rows = await db
    .select({
      id: languages.id,
      languageName: languages.languageName,
      code: languages.code,
      isDefault: languages.isDefault,
      isRtl: languages.isRtl,
      translated: sql<number>`(select count(*)::int from ${translations} t
        where t.language_id = ${languages.id} and t.value <> ''
        and t.key in (select ${keyList(keys)}))`,
    })
    .from(languages)
    .orderBy(asc(languages.id));
  return rows;
}

export async function findLanguage({ db, id }: { db: Executor; id: number }) {
  const [row] = await db.select().from(languages).where(eq(languages.id, id)).limit(1);
  return row ?? null;
}

export async function findLanguageByCode({ db, code }: { db: Executor; code: string }) {
  const [row] = await db
    .select({ id: languages.id })
    .from(languages)
    .where(eq(sql`lower(${languages.code})`, code.toLowerCase()))
    .limit(1);
  return row ?? null;
}

export async function findDefaultLanguageId({ db }: { db: Executor }) {
  const [row] = await db
    .select({ id: languages.id })
    .from(languages)
    .where(eq(languages.isDefault, 1))
    .limit(1);
  return row?.id ?? null;
}

export async function insertLanguage({
  db,
  language,
}: {
  db: Database;
  language: { languageName: string; code: string; isRtl: boolean; isDefault: boolean };
}) {
  const [row] = await db
    .insert(languages)
    .values({ ...language, isDefault: language.isDefault ? 1 : 0 })
    .returning({ id: languages.id });
  if (!row) throw new Error('language insert returned nothing');
  return row.id;
}

/** Renames, sets RTL, or makes it the default (the old default loses the mark first). */
export async function updateLanguage({
  db,
  id,
  change,
}: {
  db: Executor;
  id: number;
  change: { languageName?: string; isRtl?: boolean; makeDefault?: boolean };
}) {
  if (change.makeDefault) {
    await db
      .update(languages)
      .set({ isDefault: 0 })
      .where(and(eq(languages.isDefault, 1), ne(languages.id, id)));
  }
  await db
    .update(languages)
    .set({
      ...(change.languageName === undefined ? {} : { languageName: change.languageName }),
      ...(change.isRtl === undefined ? {} : { isRtl: change.isRtl }),
      ...(change.makeDefault ? { isDefault: 1 } : {}),
    })
    .where(eq(languages.id, id));
}

/**
 * One page of the UI strings of a language beside the default language's, by key, optionally
 * only those without text, or matching `q` in the key or either text.
 */
export async function listTranslationRows({
  db,
  keys,
  languageId,
  defaultLanguageId,
  untranslatedOnly,
  q,
  dir,
  page,
  perPage,
}: {
  db: Database;
  keys: readonly string[];
  languageId: number;
  defaultLanguageId: number;
  untranslatedOnly: boolean;
  q?: string;
  dir: 'asc' | 'desc';
  page: number;
  perPage: number;
}) {
  const pattern = q ? `%${q.replace(/[\\%_]/g, (char) => `\\${char}`)}%` : null;
  const where = sql`where true
    ${untranslatedOnly ? sql`and coalesce(t.value, '') = ''` : sql``}
    ${pattern ? sql`and (k.key ilike ${pattern} or d.value ilike ${pattern} or t.value ilike ${pattern})` : sql``}`;
  const from = sql`from ${keyList(keys)} as k(key)
    left join ${translations} d on d.language_id = ${defaultLanguageId} and d.key = k.key
    left join ${translations} t on t.language_id = ${languageId} and t.key = k.key`;
  const rows = (await db.execute(sql`select k.key as key, coalesce(d.value, '') as default_value,
      coalesce(t.value, '') as value ${from} ${where}
      order by k.key ${dir === 'asc' ? sql`asc` : sql`desc`}
      limit ${perPage} offset ${(page - 1) * perPage}`)) as unknown as {
    rows: { key: string; default_value: string; value: string }[];
  };
  const total = (await db.execute(sql`select count(*)::int as n ${from} ${where}`)) as unknown as {
    rows: { n: number }[];
  };
  return { rows: rows.rows, total: Number(total.rows[0]?.n ?? 0) };
}

export async function readTranslation({
  db,
  languageId,
  key,
}: {
  db: Executor;
  languageId: number;
  key: string;
}) {
  const [row] = await db
    .select({ value: translations.value })
    .from(translations)
    .where(and(eq(translations.languageId, languageId), eq(translations.key, key)));
  return row?.value ?? null;
}

/** Writes one string; an empty value removes it. */
export async function writeTranslation({
  db,
  languageId,
  key,
  value,
}: {
  db: Executor;
  languageId: number;
  key: string;
  value: string;
}) {
  if (value === '') {
    await db
      .delete(translations)
      .where(and(eq(translations.languageId, languageId), eq(translations.key, key)));
    return;
  }
  await db
    .insert(translations)
    .values({ languageId, key, value })
    .onConflictDoUpdate({ target: [translations.languageId, translations.key], set: { value } });
}
