import type { APIRequestContext, FrameLocator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { changeSettings, seedLocalStorage, seedSavedAddress, INDIRANAGAR } from './support';

const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
];

const ANDROID_CHROME_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';
const IPHONE_SAFARI_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

const HOME_ADDRESS = {
  lat: INDIRANAGAR.latitude,
  lng: INDIRANAGAR.longitude,
  address: '100 Feet Road, Indiranagar, Bengaluru',
  tag: 'home',
  businessLocation: false,
};

/**
 * Changes the public settings the page receives. Over 768 px the app sends visitors to the desktop
 * landing page unless `hideDesktopView` is 'true': these journeys are about the app itself at that
 * width, so the 1280 runs switch it on; journeys also set the analytics ids, colours or SEO texts
 * they are about here, without touching the shared server's data.
 */
async function overrideSettings(
  page: Page,
  width: number,
  changes: Record<string, string> = {},
): Promise<void> {
  const all: Record<string, string> = {
    ...(width > 768 ? { hideDesktopView: 'true' } : {}),
    seoTwitterDescription: CHROME_READY,
    ...changes,
  };
  await changeSettings(page, all);
}

/**
 * The served HTML already carries the SEO tags: the chrome layer is up (lazy, after the page is
 * interactive) once it has written this intercepted value into the page.
 */
const CHROME_READY = 'e2e: app chrome is up';

async function waitForChrome(page: Page | FrameLocator): Promise<void> {
  await expect(page.locator('meta[name="twitter:description"]')).toHaveAttribute(
    'content',
    CHROME_READY,
  );
}

/** One login for the whole file: the server allows only a few logins per account in a while. */
let demoCustomer: Record<string, unknown> | null = null;

async function logIn(page: Page, request: APIRequestContext): Promise<void> {
  if (!demoCustomer) {
    const response = await request.post('/public/api/login', {
      data: { email: 'customer@demo.test', password: 'demopassword' },
    });
    expect(response.ok()).toBe(true);
    demoCustomer = ((await response.json()) as { data: Record<string, unknown> }).data;
  }
  const body = { data: demoCustomer };
  await seedLocalStorage(page, {
    user: JSON.stringify({ success: true, data: body.data }),
    addresses: '[]',
    userSetAddress: JSON.stringify(HOME_ADDRESS),
    userAlreadySelectedLocation: 'true',
  });
}

/**
 * With Playwright's clock paused, time moves only when the test moves it: in small steps until
 * `isReady`, so whatever a step started (a 100 ms or 2.5 s timer) has barely begun to run.
 * React and the after-interactive layer wait on timers too, hence the steps rather than one jump.
 */
async function advanceUntil(page: Page, isReady: () => Promise<boolean>): Promise<void> {
  for (let step = 0; step < 400; step += 1) {
    if (await isReady()) return;
    await page.clock.runFor(20);
  }
  throw new Error('the page never got there');
}

async function pauseClockAfterLoad(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  // The installed clock runs in real time until paused: on a busy machine the moment read here may
  // be past before pauseAt arrives ("cannot fast-forward to the past"), so read it again.
  for (let attempt = 1; ; attempt += 1) {
    const now = await page.evaluate(() => Date.now());
    try {
      await page.clock.pauseAt(now + 250);
      return;
    } catch (error) {
      if (attempt >= 5) throw error;
    }
  }
}

async function isChromeUp(page: Page): Promise<boolean> {
  const content = await page
    .locator('meta[name="twitter:description"]')
    .getAttribute('content')
    .catch(() => null);
  return content === CHROME_READY;
}

