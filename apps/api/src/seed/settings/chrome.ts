import type { SettingSeed } from '../demo-settings';

/** Demo settings of the GDPR banner, install prompts, push-permission dialog, in-app notification dialog (issue 7). */
export const chromeSettings: SettingSeed[] = [];
