import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { getSettings, INDIRANAGAR, seedSavedAddress, showAppOnWideScreens } from './support';

const HOME_ADDRESS = {
  lat: INDIRANAGAR.latitude,
  lng: INDIRANAGAR.longitude,
  address: '100 Feet Road, Indiranagar, Bengaluru',
  tag: 'home',
  businessLocation: false,
};

/** The build the test server serves (playwright.config.ts passes WEB_DIST on to it). */
const WEB_DIST =
  process.env.WEB_DIST ?? fileURLToPath(new URL('../apps/web/dist', import.meta.url));

const onCleanup: (() => void)[] = [];
test.afterEach(async ({ page }) => {
  for (const cleanup of onCleanup.splice(0)) cleanup();
  // A reload's settings call may still be in the route when the test ends.
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});

const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
];

/**
 * Over 768 px the app sends visitors to the desktop landing page unless `hideDesktopView` is 'true':
 * these journeys are about the app itself at that width, so the setting is switched on.
 */
async function showAppOnDesktop(page: Page, width: number): Promise<void> {
  if (width <= 768) return;
  await showAppOnWideScreens(page);
}

/** Counts the main frame's navigations (a reload is one). */
function countNavigations(page: Page): () => number {
  let count = 0;
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) count += 1;
  });
  return () => count;
}

/**
 * Seeds local storage once per test: the guard is a cookie, which the forced update's storage
 * clearing leaves alone, so the reload it causes does not re-seed what it cleared.
 */
async function seedOnce(
  context: BrowserContext,
  local: Record<string, string>,
  session: Record<string, string> = {},
) {
  await context.addInitScript(
    ({ local, session }) => {
      if (document.cookie.includes('e2eSeeded=1')) return;
      document.cookie = 'e2eSeeded=1; path=/';
      for (const [key, value] of Object.entries(local)) localStorage.setItem(key, value);
      for (const [key, value] of Object.entries(session)) sessionStorage.setItem(key, value);
    },
    { local, session },
  );
}

async function storedKeys(page: Page): Promise<string[]> {
  return page.evaluate(() => Object.keys(localStorage).sort());
}