for (const viewport of VIEWPORTS) {
  const size = `${viewport.width}x${viewport.height}`;

  test.describe(`app chrome at ${size}`, () => {
    test.use({ viewport });

    test.describe('a first visit (empty storage)', () => {
      test.use({ storageState: { cookies: [], origins: [] } });

      test(`[R4.11][R1.04] the GDPR banner shows until confirmed, then stays away (${size})`, async ({
        page,
      }) => {
        await overrideSettings(page, viewport.width);
        await seedSavedAddress(page, HOME_ADDRESS);
        await page.goto('/');
        const banner = page.getByRole('region', { name: 'Cookie notice' });
        await expect(banner).toBeVisible();
        await expect(banner).toContainText('We use cookies to keep you signed in');
        expect(await page.evaluate(() => localStorage.getItem('gdprAccepted'))).toBe('false');

        // Keyboard reachable: focus the confirm button and press Enter.
        const confirm = banner.getByRole('button', { name: 'Got it' });
        await confirm.focus();
        await page.keyboard.press('Enter');
        await expect(banner).toBeHidden();
        expect(await page.evaluate(() => localStorage.getItem('gdprAccepted'))).toBe('true');

        await page.reload();
        await expect(page.getByRole('navigation').first()).toBeVisible();
        await waitForChrome(page);
        await expect(banner).toBeHidden();
      });

      test(`[R4.11] the banner stays away when showGdpr is not 'true' (${size})`, async ({
        page,
      }) => {
        await overrideSettings(page, viewport.width, {
          showGdpr: 'false',
          seoTwitterTitle: 'Chrome up',
        });
        await page.goto('/');
        await waitForChrome(page);
        await expect(page.getByRole('region', { name: 'Cookie notice' })).toBeHidden();
        expect(await page.evaluate(() => localStorage.getItem('gdprAccepted'))).toBe('false');
      });

      test(`[R9.02] the banner button takes the store colour 100 ms after it appears (${size})`, async ({
        page,
      }) => {
        await overrideSettings(page, viewport.width, { storeColor: '#0a7cff' });
        await page.clock.install();
        await page.goto('/');
        await pauseClockAfterLoad(page);
        const button = page
          .getByRole('region', { name: 'Cookie notice' })
          .getByRole('button', { name: 'Got it' });
        await advanceUntil(page, () => button.isVisible());
        // At most one 20 ms step since the banner mounted: the colour is not applied yet.
        await expect(button).not.toHaveCSS('background-color', 'rgb(10, 124, 255)');
        await page.clock.runFor(100);
        await expect(button).toHaveCSS('background-color', 'rgb(10, 124, 255)');
      });

      test(`[R4.11] no banner inside a frame, such as the desktop landing page's preview (${size})`, async ({
        page,
      }) => {
        await overrideSettings(page, viewport.width);
        await page.goto('/');
        await expect(page.getByRole('region', { name: 'Cookie notice' })).toBeVisible();
        await page.evaluate(() => {
          const frame = document.createElement('iframe');
          frame.src = '/';
          frame.title = 'Preview';
          frame.style.cssText = 'position:fixed;top:0;left:0;width:360px;height:640px;z-index:99';
          document.body.appendChild(frame);
        });
        const inner = page.frameLocator('iframe[title="Preview"]');
        await waitForChrome(inner);
        await expect(inner.getByRole('region', { name: 'Cookie notice' })).toHaveCount(0);
      });
    });

    test.describe('on Android Chrome', () => {
      test.use({ userAgent: ANDROID_CHROME_UA });

      test(`[R4.18] the install bar follows the browser's offer, prompts, and clears after install (${size})`, async ({
        page,
      }) => {
        await overrideSettings(page, viewport.width);
        await seedSavedAddress(page, HOME_ADDRESS);
        const logs: string[] = [];
        page.on('console', (message) => logs.push(message.text()));
        await page.goto('/');
        await waitForChrome(page);
        const offer = async () =>
          page.evaluate(() => {
            const event = new Event('beforeinstallprompt', { cancelable: true }) as Event & {
              prompt: () => Promise<void>;
              userChoice: Promise<{ outcome: string }>;
            };
            (window as unknown as { prompted: number }).prompted = 0;
            event.prompt = async () => {
              (window as unknown as { prompted: number }).prompted += 1;
            };
            event.userChoice = Promise.resolve({ outcome: 'accepted' });
            window.dispatchEvent(event);
            return event.defaultPrevented;
          });
        expect(await offer()).toBe(true);
        const bar = page.getByRole('region', { name: 'Get the app' });
        await expect(bar).toBeVisible();
        // Its close button is not another "Not now" (the push question's button).
        await expect(bar.getByRole('button', { name: 'Dismiss install offer' })).toBeVisible();
        await bar.getByRole('button', { name: 'Install', exact: true }).click();
        await expect(bar).toBeHidden();
        expect(
          await page.evaluate(() => (window as unknown as { prompted: number }).prompted),
        ).toBe(1);
        await expect
          .poll(() => logs.some((line) => line.includes('install prompt: accepted')))
          .toBe(true);

        // Offered again, then installed from the browser's menu: the bar clears.
        await offer();
        await expect(bar).toBeVisible();
        await page.evaluate(() => window.dispatchEvent(new Event('appinstalled')));
        await expect(bar).toBeHidden();
      });
      test(`[R4.18] an offer the browser makes before the install bar has loaded is kept for it (${size})`, async ({
        page,
      }) => {
        await overrideSettings(page, viewport.width);
        await seedSavedAddress(page, HOME_ADDRESS);
        // With the clock installed and not advanced, the after-interactive layer has not loaded.
        await page.clock.install();
        await page.goto('/');
        const prevented = await page.evaluate(() => {
          const event = new Event('beforeinstallprompt', { cancelable: true });
          window.dispatchEvent(event);
          return event.defaultPrevented;
        });
        expect(prevented).toBe(true);
        const bar = page.getByRole('region', { name: 'Get the app' });
        await expect(bar).toHaveCount(0);
        await page.clock.runFor(3_000);
        await expect(bar).toBeVisible();
      });
    });

    test.describe('on an iPhone', () => {
      test.use({ userAgent: IPHONE_SAFARI_UA });

      test(`[R4.18] the add-to-home-screen hint shows after 2.5 s and stays dismissed (${size})`, async ({
        page,
      }) => {
        await overrideSettings(page, viewport.width);
        await seedSavedAddress(page, HOME_ADDRESS);
        await page.clock.install();
        await page.goto('/');
        await pauseClockAfterLoad(page);
        await advanceUntil(page, () => isChromeUp(page));
        const hint = page.getByRole('region', { name: 'Install this app on your iPhone' });
        // Fake time from the layer's mount to the hint: never before 2.5 s, and right after it.
        const mountedAt = await page.evaluate(() => Date.now());
        await page.clock.runFor(2300);
        await expect(hint).toBeHidden();
        await advanceUntil(page, () => hint.isVisible());
        const shownAfter = (await page.evaluate(() => Date.now())) - mountedAt;
        // The layer mounted within advanceUntil's last 20 ms step before mountedAt.
        expect(shownAfter).toBeGreaterThanOrEqual(2500 - 20);
        expect(shownAfter).toBeLessThan(2700);
        await expect(hint).toContainText('Add to Home Screen');
        await hint.getByRole('button', { name: 'Dismiss install hint' }).click();
        await expect(hint).toBeHidden();

        await page.reload();
        await advanceUntil(page, () => isChromeUp(page));
        await page.clock.runFor(3000);
        await expect(hint).toBeHidden();
      });
    });

    test.describe('a logged-in customer', () => {
      // The default storage state has answered "Not now" to the push question; these ask afresh.
      test.use({
        storageState: async ({ baseURL }, use) => {
          await use({
            cookies: [],
            origins: [
              {
                origin: new URL(baseURL ?? '').origin,
                localStorage: [{ name: 'gdprAccepted', value: 'true' }],
              },
            ],
          });
        },
      });
      test(`[R1.04] is asked in the app before the browser; Allow subscribes with the server key and saves the token (${size})`, async ({
        page,
        request,
      }) => {
        await overrideSettings(page, viewport.width);
        await logIn(page, request);
        // The browser's permission prompt and push service cannot run headless: stand-ins record
        // what the app asks of them.
        await page.addInitScript(() => {
          const calls: unknown[] = [];
          (window as unknown as { pushCalls: unknown[] }).pushCalls = calls;
          Object.defineProperty(Notification, 'permission', {
            value: 'default',
            configurable: true,
          });
          Notification.requestPermission = async () => {
            calls.push('requestPermission');
            Object.defineProperty(Notification, 'permission', {
              value: 'granted',
              configurable: true,
            });
            return 'granted';
          };
          const subscription = {
            endpoint: 'https://push.example.test/send/e2e-1',
            toJSON: () => ({
              endpoint: 'https://push.example.test/send/e2e-1',
              keys: { p256dh: 'BElp256dhKeyForE2E', auth: 'authSecretE2E' },
            }),
          };
          // As a real PushManager: once subscribed, getSubscription answers the subscription (a
          // later refresh, after the first subscribe finished, reuses it instead of subscribing).
          let subscribed: typeof subscription | null = null;
          const registration = {
            pushManager: {
              getSubscription: async () => subscribed,
              subscribe: async (options: PushSubscriptionOptionsInit) => {
                const key = options.applicationServerKey as Uint8Array;
                calls.push({ userVisibleOnly: options.userVisibleOnly, keyBytes: key.byteLength });
                subscribed = subscription;
                return subscription;
              },
            },
          };
          Object.defineProperty(ServiceWorkerContainer.prototype, 'ready', {
            get: () => Promise.resolve(registration),
            configurable: true,
          });
        });
        // Asked when the customer turns updates on (H8.11: never by itself after login).
        await page.goto('/alerts');
        await page.getByRole('button', { name: 'Turn on' }).click();
        const dialog = page.getByRole('dialog', { name: 'Get order updates?' });
        await expect(dialog).toBeVisible();
        const saved = page.waitForResponse('**/public/api/save-notification-token');
        await dialog.getByRole('button', { name: 'Allow' }).click();
        await expect(dialog).toBeHidden();
        const response = await saved;
        expect(response.ok()).toBe(true);
        const sent = response.request().postDataJSON() as {
          token: string;
          push_token: { endpoint: string };
        };
        expect(sent.token.length).toBeGreaterThan(0);
        expect(sent.push_token.endpoint).toBe('https://push.example.test/send/e2e-1');
        // A P-256 public key is 65 bytes: the server's generated VAPID key reached the page.
        expect(
          await page.evaluate(() => (window as unknown as { pushCalls: unknown[] }).pushCalls),
        ).toEqual(['requestPermission', { userVisibleOnly: true, keyBytes: 65 }]);
        await expect
          .poll(() => page.evaluate(() => localStorage.getItem('lastSavedNotificationToken')))
          .toContain('https://push.example.test/send/e2e-1');
      });

      test(`[R1.04] "Not now" only logs, and the question stays away on the next visit (${size})`, async ({
        page,
        request,
      }) => {
        await overrideSettings(page, viewport.width);
        await logIn(page, request);
        await page.addInitScript(() => {
          Object.defineProperty(Notification, 'permission', {
            value: 'default',
            configurable: true,
          });
          Notification.requestPermission = async () => {
            throw new Error('must not be asked');
          };
        });
        const logs: string[] = [];
        page.on('console', (message) => logs.push(message.text()));
        await page.goto('/alerts');
        await page.getByRole('button', { name: 'Turn on' }).click();
        const dialog = page.getByRole('dialog', { name: 'Get order updates?' });
        await expect(dialog).toBeVisible();
        await dialog.getByRole('button', { name: 'Not now' }).first().click();
        await expect(dialog).toBeHidden();
        expect(logs.some((line) => line.includes('push: the customer chose not now'))).toBe(true);
        // H8.11: "Not now" keeps the unasked offer (the running-order page's) away for 7 days.
        const deferredUntil = Number(
          await page.evaluate(() => localStorage.getItem('pushPromptDeferredUntil')),
        );
        expect(deferredUntil - Date.now()).toBeGreaterThan(7 * 24 * 60 * 60 * 1000 - 60_000);
        await page.reload();
        await waitForChrome(page);
        await expect(dialog).toBeHidden();
      });

      test(`[R1.04] a push that arrives in front shows as a dialog with a sound and a buzz (${size})`, async ({
        page,
        request,
      }) => {
        await overrideSettings(page, viewport.width);
        await logIn(page, request);
        await page.addInitScript(() => {
          // Already answered, so the permission question does not cover the notification.
          Object.defineProperty(Notification, 'permission', {
            value: 'denied',
            configurable: true,
          });
          const buzzes: unknown[] = [];
          (window as unknown as { buzzes: unknown[] }).buzzes = buzzes;
          Object.defineProperty(navigator, 'vibrate', {
            value: (pattern: unknown) => {
              buzzes.push(pattern);
              return true;
            },
            configurable: true,
          });
        });
        await page.goto('/');
        await waitForChrome(page);
        // What public/push-sw.js posts to a focused window.
        await page.evaluate(() =>
          navigator.serviceWorker.dispatchEvent(
            new MessageEvent('message', {
              data: {
                type: 'in-app-notification',
                notification: {
                  title: 'Your order is on its way',
                  message: 'Ravi has picked up your order.',
                  image: '/images/first-screen-hero.svg',
                  click_action: '/offers',
                },
              },
            }),
          ),
        );
        const dialog = page.getByRole('dialog', { name: 'Your order is on its way' });
        await expect(dialog).toBeVisible();
        await expect(dialog).toContainText('Ravi has picked up your order.');
        await expect(dialog.locator('img')).toHaveAttribute('src', '/images/first-screen-hero.svg');
        expect(
          await page.evaluate(() => (window as unknown as { buzzes: unknown[] }).buzzes),
        ).toEqual([[200, 100, 200]]);
        await page.keyboard.press('Escape');
        await expect(dialog).toBeHidden();
        await expect(page).toHaveURL(/\/$/);

        await page.evaluate(() =>
          navigator.serviceWorker.dispatchEvent(
            new MessageEvent('message', {
              data: {
                type: 'in-app-notification',
                notification: {
                  title: 'Weekend offers',
                  message: '20% off',
                  click_action: '/offers',
                },
              },
            }),
          ),
        );
        const second = page.getByRole('dialog', { name: 'Weekend offers' });
        await second.getByRole('button', { name: 'View' }).click();
        await expect(page).toHaveURL(/\/offers$/);
        await expect(second).toBeHidden();
      });
    });

    test(`[R2.02] page views reach Google Analytics and the Meta pixel on every navigation, scripts after load (${size})`, async ({
      page,
    }) => {
      await overrideSettings(page, viewport.width, {
        googleAnalyticsId: 'G-E2ETEST',
        facebookPixelId: '1234567890',
      });
      await seedSavedAddress(page, HOME_ADDRESS);
      const requestedAt: Record<string, number> = {};
      await page.route('**/gtag/js**', async (route) => {
        requestedAt.gtag = Date.now();
        await route.fulfill({ contentType: 'text/javascript', body: 'window.gtagStubRan = true;' });
      });
      await page.route('**/fbevents.js', async (route) => {
        requestedAt.fbq = Date.now();
        await route.fulfill({ contentType: 'text/javascript', body: 'window.fbqStubRan = true;' });
      });
      await page.goto('/');
      await expect
        .poll(() => page.evaluate(() => 'gtagStubRan' in window && 'fbqStubRan' in window))
        .toBe(true);
      const loadedAt = await page.evaluate(() => {
        const entry = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
        return performance.timeOrigin + entry.loadEventEnd;
      });
      expect(requestedAt.gtag).toBeGreaterThanOrEqual(Math.floor(loadedAt));
      expect(requestedAt.fbq).toBeGreaterThanOrEqual(Math.floor(loadedAt));

      const pageViews = () =>
        page.evaluate(() =>
          ((window as unknown as { dataLayer: ArrayLike<unknown>[] }).dataLayer ?? [])
            .map((entry) => Array.from(entry))
            .filter((entry) => entry[1] === 'page_view')
            .map((entry) => (entry[2] as { page_path: string }).page_path),
        );
      const pixelViews = () =>
        page.evaluate(
          () =>
            (window as unknown as { fbq: { queue: unknown[][] } }).fbq.queue.filter(
              (call) => call[0] === 'track' && call[1] === 'PageView',
            ).length,
        );
      await expect.poll(pageViews).toEqual(['/']);
      expect(await pixelViews()).toBe(1);
      const config = await page.evaluate(() =>
        ((window as unknown as { dataLayer: ArrayLike<unknown>[] }).dataLayer ?? [])
          .map((entry) => Array.from(entry))
          .find((entry) => entry[0] === 'config'),
      );
      expect(config).toEqual(['config', 'G-E2ETEST', { send_page_view: false }]);

      await page.getByRole('link', { name: 'Offers' }).first().click();
      await expect(page).toHaveURL(/\/offers$/);
      await expect.poll(pageViews).toEqual(['/', '/offers']);
      await page.goBack();
      await expect.poll(pageViews).toEqual(['/', '/offers', '/']);
      expect(await pixelViews()).toBe(3);
    });

    test(`[R2.02] with no analytics ids, no tracker script is requested (${size})`, async ({
      page,
    }) => {
      await overrideSettings(page, viewport.width, {});
      const requested: string[] = [];
      page.on('request', (req) => {
        if (/googletagmanager|connect\.facebook\.net/.test(req.url())) requested.push(req.url());
      });
      await page.goto('/');
      await waitForChrome(page);
      expect(requested).toEqual([]);
      expect(await page.evaluate(() => 'dataLayer' in window || 'fbq' in window)).toBe(false);
    });

    test(`[R3.01] SEO and Open Graph tags come from the settings, in the served HTML and in the page (${size})`, async ({
      page,
    }) => {
      const html = await (await page.request.get('/')).text();
      expect(html).toContain('<title>Swiftbite: food, groceries and parcels delivered</title>');
      expect(html).toContain(
        '<meta name="description" content="Order from the best restaurants and stores near you and track your order live." />',
      );
      expect(html).toContain('<meta property="og:title" content="Swiftbite" />');
      expect(html).toMatch(
        /<meta property="og:image" content="http:\/\/[^"]+\/images\/first-screen-hero\.svg" \/>/,
      );
      expect(html).toContain('<meta name="twitter:title" content="Swiftbite" />');

      await overrideSettings(page, viewport.width, {
        seoMetaDescription: 'Changed <description>',
        seoOgTitle: 'Swiftbite & Co',
        seoTwitterImage: '/images/logo.svg',
      });
      await page.goto('/');
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
        'content',
        'Swiftbite & Co',
      );
      await expect(page.locator('meta[name="description"]')).toHaveAttribute(
        'content',
        'Changed <description>',
      );
      await expect(page.locator('meta[name="twitter:image"]')).toHaveAttribute(
        'content',
        /^http:\/\/.+\/images\/logo\.svg$/,
      );
      await expect(page.locator('meta[name="description"]')).toHaveCount(1);
    });
  });
}
