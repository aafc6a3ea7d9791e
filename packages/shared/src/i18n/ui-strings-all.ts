import { uiStringsEn } from './ui-strings';
import { uiStringsOrdersEn } from './ui-strings-orders';

/** Every English UI string, the core list and every pack: the demo English language and its checks. */
export const uiStringsAllEn = { ...uiStringsEn, ...uiStringsOrdersEn } as const;
