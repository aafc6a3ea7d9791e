import { z } from 'zod';
import { successSchema } from '../common/api.schemas';

export const versionSchema = z.object({
  forceNewSettingsVersion: z.string(),
  forceCacheClearVersion: z.string(),
});
export type Version = z.infer<typeof versionSchema>;

/** Public settings: every value is a string, as the client keeps them in local storage. */
export const settingsMapSchema = z.record(z.string(), z.string());
export type SettingsMap = z.infer<typeof settingsMapSchema>;

/**
 * The settings whose value is HTML the client renders as markup (the rest are plain text). The
 * server sanitises these where they are saved and again where they are served (decision 009).
 */
export const htmlSettingKeys: readonly string[] = ['customHomeMessage'];

export const getSettingsResponseSchema = successSchema(settingsMapSchema);
export type GetSettingsResponse = z.infer<typeof getSettingsResponseSchema>;

/** GET /manifest.webmanifest: the web app manifest, built from the settings. */
const manifestIconSchema = z.object({
  src: z.string(),
  sizes: z.string(),
  type: z.string(),
  purpose: z.enum(['any', 'maskable']),
});

export const webAppManifestSchema = z.object({
  id: z.string(),
  name: z.string(),
  short_name: z.string(),
  description: z.string().optional(),
  start_url: z.string(),
  scope: z.string(),
  display: z.literal('standalone'),
  theme_color: z.string(),
  background_color: z.string(),
  icons: z.array(manifestIconSchema),
});

export type WebAppManifest = z.infer<typeof webAppManifestSchema>;
