/**
 * English UI strings of the navigation bar variants, share and loading placeholders (issue 7): a string pack like ui-strings-orders.ts,
 * registered by the files that use it (decision 007), so the home route does not carry it.
 */
export const uiStringsNavEn = {
  navGoHome: 'Go to home',
  navItemCount: '{n} items',
  navItemCountOne: '1 item',
  navLinkCopied: 'Link copied to clipboard',
  navShareFailed: 'Could not share this page',
} as const;
