/**
 * Google Analytics (gtag.js) and the Meta pixel (fbevents.js), each loaded only when its id is set
 * in the settings, and a page view sent to both on every navigation (SPEC §2, R2.02). The standard
 * snippets' globals (`dataLayer`, `gtag`, `fbq`) are kept, so the vendors' scripts pick up the calls
 * queued before they finished loading.
 */

type Command = (...args: unknown[]) => void;

interface FbqFunction extends Command {
  callMethod?: Command;
  queue: unknown[];
  push: FbqFunction;
  loaded: boolean;
  version: string;
}

/** The page globals the snippets write to; `window` in the app, a plain object in tests. */
export interface AnalyticsGlobals {
  dataLayer?: unknown[];
  gtag?: Command;
  fbq?: FbqFunction;
  _fbq?: FbqFunction;
}

export interface PageView {
  path: string;
  location: string;
  title: string;
}

export interface AnalyticsTracker {
  trackPageView: (view: PageView) => void;
}

export const GTAG_SCRIPT_URL = 'https://www.googletagmanager.com/gtag/js';
export const FB_PIXEL_SCRIPT_URL = 'https://connect.facebook.net/en_US/fbevents.js';

/** Ids already configured on this page (a settings refresh must not configure them again). */
const defaultConfigured = new Set<string>();

function appendScript(src: string): void {
  const script = document.createElement('script');
  script.async = true;
  script.src = src;
  document.head.appendChild(script);
}

function installGtag(globals: AnalyticsGlobals): Command {
  if (!globals.gtag) {
    const dataLayer = (globals.dataLayer ??= []);
    // gtag.js only reads `arguments` objects from the data layer, not arrays: keep the snippet's form.
    globals.gtag = function gtag() {
      // eslint-disable-next-line prefer-rest-params
      dataLayer.push(arguments);
    };
    globals.gtag('js', new Date());
  }
  return globals.gtag;
}

function installFbq(globals: AnalyticsGlobals, loadScript: (src: string) => void): FbqFunction {
  if (globals.fbq) return globals.fbq;
  // The Meta pixel's base code: calls queue until fbevents.js replaces `callMethod`.
  const fbq = function (...args: unknown[]) {
    if (fbq.callMethod) fbq.callMethod(...args);
    else fbq.queue.push(args);
  } as FbqFunction;
  fbq.push = fbq;
  fbq.loaded = true;
  fbq.version = '2.0';
  fbq.queue = [];
  globals.fbq = fbq;
  globals._fbq ??= fbq;
  loadScript(FB_PIXEL_SCRIPT_URL);
  return fbq;
}

/**
 * Sets up whichever trackers have an id (empty ids are off) and answers a tracker sending page
 * views to them, or null when both are off (nothing is loaded then). Each id is configured once
 * per page, however often this is called.
 */
export function startAnalytics({
  googleAnalyticsId,
  facebookPixelId,
  globals = window as unknown as AnalyticsGlobals,
  loadScript = appendScript,
  configured = defaultConfigured,
}: {
  googleAnalyticsId: string;
  facebookPixelId: string;
  globals?: AnalyticsGlobals;
  loadScript?: (src: string) => void;
  configured?: Set<string>;
}): AnalyticsTracker | null {
  const gaId = googleAnalyticsId.trim();
  const pixelId = facebookPixelId.trim();
  if (!gaId && !pixelId) return null;

  let gtag: Command | null = null;
  if (gaId) {
    gtag = installGtag(globals);
    if (!configured.has(`ga:${gaId}`)) {
      configured.add(`ga:${gaId}`);
      loadScript(`${GTAG_SCRIPT_URL}?id=${encodeURIComponent(gaId)}`);
      // Page views are sent by hand on every route change, the first included.
      gtag('config', gaId, { send_page_view: false });
    }
  }
  let fbq: FbqFunction | null = null;
  if (pixelId) {
    fbq = installFbq(globals, loadScript);
    if (!configured.has(`fb:${pixelId}`)) {
      configured.add(`fb:${pixelId}`);
      fbq('init', pixelId);
    }
  }

  return {
    trackPageView: ({ path, location, title }) => {
      gtag?.('event', 'page_view', {
        page_path: path,
        page_location: location,
        page_title: title,
      });
      fbq?.('track', 'PageView');
    },
  };
}
