import { z } from 'zod';
import { authenticatedRequestSchema, idSchema, successSchema } from '../common/api.schemas';
import { listRequestSchema, pagedResponseSchema } from '../console/admin.schemas';

/** The console's languages and translations (issue 17). */
export const adminLanguageSchema = z.object({
  id: z.number().int(),
  language_name: z.string(),
  code: z.string(),
  is_default: z.boolean(),
  is_rtl: z.boolean(),
  /** Of the app's UI strings: how many have no text in this language. */
  untranslated: z.number().int(),
  total: z.number().int(),
});
export type AdminLanguage = z.infer<typeof adminLanguageSchema>;
export const adminLanguagesResponseSchema = successSchema(z.array(adminLanguageSchema));

/** A BCP 47 tag as the html lang attribute takes it: en, hi, ar, pt-BR, zh-Hant. */
export const languageCodeSchema = z
  .string()
  .trim()
  .regex(/^[a-z]{2,3}(-[A-Za-z0-9]{2,8}){0,2}$/, 'Use a language code such as en, hi or pt-BR.');

const languageNameSchema = z.string().trim().min(1).max(60);

export const createLanguageRequestSchema = authenticatedRequestSchema.extend({
  language_name: languageNameSchema,
  code: languageCodeSchema,
  is_rtl: z.boolean().default(false),
});

/** Rename, RTL on or off, or make it the default (a default is replaced, never unset). */
export const updateLanguageRequestSchema = authenticatedRequestSchema.extend({
  id: idSchema,
  language_name: languageNameSchema.optional(),
  is_rtl: z.boolean().optional(),
  is_default: z.literal(true).optional(),
});

export const adminLanguageResponseSchema = successSchema(adminLanguageSchema);

export const translationRowSchema = z.object({
  key: z.string(),
  /** The default language's text, shown beside. */
  default_value: z.string(),
  value: z.string(),
});
export type TranslationRow = z.infer<typeof translationRowSchema>;

export const TRANSLATION_SORTS = ['key'] as const;
export const listTranslationsRequestSchema = listRequestSchema.extend({
  language_id: idSchema,
  untranslated_only: z.boolean().default(false),
});
export const listTranslationsResponseSchema = pagedResponseSchema(translationRowSchema);

/** One string; an empty value removes the translation (the app then shows the default's). */
export const saveTranslationRequestSchema = authenticatedRequestSchema.extend({
  language_id: idSchema,
  key: z.string().min(1).max(120),
  value: z.string().max(2000),
});
export const saveTranslationResponseSchema = successSchema(translationRowSchema);
