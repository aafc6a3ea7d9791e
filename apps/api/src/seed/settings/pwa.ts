import type { SettingSeed } from '../demo-settings';

/**
 * Demo settings of the service worker, offline page, forced update (updating screen) (issue 7).
 * The web app manifest's icons (GET /manifest.webmanifest): PNGs of 192 and 512 px (Chrome needs
 * one of at least 144 px to offer the install) and a maskable 512, which an operator can replace.
 */
export const pwaSettings: SettingSeed[] = [
  { key: 'pwaIcon192', value: '/icons/icon-192.png' },
  { key: 'pwaIcon512', value: '/icons/icon-512.png' },
  { key: 'pwaIconMaskable', value: '/icons/icon-maskable-512.png' },
];
