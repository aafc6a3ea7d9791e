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

export const getSettingsResponseSchema = successSchema(settingsMapSchema);
export type GetSettingsResponse = z.infer<typeof getSettingsResponseSchema>;
