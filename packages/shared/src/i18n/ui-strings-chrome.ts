/**
 * English UI strings of the GDPR banner, install prompts, push-permission dialog, in-app notification dialog (issue 7): a string pack like ui-strings-orders.ts,
 * registered by the files that use it (decision 007), so the home route does not carry it.
 */
export const uiStringsChromeEn = {
  chromePlaceholder: 'Chrome',
} as const;
