/**
 * English UI strings of the service worker, offline page, forced update (updating screen) (issue 7): a string pack like ui-strings-orders.ts,
 * registered by the files that use it (decision 007), so the home route does not carry it.
 */
export const uiStringsPwaEn = {
  pwaPlaceholder: 'Pwa',
} as const;
