import { uiStringsEn } from './ui-strings';
import { uiStringsAccountsEn } from './ui-strings-accounts';
import { uiStringsDeliveryEn } from './ui-strings-delivery';
import { uiStringsOrdersEn } from './ui-strings-orders';
import { uiStringsScreensEn } from './ui-strings-screens';
import { uiStringsPwaEn } from './ui-strings-pwa';
import { uiStringsChromeEn } from './ui-strings-chrome';
import { uiStringsDesktopEn } from './ui-strings-desktop';
import { uiStringsNavEn } from './ui-strings-nav';
import { uiStringsGroceryEn } from './ui-strings-grocery';
import { uiStringsPickupDropEn } from './ui-strings-pickup-drop';
import { uiStringsCourierTrackingEn } from './ui-strings-courier-tracking';

/** Every English UI string, the core list and every pack: the demo English language and its checks. */
export const uiStringsAllEn = {
  ...uiStringsEn,
  ...uiStringsAccountsEn,
  ...uiStringsOrdersEn,
  ...uiStringsDeliveryEn,
  ...uiStringsScreensEn,
  ...uiStringsPwaEn,
  ...uiStringsChromeEn,
  ...uiStringsDesktopEn,
  ...uiStringsNavEn,
  ...uiStringsGroceryEn,
  ...uiStringsPickupDropEn,
  ...uiStringsCourierTrackingEn,
} as const;
