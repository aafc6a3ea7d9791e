import type { SettingSeed } from '../demo-settings';

/** Demo settings of the desktop landing page and language picker (issue 7). */
export const desktopSettings: SettingSeed[] = [];
