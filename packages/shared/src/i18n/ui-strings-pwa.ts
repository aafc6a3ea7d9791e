/**
 * English UI strings of the service worker, offline page, forced update (updating screen) (issue 7):
 * a string pack like ui-strings-orders.ts, registered by the files that use it (decision 007), so
 * the home route does not carry it. The operator's texts (settings `offlineTitleMessage`,
 * `offlineSubTitleMessage`, `updatingMessage`) win over these; these show when a setting is blank.
 * They use their own keys: a language string of a setting's key would hide the operator's text.
 */
export const uiStringsPwaEn = {
  pwaOfflineTitle: 'You are offline',
  pwaOfflineMessage: 'Check your internet connection. This page comes back once you are online.',
  pwaUpdating: 'Updating, please wait...',
} as const;
