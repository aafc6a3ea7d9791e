import type { SettingSeed } from '../demo-settings';

/** Demo settings of the service worker, offline page, forced update (updating screen) (issue 7). */
export const pwaSettings: SettingSeed[] = [];
