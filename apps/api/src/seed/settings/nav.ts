import type { SettingSeed } from '../demo-settings';

/** Demo settings of the navigation bar variants, share and loading placeholders (issue 7). */
export const navSettings: SettingSeed[] = [];
