import type { AdminLanguage, TranslationRow } from '@app/shared/i18n/i18n-admin.schemas';
import { TRANSLATION_SORTS } from '@app/shared/i18n/i18n-admin.schemas';
import { uiStringsAllEn } from '@app/shared/i18n/ui-strings-all';
import type { Database, Executor } from '../../db/client';
import {
  createLanguageCodeTakenError,
  createLanguageNotFoundError,
  createNoDefaultLanguageError,
  createTranslationBadSortError,
  createUnknownStringKeyError,
} from './i18n.errors';
import {
  findDefaultLanguageId,
  findLanguage,
  findLanguageByCode,
  insertLanguage,
  listLanguagesWithCounts,
  listTranslationRows,
  readTranslation,
  updateLanguage,
  writeTranslation,
} from './i18n-admin.repository';

/** Every text the customer app shows, by key: what each language translates. */
const STRING_KEYS = Object.keys(uiStringsAllEn).sort();
const KEY_SET = new Set(STRING_KEYS);

type AuditWrite = (tx: Executor, change: { before: unknown; after: unknown }) => Promise<void>;

export async function listAdminLanguages(db: Database): Promise<AdminLanguage[]> {
  const rows = await listLanguagesWithCounts({ db, keys: STRING_KEYS });
  return rows.map((row) => ({
    id: row.id,
    language_name: row.languageName,
    code: row.code,
    is_default: row.isDefault === 1,
    is_rtl: row.isRtl,
    untranslated: STRING_KEYS.length - Number(row.translated),
    total: STRING_KEYS.length,
  }));
}

async function adminLanguage(db: Database, id: number) {
  const language = (await listAdminLanguages(db)).find((row) => row.id === id);
  if (!language) throw createLanguageNotFoundError();
  return language;
}

/** A new language, with no strings yet (the app shows the default's until translated). */
export async function createLanguage(
  db: Database,
  input: { languageName: string; code: string; isRtl: boolean },
) {
  if (await findLanguageByCode({ db, code: input.code })) throw createLanguageCodeTakenError();
  // The first language is the default: the app needs one.
  const isDefault = (await findDefaultLanguageId({ db })) === null;
  const id = await insertLanguage({ db, language: { ...input, isDefault } });
  return adminLanguage(db, id);
}

export async function changeLanguage(
  db: Database,
  input: { id: number; languageName?: string; isRtl?: boolean; makeDefault?: boolean },
  audit: AuditWrite,
) {
  const before = await adminLanguage(db, input.id);
  await db.transaction(async (tx) => {
    await updateLanguage({ db: tx, id: input.id, change: input });
    const after = await findLanguage({ db: tx, id: input.id });
    await audit(tx, {
      before: {
        language_name: before.language_name,
        is_rtl: before.is_rtl,
        is_default: before.is_default,
      },
      after: {
        language_name: after?.languageName,
        is_rtl: after?.isRtl,
        is_default: after?.isDefault === 1,
      },
    });
  });
  return adminLanguage(db, input.id);
}

export async function listTranslations(
  db: Database,
  request: {
    language_id: number;
    untranslated_only: boolean;
    q?: string;
    sort?: string;
    dir: 'asc' | 'desc';
    page: number;
    per_page: number;
  },
) {
  if (
    request.sort !== undefined &&
    !(TRANSLATION_SORTS as readonly string[]).includes(request.sort)
  )
    throw createTranslationBadSortError();
  if (!(await findLanguage({ db, id: request.language_id }))) throw createLanguageNotFoundError();
  const defaultLanguageId = await findDefaultLanguageId({ db });
  if (defaultLanguageId === null) throw createNoDefaultLanguageError();
  const { rows, total } = await listTranslationRows({
    db,
    keys: STRING_KEYS,
    languageId: request.language_id,
    defaultLanguageId,
    untranslatedOnly: request.untranslated_only,
    q: request.q?.trim() || undefined,
    // Keys read best A to Z unless asked otherwise.
    dir: request.sort === undefined ? 'asc' : request.dir,
    page: request.page,
    perPage: request.per_page,
  });
  return { rows, total, page: request.page, per_page: request.per_page };
}

/** Saves one string (trimmed; empty removes it), audited with the text before and after. */
export async function saveTranslation(
  db: Database,
  input: { languageId: number; key: string; value: string },
  audit: AuditWrite,
): Promise<TranslationRow> {
  if (!KEY_SET.has(input.key)) throw createUnknownStringKeyError();
  if (!(await findLanguage({ db, id: input.languageId }))) throw createLanguageNotFoundError();
  const value = input.value.trim();
  await db.transaction(async (tx) => {
    const before = await readTranslation({ db: tx, languageId: input.languageId, key: input.key });
    await writeTranslation({ db: tx, languageId: input.languageId, key: input.key, value });
    await audit(tx, {
      before: { language_id: input.languageId, key: input.key, value: before },
      after: { language_id: input.languageId, key: input.key, value: value || null },
    });
  });
  const defaultLanguageId = await findDefaultLanguageId({ db });
  const defaultValue =
    defaultLanguageId === null
      ? ''
      : ((await readTranslation({ db, languageId: defaultLanguageId, key: input.key })) ?? '');
  return { key: input.key, default_value: defaultValue, value };
}
