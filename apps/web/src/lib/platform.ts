import { isAndroidWebViewUserAgent } from '@app/shared/common/platform';

/** True inside the product's Android app, which wraps this PWA in a web view (SPEC §9). */
export function isAndroidWebView(): boolean {
  return typeof navigator !== 'undefined' && isAndroidWebViewUserAgent(navigator.userAgent);
}

/**
 * Full reload to the start page. Choosing a location reloads (SPEC §4) so every screen and cache
 * starts over from the new address; kept in one function so tests can replace it.
 */
export function reloadToHome(): void {
  window.location.replace('/');
}
