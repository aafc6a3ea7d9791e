/**
 * English UI strings of the desktop landing page and language picker (issue 7): a string pack like
 * ui-strings-orders.ts, registered by the files that use it (decision 007), so the home route does
 * not carry it. The picker on the home route passes `languagePickerLabel`'s English as a fallback
 * instead of registering the pack.
 */
export const uiStringsDesktopEn = {
  languagePickerLabel: 'Language',
  desktopPreviewTitle: 'The app, as it looks on a phone',
  desktopPreviewLocked: 'Press the button to try the app right here',
  desktopAchievements: 'Why people order with us',
  desktopFollowUs: 'Follow us',
  desktopSocialFacebook: 'Facebook',
  desktopSocialGoogle: 'Google',
  desktopSocialYoutube: 'YouTube',
  desktopSocialInstagram: 'Instagram',
  desktopTryOnPhoneLink: 'Open this address on your phone:',
  desktopRightsReserved: 'All rights reserved.',
} as const;
