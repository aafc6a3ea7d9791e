import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { INDIRANAGAR, seedSavedAddress } from './support';

/** Issue 13: every route's cumulative layout shift stays under 0.05 ("good" is under 0.1). */
const CLS_LIMIT = 0.05;
const STORE = 'napoli-woodfire-pizza';

declare global {
  interface Window {
    __layoutShifts?: { startTime: number; value: number }[];
  }
}

/**
 * Loads `path` the way Lighthouse's mobile run does (slow 4G: 150 ms round trips, 1.6 Mbit/s
 * down; the CPU four times slower) and returns its CLS: layout shifts without recent input,
 * grouped in session windows (gaps under 1 s, at most 5 s long), the largest window's sum.
 */
async function measureCls(page: Page, path: string): Promise<number> {
  await page.addInitScript(() => {
    window.__layoutShifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[]) {
        if (!entry.hadRecentInput) {
          window.__layoutShifts?.push({ startTime: entry.startTime, value: entry.value });
        }
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024 * 0.9) / 8,
    uploadThroughput: (750 * 1024 * 0.9) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto(path, { waitUntil: 'networkidle', timeout: 45_000 });
  // Late images and the after-interactive layer (fixed overlays) settle.
  await page.waitForTimeout(1500);
  const shifts = await page.evaluate(() => window.__layoutShifts ?? []);
  let worst = 0;
  let current = 0;
  let windowStart = 0;
  let previous = -Infinity;
  for (const shift of shifts) {
    if (shift.startTime - previous > 1000 || shift.startTime - windowStart > 5000) {
      current = 0;
      windowStart = shift.startTime;
    }
    current += shift.value;
    previous = shift.startTime;
    worst = Math.max(worst, current);
  }
  return worst;
}

test.describe('[H8.15] layout shift on a throttled phone load', () => {
  test.describe.configure({ timeout: 60_000 });

  test.describe('first visit', () => {
    test.use({ storageState: { cookies: [], origins: [] } });

    test('[H8.15] / (the set-location screen, GDPR notice showing) shifts under 0.05', async ({
      page,
    }) => {
      const cls = await measureCls(page, '/');
      await expect(page.getByRole('link', { name: /location/i }).first()).toBeVisible();
      expect(cls).toBeLessThan(CLS_LIMIT);
    });
  });

  const saved = {
    lat: INDIRANAGAR.latitude,
    lng: INDIRANAGAR.longitude,
    address: 'Indiranagar, Bengaluru, Karnataka 560038',
    businessLocation: true,
  };
  const routes: { path: string; ready: (page: Page) => Promise<void> }[] = [
    {
      path: '/',
      ready: (page) => expect(page.getByTestId('promo-slider')).toBeVisible(),
    },
    {
      // CLS 0.17 before issue 13: the promo slider sat under a skeleton shorter than the tiles.
      path: '/food',
      ready: (page) => expect(page.getByTestId('promo-slider')).toBeVisible(),
    },
    {
      path: `/stores/${STORE}`,
      ready: (page) => expect(page.getByRole('heading', { level: 1 })).toBeVisible(),
    },
    {
      path: '/offers',
      ready: (page) => expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible(),
    },
    {
      path: '/explore',
      ready: (page) => expect(page.getByRole('searchbox').first()).toBeVisible(),
    },
  ];
  for (const route of routes) {
    test(`[H8.15] ${route.path} with a saved location shifts under 0.05`, async ({ page }) => {
      await seedSavedAddress(page, saved);
      const cls = await measureCls(page, route.path);
      await route.ready(page);
      expect(cls).toBeLessThan(CLS_LIMIT);
    });
  }
});
