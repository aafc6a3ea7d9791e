/**
 * English UI strings of the desktop landing page and language picker (issue 7): a string pack like ui-strings-orders.ts,
 * registered by the files that use it (decision 007), so the home route does not carry it.
 */
export const uiStringsDesktopEn = {
  desktopPlaceholder: 'Desktop',
} as const;
