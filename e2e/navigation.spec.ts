import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { INDIRANAGAR, scrollToStoreList, seedSavedAddress, showAppOnWideScreens } from './support';

const HOME_ADDRESS = {
  lat: INDIRANAGAR.latitude,
  lng: INDIRANAGAR.longitude,
  address: '100 Feet Road, Indiranagar, Bengaluru',
  tag: 'home',
  businessLocation: false,
};
const STORE = '/stores/spice-route-kitchen';
const ANDROID_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8 Build/UQ1A; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/126.0 Mobile Safari/537.36 SwiftbiteAndroidWebView';

/**
 * Above 768 px the app shows the desktop landing page unless the operator sets hideDesktopView;
 * the 1280 px runs turn it on in the settings response so they reach the mobile screens.
 */
async function showMobileScreensOnDesktop(page: Page) {
  await showAppOnWideScreens(page);
  await page.addInitScript(() => {
    const stored = JSON.parse(localStorage.getItem('settings') ?? '{}') as Record<string, string>;
    localStorage.setItem('settings', JSON.stringify({ ...stored, hideDesktopView: 'true' }));
  });
}

/** Records navigator.share calls in window.__shares instead of opening a share sheet. */
async function stubNativeShare(page: Page) {
  await page.addInitScript(() => {
    const calls: ShareData[] = [];
    Object.assign(window, { __shares: calls });
    Object.defineProperty(navigator, 'share', {
      configurable: true,
      value: (data: ShareData) => {
        calls.push(data);
        return Promise.resolve();
      },
    });
  });
}

