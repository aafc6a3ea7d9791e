import { isAndroidWebView } from './platform';

/** What a page shares (SPEC §2, R2.26). */
export interface ShareContent {
  title: string;
  text?: string;
  url: string;
}

/**
 * How a share ended: the browser's share sheet, the Android app, the link copied for the user to
 * paste, the user closing the sheet, or nothing worked.
 */
export type ShareOutcome = 'shared' | 'android' | 'copied' | 'cancelled' | 'failed';

/**
 * The bridge the product's Android app adds to its web view with
 * `addJavascriptInterface(bridge, "Android")`. Its `share(title, text, url)` opens Android's own
 * share sheet: the web view has no `navigator.share`. Strings only, as a JavaScript interface
 * method takes primitives.
 */
export interface AndroidAppBridge {
  share: (title: string, text: string, url: string) => void;
}

declare global {
  interface Window {
    Android?: Partial<AndroidAppBridge>;
  }
}

function androidBridge(): AndroidAppBridge | null {
  if (!isAndroidWebView()) return null;
  const bridge = window.Android;
  return bridge && typeof bridge.share === 'function' ? (bridge as AndroidAppBridge) : null;
}

function isAbortError(error: unknown): boolean {
  return error instanceof Error && error.name === 'AbortError';
}

/**
 * Shares a page: inside the product's Android web view through the app bridge, else with the
 * browser's native share, else (desktop browsers without it) by copying the link so the caller
 * can say so. Never throws: a closed share sheet is 'cancelled', not an error.
 */
export async function share(content: ShareContent): Promise<ShareOutcome> {
  const text = content.text ?? content.title;
  const bridge = androidBridge();
  if (bridge) {
    try {
      bridge.share(content.title, text, content.url);
      return 'android';
    } catch (error) {
      // An app build with a broken bridge: fall through to what the web view offers.
      console.error('Android share bridge failed', error);
    }
  }
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title: content.title, text, url: content.url });
      return 'shared';
    } catch (error) {
      if (isAbortError(error)) return 'cancelled';
      console.error('share failed', error);
    }
  }
  try {
    if (!navigator.clipboard) return 'failed';
    await navigator.clipboard.writeText(content.url);
    return 'copied';
  } catch (error) {
    console.error('copying the link failed', error);
    return 'failed';
  }
}
