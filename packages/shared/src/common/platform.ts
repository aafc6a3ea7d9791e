/**
 * The product's Android app wraps the PWA in a web view whose user agent carries this marker
 * (SPEC §9). Inside it the app skips browser alerts and picks the location automatically (SPEC §4, §8).
 */
export const ANDROID_WEB_VIEW_UA_MARKER = 'SwiftbiteAndroidWebView';

export function isAndroidWebViewUserAgent(userAgent: string | null | undefined): boolean {
  return typeof userAgent === 'string' && userAgent.includes(ANDROID_WEB_VIEW_UA_MARKER);
}