for (const viewport of VIEWPORTS) {
  test.describe(`PWA at ${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport });

    test.beforeEach(async ({ page }) => {
      await showAppOnDesktop(page, viewport.width);
    });

    test(`[R4.16][R1.04] offline shows the offline page with its two texts; online brings the screen back as it was (${viewport.width})`, async ({
      page,
      context,
    }) => {
      const settings = await getSettings(page);
      await seedSavedAddress(page, HOME_ADDRESS);
      await page.goto('/stores/spice-route-kitchen');
      await expect(
        page.getByRole('heading', { level: 1, name: 'Spice Route Kitchen' }),
      ).toBeVisible();
      const search = page.getByRole('searchbox', { name: 'Search the menu' });
      await search.fill('paneer');
      await expect(page.getByTestId('item-card').first()).toBeVisible();
      await page.evaluate(() => window.scrollTo(0, 200));
      const scrollBefore = await page.evaluate(() => window.scrollY);
      expect(scrollBefore).toBeGreaterThan(0);

      await context.setOffline(true);
      const offlinePage = page.getByRole('dialog', { name: settings.offlineTitleMessage });
      await expect(offlinePage).toBeVisible();
      await expect(offlinePage.getByRole('heading', { level: 1 })).toHaveText(
        settings.offlineTitleMessage!,
      );
      await expect(offlinePage.getByText(settings.offlineSubTitleMessage!)).toBeVisible();
      // Focus moves into the page; the store underneath is inert, not gone.
      await expect(offlinePage.getByRole('heading', { level: 1 })).toBeFocused();

      await context.setOffline(false);
      await expect(offlinePage).toBeHidden();
      await expect(search).toHaveValue('paneer');
      await expect(page.getByTestId('item-card').first()).toBeVisible();
      expect(await page.evaluate(() => window.scrollY)).toBe(scrollBefore);
      await expect(page).toHaveURL(/\/stores\/spice-route-kitchen$/);
    });

    test.describe('with the service worker', () => {
      test.use({ serviceWorkers: 'allow' });

      test(`the worker controls the page, an offline reload shows the app, and the app is installable (${viewport.width})`, async ({
        page,
        context,
      }) => {
        const settings = await getSettings(page);
        await page.goto('/');
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(
          settings.firstScreenHeading!,
        );
        await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
          timeout: 15_000,
        });

        const cdp = await context.newCDPSession(page);
        const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
          installabilityErrors: { errorId: string }[];
        };
        // Playwright's contexts are incognito ones, which Chrome never offers to install: that
        // error is the test browser's, not the app's, so it is the one left out.
        expect(installabilityErrors.filter((error) => error.errorId !== 'in-incognito')).toEqual(
          [],
        );
        const appManifest = (await cdp.send('Page.getAppManifest')) as {
          url: string;
          errors: unknown[];
          data: string;
        };
        expect(appManifest.url).toMatch(/\/manifest\.webmanifest$/);
        expect(appManifest.errors).toEqual([]);
        const manifest = JSON.parse(appManifest.data) as {
          name: string;
          start_url: string;
          display: string;
          icons: { src: string; sizes: string; type: string }[];
        };
        expect(manifest).toMatchObject({
          name: settings.storeName,
          start_url: '/',
          display: 'standalone',
        });
        for (const size of ['192x192', '512x512']) {
          const icon = manifest.icons.find((entry) => entry.sizes === size);
          expect(icon?.type, size).toBe('image/png');
          const response = await page.request.get(icon!.src);
          expect(response.headers()['content-type'], size).toBe('image/png');
        }

        await context.setOffline(true);
        await page.reload();
        // The app's own first screen, served by the worker, not the browser's error page.
        await expect(
          page.getByRole('heading', { name: settings.firstScreenHeading }),
        ).toBeVisible();
        await expect(
          page.getByRole('link', { name: settings.firstScreenSetupLocation }),
        ).toBeVisible();
        // Chromium keeps navigator.onLine true in a document loaded while emulated offline, so
        // the offline page is checked on the next change: its code came from the worker's cache.
        await context.setOffline(false);
        await context.setOffline(true);
        await expect(
          page.getByRole('dialog', { name: settings.offlineTitleMessage }),
        ).toBeVisible();
        await context.setOffline(false);
        await expect(
          page.getByRole('heading', { name: settings.firstScreenHeading }),
        ).toBeVisible();
      });

      test(`[R4.15] a newly installed worker is told to skip waiting and the page reloads (${viewport.width})`, async ({
        page,
      }) => {
        await page.goto('/');
        await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
          timeout: 15_000,
        });

        // A new deploy: the served sw.js changes (Playwright cannot route a worker's script fetch;
        // the server reads the build folder on every request), with a line recording that the
        // new worker was told to skip waiting. Restored after the test.
        const swPath = path.join(WEB_DIST, 'sw.js');
        const original = fs.readFileSync(swPath, 'utf8');
        onCleanup.push(() => fs.writeFileSync(swPath, original));
        fs.writeFileSync(
          swPath,
          `${original}
self.addEventListener('message', (event) => {
  if (event.data && event.data.type === 'SKIP_WAITING') {
    event.waitUntil(caches.open('e2e-told-to-skip-waiting'));
  }
});`,
        );
        await page.evaluate(() => {
          (window as { beforeUpdate?: boolean }).beforeUpdate = true;
        });
        const navigations = countNavigations(page);
        const reloaded = page.waitForEvent('load', { timeout: 15_000 });
        await page.evaluate(async () => {
          const registration = await navigator.serviceWorker.getRegistration();
          await registration?.update();
        });
        await reloaded;

        expect(navigations()).toBe(1);
        expect(await page.evaluate(() => 'beforeUpdate' in window)).toBe(false);
        expect(await page.evaluate(() => caches.has('e2e-told-to-skip-waiting'))).toBe(true);
        await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      });
      test(`[R1.04] a push delivered to the service worker reaches the open page as the in-app dialog (${viewport.width})`, async ({
        page,
        context,
      }) => {
        await showAppOnDesktop(page, viewport.width);
        const cdp = await context.newCDPSession(page);
        const registrations: { registrationId: string; scopeURL: string }[] = [];
        cdp.on('ServiceWorker.workerRegistrationUpdated', (event) => {
          registrations.push(...(event.registrations as typeof registrations));
        });
        await cdp.send('ServiceWorker.enable');
        await page.goto('/');
        await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
          timeout: 15_000,
        });
        const origin = new URL(page.url()).origin;
        await expect.poll(() => registrations.some((r) => r.scopeURL === `${origin}/`)).toBe(true);
        const registration = registrations.find((r) => r.scopeURL === `${origin}/`)!;

        // What the server sends (apps/api/src/modules/notifications/web-push.ts), through Chrome's
        // own push delivery into the real worker and its push-sw.js.
        await cdp.send('ServiceWorker.deliverPushMessage', {
          origin,
          registrationId: registration.registrationId,
          data: JSON.stringify({
            title: 'Your order is on its way',
            message: 'Ravi has picked up your order.',
            click_action: '/offers',
          }),
        });
        const dialog = page.getByRole('dialog', { name: 'Your order is on its way' });
        await expect(dialog).toBeVisible();
        await expect(dialog).toContainText('Ravi has picked up your order.');
      });
    });

    test(`[R4.09] a first visit only stores both versions; a changed settings version refetches the settings (${viewport.width})`, async ({
      page,
    }) => {
      let version = { forceNewSettingsVersion: '4', forceCacheClearVersion: '9' };
      let versionRequests = 0;
      await page.route('**/version.json', async (route) => {
        versionRequests += 1;
        await route.fulfill({ json: version, headers: { 'cache-control': 'no-cache' } });
      });
      let settingsRequests = 0;
      page.on('request', (request) => {
        if (request.url().endsWith('/public/api/get-settings')) settingsRequests += 1;
      });
      await page.clock.install();
      await page.goto('/');
      // The PWA layer loads once the page is idle (at most 2 s after load).
      await page.clock.runFor(2500);
      await expect.poll(() => versionRequests).toBe(1);
      await expect
        .poll(() => page.evaluate(() => localStorage.getItem('forceCacheClearVersion')))
        .toBe('9');
      expect(await page.evaluate(() => localStorage.getItem('forceNewSettingsVersion'))).toBe('4');
      expect(settingsRequests).toBe(1);
      expect(await page.evaluate(() => localStorage.getItem('gdprAccepted'))).toBe('true');
      await expect(page.getByText('Updating, please wait...')).toBeHidden();

      version = { forceNewSettingsVersion: '5', forceCacheClearVersion: '9' };
      await page.reload();
      await page.clock.runFor(2500);
      await expect
        .poll(() => page.evaluate(() => localStorage.getItem('forceNewSettingsVersion')))
        .toBe('5');
      // The start-up refresh, then the refetch the new version asked for (the new version is
      // stored as the refetch starts, so wait for the request, then check that no other follows).
      await expect.poll(() => settingsRequests).toBe(3);
      await page.clock.runFor(1000);
      expect(settingsRequests).toBe(3);
      expect(await page.evaluate(() => localStorage.getItem('gdprAccepted'))).toBe('true');
      await expect(page.getByText('Updating, please wait...')).toBeHidden();
    });

    test(`[R4.10] a changed cache version clears storage but the kept set, shows the updating screen, reloads after 3 s + 1 s, and a second change in the session starts no other update (${viewport.width})`, async ({
      page,
      context,
    }) => {
      await seedOnce(
        context,
        {
          forceNewSettingsVersion: '1',
          forceCacheClearVersion: '1',
          userSetAddress: JSON.stringify(HOME_ADDRESS),
          userAlreadySelectedLocation: 'true',
          userPreferedLanguage: '1',
          cart: '[]',
          e2eLeftover: 'x',
        },
        { e2eSessionLeftover: 'x' },
      );
      let release: () => void = () => undefined;
      const released = new Promise<void>((resolve) => {
        release = resolve;
      });
      let version = { forceNewSettingsVersion: '1', forceCacheClearVersion: '2' };
      let versionRequests = 0;
      await page.route('**/version.json', async (route) => {
        versionRequests += 1;
        // The first answer waits, so the clock can be paused before the update starts.
        if (versionRequests === 1) await released;
        await route.fulfill({ json: version });
      });
      const requests: string[] = [];
      page.on('request', (request) => {
        const match = /\/public\/api\/(get-settings|get-single-language|get-all-languages)$/.exec(
          request.url(),
        );
        if (match) requests.push(match[1]!);
      });

      await page.clock.install();
      await page.goto('/');
      await page.clock.runFor(2500);
      await expect.poll(() => versionRequests).toBe(1);
      // Paused from before the update starts, so its timers are measured from a known instant.
      await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 500);
      const navigations = countNavigations(page);
      const settingsBefore = requests.filter((name) => name === 'get-settings').length;
      const languagesBefore = requests.filter((name) => name !== 'get-settings').length;
      release();

      const updating = page.getByRole('dialog', { name: 'Updating, please wait...' });
      await expect(updating).toBeVisible();
      await expect
        .poll(() => page.evaluate(() => localStorage.getItem('forceCacheClearVersion')))
        .toBe('2');
      const kept = await storedKeys(page);
      expect(kept).toEqual(
        expect.arrayContaining([
          'userSetAddress',
          'userAlreadySelectedLocation',
          'userPreferedLanguage',
          'settings',
          'forceNewSettingsVersion',
          'forceCacheClearVersion',
        ]),
      );
      for (const cleared of ['cart', 'e2eLeftover', 'gdprAccepted']) {
        expect(kept, cleared).not.toContain(cleared);
      }
      expect(await page.evaluate(() => Object.keys(sessionStorage))).toEqual([
        'forceUpdateInProgress',
      ]);
      expect(requests.filter((name) => name === 'get-settings').length).toBe(settingsBefore + 1);
      expect(requests.filter((name) => name !== 'get-settings').length).toBeGreaterThan(
        languagesBefore,
      );

      // 3 s, then 1 s more: no reload before, one after.
      await page.clock.runFor(3999);
      expect(navigations()).toBe(0);
      await expect(updating).toBeVisible();
      const reloaded = page.waitForEvent('load');
      await page.clock.runFor(1);
      await reloaded;
      expect(navigations()).toBe(1);
      await page.clock.resume();
      // The reloaded page checks again: the versions now match.
      await page.clock.runFor(2500);
      await expect.poll(() => versionRequests).toBe(2);
      await expect(page.getByText('Updating, please wait...')).toBeHidden();

      // Same session, a newer cache version: no second update.
      await page.evaluate(() => localStorage.setItem('cart', '[]'));
      version = { forceNewSettingsVersion: '1', forceCacheClearVersion: '3' };
      await page.reload();
      await page.clock.runFor(2500);
      await expect.poll(() => versionRequests).toBe(3);
      await page.waitForTimeout(500);
      await expect(page.getByText('Updating, please wait...')).toBeHidden();
      expect(await page.evaluate(() => localStorage.getItem('cart'))).toBe('[]');
      expect(await page.evaluate(() => localStorage.getItem('forceCacheClearVersion'))).toBe('2');
    });
  });
}