async function delayRequests(page: Page, pattern: string, ms: number) {
  await page.route(pattern, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue();
  });
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test.describe(`navigation bar at ${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport });

    test('[R2.25] the store bar shows the name and ETA only after scrolling past 55 px, with search, home and share', async ({
      page,
    }) => {
      if (viewport.width > 768) await showMobileScreensOnDesktop(page);
      await seedSavedAddress(page, HOME_ADDRESS);
      await page.goto(STORE);
      const bar = page.getByRole('navigation', { name: 'Restaurant' });
      await expect(
        page.getByRole('heading', { level: 1, name: 'Spice Route Kitchen' }),
      ).toBeVisible();
      await expect(bar.getByRole('button', { name: 'Back' })).toBeVisible();
      await expect(bar.getByRole('button', { name: 'Search the menu' })).toBeVisible();
      await expect(bar.getByRole('link', { name: 'Go to home' })).toBeVisible();
      await expect(bar.getByRole('button', { name: 'Share' })).toBeVisible();

      const title = bar.getByTestId('store-nav-title');
      await expect(title).toHaveAttribute('aria-hidden', 'true');
      await expect(title).toHaveCSS('opacity', '0');
      await page.evaluate(() => window.scrollTo(0, 50));
      await page.waitForTimeout(100);
      await expect(title).toHaveAttribute('aria-hidden', 'true');

      await page.evaluate(() => window.scrollTo(0, 300));
      await expect(title).toHaveAttribute('aria-hidden', 'false');
      await expect(title).toHaveCSS('opacity', '1');
      await expect(title).toContainText('Spice Route Kitchen');
      // The second line counts the menu's items (the store screen passes them once the menu loads).
      await expect(title).toContainText(/\d+ items/);
      await expect(title.getByTestId('store-nav-eta')).toHaveText(/^ETA \d+ mins$/);
      await expect(title.getByTestId('delivery-bike')).toBeVisible();

      await bar.getByRole('link', { name: 'Go to home' }).click();
      await expect(page).toHaveURL(/\/$/);
    });

    test('[R2.23][R9.02] the back button goes to its flagged target 200 ms after the press', async ({
      page,
    }) => {
      if (viewport.width > 768) await showMobileScreensOnDesktop(page);
      await page.clock.install();
      // Opened directly: the wallet's flag sends Back to the account page, not history back.
      await page.goto('/my-wallet');
      const back = page.getByRole('banner').getByRole('button', { name: 'Back' });
      await expect(back).toBeVisible();
      const now = await page.evaluate(() => Date.now());
      await page.clock.pauseAt(now + 1000);

      await back.click();
      await page.clock.runFor(190);
      await expect(page).toHaveURL(/\/my-wallet$/);
      await page.clock.runFor(20);
      await expect(page).toHaveURL(/\/my-account$/);
    });
  });
}

test.describe('share', () => {
  test('[R2.26] the store bar shares through navigator.share with the store name and address', async ({
    page,
  }) => {
    await stubNativeShare(page);
    await seedSavedAddress(page, HOME_ADDRESS);
    await page.goto(STORE);
    await page
      .getByRole('navigation', { name: 'Restaurant' })
      .getByRole('button', { name: 'Share' })
      .click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __shares: ShareData[] }).__shares))
      .toEqual([
        {
          title: 'Spice Route Kitchen',
          text: 'Spice Route Kitchen',
          url: expect.stringMatching(/\/stores\/spice-route-kitchen$/) as unknown as string,
        },
      ]);
  });

  test.describe('inside the Android app', () => {
    test.use({ userAgent: ANDROID_UA });

    test('[R2.26] the share button calls the Android app bridge, not navigator.share', async ({
      page,
    }) => {
      await stubNativeShare(page);
      await page.addInitScript(() => {
        const calls: string[][] = [];
        Object.assign(window, {
          __androidShares: calls,
          Android: { share: (...args: string[]) => calls.push(args) },
        });
      });
      await seedSavedAddress(page, HOME_ADDRESS);
      await page.goto(STORE);
      await page
        .getByRole('navigation', { name: 'Restaurant' })
        .getByRole('button', { name: 'Share' })
        .click();
      await expect
        .poll(() =>
          page.evaluate(
            () => (window as unknown as { __androidShares: string[][] }).__androidShares,
          ),
        )
        .toHaveLength(1);
      const [call] = await page.evaluate(
        () => (window as unknown as { __androidShares: string[][] }).__androidShares,
      );
      expect(call?.slice(0, 2)).toEqual(['Spice Route Kitchen', 'Spice Route Kitchen']);
      expect(call?.[2]).toMatch(/\/stores\/spice-route-kitchen$/);
      expect(
        await page.evaluate(() => (window as unknown as { __shares: ShareData[] }).__shares),
      ).toEqual([]);
    });
  });
});

test.describe('loading placeholders and splash', () => {
  test('[R2.22] a pick-up and drop page shows the detail skeleton while its module loads', async ({
    page,
  }) => {
    await seedSavedAddress(page, HOME_ADDRESS);
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await delayRequests(page, '**/assets/pickup-and-drop-*.js', 1500);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link').nth(2).click();
    await expect(page.getByTestId('loading-pickup')).toBeVisible();
    await expect(page.getByTestId('loading-pickup')).toBeHidden({ timeout: 7000 });
    await expect(page).toHaveURL(/\/pickup-and-drop$/);
  });

  test('[R2.22] other pages show the animated food image with the please-wait text while loading', async ({
    page,
  }) => {
    await seedSavedAddress(page, HOME_ADDRESS);
    await page.goto('/');
    const stores = await scrollToStoreList(page);
    await expect(stores.getByRole('link', { name: /Spice Route Kitchen/ })).toBeVisible();
    await delayRequests(page, '**/assets/store-*.js', 1500);
    await stores.getByRole('link', { name: /Spice Route Kitchen/ }).click();
    const image = page.getByTestId('route-loading').getByRole('img', { name: 'Please wait...' });
    await expect(image).toBeVisible();
    await expect(image).toHaveAttribute('src', '/images/loading-food.svg');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Spice Route Kitchen' }),
    ).toBeVisible();
    await expect(page.getByTestId('route-loading')).toHaveCount(0);
  });

  test('[R4.14] the inline splash paints first and is removed once the app mounts', async ({
    page,
  }) => {
    await seedSavedAddress(page, HOME_ADDRESS);
    await delayRequests(page, '**/assets/index-*.js', 800);
    await page.goto('/', { waitUntil: 'commit' });
    await expect(page.locator('#splash')).toBeVisible();
    await expect(page.locator('#root')).toBeEmpty();
    await expect(page.locator('#splash')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Restaurants near you' })).toBeVisible();
  });
});
