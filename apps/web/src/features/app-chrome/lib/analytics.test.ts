import { describe, expect, test } from 'vitest';
import {
  FB_PIXEL_SCRIPT_URL,
  GTAG_SCRIPT_URL,
  startAnalytics,
  type AnalyticsGlobals,
} from './analytics';

function fakes() {
  const globals: AnalyticsGlobals = {};
  const loaded: string[] = [];
  return {
    globals,
    loaded,
    loadScript: (src: string) => loaded.push(src),
    configured: new Set<string>(),
  };
}

/** The data layer holds `arguments` objects, as gtag.js requires: read them as arrays. */
function dataLayerCalls(globals: AnalyticsGlobals): unknown[][] {
  return (globals.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>));
}

const view = { path: '/offers', location: 'https://shop.example/offers', title: 'Offers' };

describe('startAnalytics', () => {
  test('[R2.02] with both ids empty, nothing is loaded and there is no tracker', () => {
    const { globals, loaded, loadScript, configured } = fakes();
    const tracker = startAnalytics({
      googleAnalyticsId: ' ',
      facebookPixelId: '',
      globals,
      loadScript,
      configured,
    });
    expect(tracker).toBeNull();
    expect(loaded).toEqual([]);
    expect(globals.dataLayer).toBeUndefined();
    expect(globals.fbq).toBeUndefined();
  });

  test('[R2.02] a Google Analytics id loads gtag.js, configures without automatic page views and sends one per page', () => {
    const { globals, loaded, loadScript, configured } = fakes();
    const tracker = startAnalytics({
      googleAnalyticsId: 'G-TEST123',
      facebookPixelId: '',
      globals,
      loadScript,
      configured,
    });
    expect(loaded).toEqual([`${GTAG_SCRIPT_URL}?id=G-TEST123`]);
    tracker?.trackPageView(view);
    tracker?.trackPageView({ ...view, path: '/cart', title: 'Cart' });
    const calls = dataLayerCalls(globals);
    expect(Object.prototype.toString.call(globals.dataLayer?.[0])).toBe('[object Arguments]');
    expect(calls[0]?.[0]).toBe('js');
    expect(calls[1]).toEqual(['config', 'G-TEST123', { send_page_view: false }]);
    expect(calls.slice(2)).toEqual([
      [
        'event',
        'page_view',
        {
          page_path: '/offers',
          page_location: 'https://shop.example/offers',
          page_title: 'Offers',
        },
      ],
      [
        'event',
        'page_view',
        { page_path: '/cart', page_location: 'https://shop.example/offers', page_title: 'Cart' },
      ],
    ]);
    expect(globals.fbq).toBeUndefined();
  });

  test('[R2.02] a pixel id loads fbevents.js, initialises once and tracks PageView per page', () => {
    const { globals, loaded, loadScript, configured } = fakes();
    const tracker = startAnalytics({
      googleAnalyticsId: '',
      facebookPixelId: '1234567890',
      globals,
      loadScript,
      configured,
    });
    tracker?.trackPageView(view);
    tracker?.trackPageView(view);
    expect(loaded).toEqual([FB_PIXEL_SCRIPT_URL]);
    expect(globals.fbq?.queue).toEqual([
      ['init', '1234567890'],
      ['track', 'PageView'],
      ['track', 'PageView'],
    ]);
    expect(globals.dataLayer).toBeUndefined();
  });

  test('starting again with the same ids (a settings refresh) loads and configures nothing twice', () => {
    const { globals, loaded, loadScript, configured } = fakes();
    const options = {
      googleAnalyticsId: 'G-TEST123',
      facebookPixelId: '42',
      globals,
      loadScript,
      configured,
    };
    startAnalytics(options);
    startAnalytics(options)?.trackPageView(view);
    expect(loaded).toHaveLength(2);
    expect(dataLayerCalls(globals).filter((call) => call[0] === 'config')).toHaveLength(1);
    expect(globals.fbq?.queue.filter((call) => (call as unknown[])[0] === 'init')).toHaveLength(1);
  });

  test('once fbevents.js has loaded, calls go straight to it', () => {
    const { globals, loadScript, configured } = fakes();
    const tracker = startAnalytics({
      googleAnalyticsId: '',
      facebookPixelId: '42',
      globals,
      loadScript,
      configured,
    });
    const direct: unknown[][] = [];
    if (globals.fbq) globals.fbq.callMethod = (...args: unknown[]) => direct.push(args);
    tracker?.trackPageView(view);
    expect(direct).toEqual([['track', 'PageView']]);
  });
});
