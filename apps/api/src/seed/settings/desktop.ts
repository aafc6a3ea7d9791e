import type { SettingSeed } from '../demo-settings';

/**
 * Demo settings of the desktop landing page and language picker (issue 7). Any text or link set to
 * the text 'null' is hidden on the page (SPEC §1); `hideDesktopView` lives with the core settings.
 */
export const desktopSettings: SettingSeed[] = [
  { key: 'desktopHeading', value: 'Hungry? Your favourite food, at your door in minutes' },
  {
    key: 'desktopSubHeading',
    value:
      'Order from the best restaurants near you and follow your order live, all the way to your door.',
  },
  { key: 'desktopUseAppButton', value: 'Use app' },
  { key: 'desktopAchievementOneTitle', value: '500+' },
  { key: 'desktopAchievementOneSub', value: 'Restaurant partners' },
  { key: 'desktopAchievementTwoTitle', value: '30 min' },
  { key: 'desktopAchievementTwoSub', value: 'Average delivery time' },
  { key: 'desktopAchievementThreeTitle', value: '1M+' },
  { key: 'desktopAchievementThreeSub', value: 'Happy customers' },
  { key: 'desktopAchievementFourTitle', value: '4.8 ★' },
  { key: 'desktopAchievementFourSub', value: 'App rating' },
  {
    key: 'desktopFooterAddress',
    value: '12th Main Road, Indiranagar, Bengaluru, Karnataka 560038',
  },
  { key: 'desktopFacebookLink', value: 'https://www.facebook.com/swiftbite' },
  { key: 'desktopGoogleLink', value: 'https://g.page/swiftbite' },
  { key: 'desktopYoutubeLink', value: 'https://www.youtube.com/@swiftbite' },
  { key: 'desktopInstagramLink', value: 'https://www.instagram.com/swiftbite' },
  { key: 'desktopShowTryOnPhone', value: 'true' },
  {
    key: 'desktopTryOnPhoneText',
    value:
      'Swiftbite works best on your phone: open this page there and add it to your home screen.',
  },
];
