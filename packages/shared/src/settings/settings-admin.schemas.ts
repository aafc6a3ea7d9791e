import { z } from 'zod';
import { authenticatedRequestSchema, successSchema } from '../common/api.schemas';
import { versionSchema } from './settings.schemas';

/**
 * The console's settings editor (issue 17). Values of every catalogued key but secrets; a secret
 * only says whether it is set (its value never leaves the server).
 */
export const adminSettingsSchema = z.object({
  values: z.record(z.string(), z.string()),
  secrets: z.record(z.string(), z.boolean()),
  versions: versionSchema,
});
export type AdminSettings = z.infer<typeof adminSettingsSchema>;
export const adminSettingsResponseSchema = successSchema(adminSettingsSchema);

/** Only the keys that change; each must be catalogued and fit its type (checked on the server). */
export const saveSettingsRequestSchema = authenticatedRequestSchema.extend({
  values: z
    .record(z.string().min(1).max(80), z.string().max(20_000))
    .refine((values) => Object.keys(values).length > 0, 'Change at least one setting.')
    .refine((values) => Object.keys(values).length <= 200, 'At most 200 settings at once.'),
});
export type SaveSettingsRequest = z.infer<typeof saveSettingsRequestSchema>;

export const previewHtmlRequestSchema = authenticatedRequestSchema.extend({
  html: z.string().max(20_000),
});
export const previewHtmlResponseSchema = successSchema(z.object({ html: z.string() }));

/**
 * An image for an image-typed setting (logo, banner, icons…): a PNG, JPEG or WebP data URL of at
 * most 1 MB, stored like store logos; answers its URL, which the editor puts in the field (saved
 * with the other settings).
 */
export const uploadSettingImageRequestSchema = authenticatedRequestSchema.extend({
  key: z.string().min(1).max(80),
  image: z.string().max(1_500_000),
});
export const uploadSettingImageResponseSchema = successSchema(z.object({ url: z.string() }));
