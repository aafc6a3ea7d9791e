import { z } from 'zod';
import { idSchema, successSchema } from '../common/api.schemas';

export const languageSchema = z.object({
  id: z.number().int(),
  language_name: z.string(),
  /** 1 marks the default language (SPEC §3). */
  is_default: z.union([z.literal(0), z.literal(1)]),
});
export type Language = z.infer<typeof languageSchema>;

export const getAllLanguagesResponseSchema = successSchema(z.array(languageSchema));

export const getSingleLanguageRequestSchema = z.object({
  id: idSchema,
});
export type GetSingleLanguageRequest = z.infer<typeof getSingleLanguageRequestSchema>;

export const languageWithStringsSchema = languageSchema.extend({
  /** UI string key -> translated text. */
  strings: z.record(z.string(), z.string()),
  /** BCP 47 code for `<html lang>` (absent in copies stored before issue 17). */
  code: z.string().optional(),
  /** Written right to left: the app sets `<html dir="rtl">`. */
  is_rtl: z.boolean().optional(),
});
export type LanguageWithStrings = z.infer<typeof languageWithStringsSchema>;
export const getSingleLanguageResponseSchema = successSchema(languageWithStringsSchema);
