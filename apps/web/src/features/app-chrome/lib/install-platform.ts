import { readString, writeString } from '../../../lib/storage';

/** Chrome's install offer (not in TypeScript's DOM types). */
export interface BeforeInstallPromptEvent extends Event {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform?: string }>;
}

export function isAndroidUserAgent(userAgent: string): boolean {
  return /Android/i.test(userAgent);
}

export function isIosUserAgent(userAgent: string): boolean {
  return /iPhone|iPad|iPod/i.test(userAgent);
}

/** Already running as an installed app: no install offer makes sense. */
export function isStandalone(): boolean {
  const iosStandalone = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  const displayStandalone =
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(display-mode: standalone)').matches;
  return iosStandalone || displayStandalone;
}

/** SPEC §9: the iOS hint shows 2.5 s after the app is up. */
export const IOS_INSTALL_HINT_DELAY_MS = 2500;

const IOS_HINT_DISMISSED_KEY = 'iosInstallHintDismissed';

export function isIosHintDismissed(): boolean {
  return readString(IOS_HINT_DISMISSED_KEY) === 'true';
}

export function dismissIosHint(): void {
  writeString(IOS_HINT_DISMISSED_KEY, 'true');
}
