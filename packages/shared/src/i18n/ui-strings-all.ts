import { uiStringsEn } from './ui-strings';
import { uiStringsAccountsEn } from './ui-strings-accounts';
import { uiStringsDeliveryEn } from './ui-strings-delivery';
import { uiStringsOrdersEn } from './ui-strings-orders';
import { uiStringsScreensEn } from './ui-strings-screens';

/** Every English UI string, the core list and every pack: the demo English language and its checks. */
export const uiStringsAllEn = {
  ...uiStringsEn,
  ...uiStringsAccountsEn,
  ...uiStringsOrdersEn,
  ...uiStringsDeliveryEn,
  ...uiStringsScreensEn,
} as const;
