import type { UiStringKey } from '@app/shared/i18n/ui-strings';

/**
 * Every SPEC §2 route whose screen lands in a later issue. Each one is a real route (so exact
 * matching holds and unknown paths reach the not-found screen) showing a "coming soon" page.
 * Remove an entry when its screen is built.
 */
export interface ComingSoonRoute {
  path: string;
  /** The UI string naming what the page will be, in words a customer understands. */
  titleKey: UiStringKey;
  /** The bottom tab bar's own tabs keep the bar visible. */
  hasTabBar?: boolean;
}

export const comingSoonRoutes: readonly ComingSoonRoute[] = [
  { path: '/new-test', titleKey: 'pagePreview' },
];
