/**
 * English UI strings of the GDPR banner, install prompts, push-permission dialog and in-app
 * notification dialog (issue 7): a string pack like ui-strings-orders.ts, registered by the files
 * that use it (decision 007), so the home route does not carry it. The banner's message and button
 * are operator texts (settings `gdprMessage`, `gdprConfirmButton`), not part of this pack.
 */
export const uiStringsChromeEn = {
  gdprRegionLabel: 'Cookie notice',
  installAppTitle: 'Get the app',
  installAppMessage: 'Install it on your phone for faster ordering.',
  installAppButton: 'Install',
  installAppDismiss: 'Dismiss install offer',
  iosInstallTitle: 'Install this app on your iPhone',
  iosInstallShareStep: 'Tap the Share button',
  iosInstallAddStep: 'then choose "Add to Home Screen"',
  iosInstallDismiss: 'Dismiss install hint',
  pushPromptTitle: 'Get order updates?',
  pushPromptMessage:
    'We will tell you when your order is accepted, picked up and at your door, even when the app is closed.',
  pushPromptAllow: 'Allow',
  pushPromptLater: 'Not now',
  notificationOpen: 'View',
  notificationDismiss: 'Dismiss',
} as const;
