import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { changeSettings, getSettings, seedLocalStorage } from './support';

const DESKTOP = { width: 1280, height: 800 };
const PREVIEW_TITLE = 'The app, as it looks on a phone';

/** Answers get-settings with the real settings changed by `changes`. */
/** A returning desktop visitor: past the first load, so no reload interrupts the journey. */
async function seedReturningVisitor(page: Page, extra: Record<string, string> = {}) {
  await seedLocalStorage(page, { desktopLoaded: '3', ...extra });
}

/** Whether the phone preview is still blurred (the filter of the frame's wrapper). */
async function isPreviewBlurred(page: Page): Promise<boolean> {
  return page
    .getByTitle(PREVIEW_TITLE)
    .evaluate((frame) => getComputedStyle(frame.parentElement!).filter.includes('blur'));
}

test.describe('desktop landing page', () => {
  test.use({ viewport: DESKTOP });

  test('[R1.06][R1.07][R2.03] a wide screen at / shows the landing: store logo, heading, sub-heading', async ({
    page,
  }) => {
    const settings = await getSettings(page);
    await seedReturningVisitor(page);
    await page.goto('/');

    await expect(page.getByRole('heading', { level: 1 })).toHaveText(settings.desktopHeading!);
    await expect(page.getByText(settings.desktopSubHeading!)).toBeVisible();
    const logo = page.getByRole('img', { name: settings.storeName });
    await expect(logo).toHaveAttribute('src', settings.storeLogo!);
    expect(await logo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
    await expect(page.getByRole('button', { name: settings.desktopUseAppButton })).toBeVisible();
    // The mobile first screen is not what shows.
    await expect(page.getByRole('link', { name: settings.firstScreenSetupLocation })).toHaveCount(
      0,
    );
    await page
      .screenshot({ path: '/tmp/shots-desktop/desktop-landing.png' })
      .catch(() => undefined);
  });

  test('[R1.06] any other route on a wide screen is redirected to the root', async ({ page }) => {
    await seedReturningVisitor(page);
    for (const path of ['/my-account', '/cart', '/offers', '/nope']) {
      await page.goto(path);
      await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
      await expect(page.getByRole('button', { name: 'Use app' })).toBeVisible();
    }
  });

  test('[R1.06] the rider app stays reachable on a wide screen', async ({ page }) => {
    await seedReturningVisitor(page);
    await page.goto('/delivery/login');
    await expect(page).toHaveURL(/\/delivery\/login$/);
    await expect(page.getByRole('button', { name: 'Use app' })).toHaveCount(0);
  });

  test("[R1.08][R4.13] 'use app' unblurs the live phone preview, is remembered, and re-renders 2 s later", async ({
    page,
  }) => {
    const settings = await getSettings(page);
    await page.clock.install();
    await seedReturningVisitor(page);
    await page.goto('/');

    const preview = page.frameLocator(`iframe[title="${PREVIEW_TITLE}"]`);
    // The site itself runs in the frame, as the mobile app (its own first screen).
    await expect(preview.getByRole('heading', { level: 1 })).toHaveText(
      settings.firstScreenHeading!,
    );
    await expect.poll(() => isPreviewBlurred(page)).toBe(true);
    const overlay = page.getByText('Press the button to try the app right here');
    await expect(overlay).toBeVisible();

    await page.getByRole('button', { name: settings.desktopUseAppButton }).click();
    await expect.poll(() => isPreviewBlurred(page)).toBe(false);
    expect(await page.evaluate(() => localStorage.getItem('useAppClicked'))).toBe('true');
    // The overlay fades at once and leaves the page with the re-render 2 s later.
    await expect(overlay).toHaveCount(1);
    await page.clock.fastForward(2000);
    await expect(overlay).toHaveCount(0);

    // The preview is usable: a click inside the frame navigates the framed app.
    await preview.getByRole('link', { name: settings.firstScreenSetupLocation }).click();
    await expect
      .poll(() =>
        page
          .frames()
          .find((frame) => frame !== page.mainFrame())
          ?.url(),
      )
      .toMatch(/\/search-location$/);

    await page.reload();
    await expect(page.getByTitle(PREVIEW_TITLE)).toBeVisible();
    await expect.poll(() => isPreviewBlurred(page)).toBe(false);
    await expect(overlay).toHaveCount(0);
    await page.screenshot({ path: '/tmp/shots-desktop/desktop-landing-use-app.png' });
  });

  test('[R1.08] a restaurant link on a wide screen opens the landing with the preview on that restaurant', async ({
    page,
  }) => {
    await seedReturningVisitor(page);
    await page.goto('/stores/napoli-woodfire-pizza');
    await expect(page).toHaveURL(/\/\?open=%2Fstores%2Fnapoli-woodfire-pizza$/);
    const frame = page.getByTitle(PREVIEW_TITLE);
    await expect(frame).toHaveAttribute('src', '/stores/napoli-woodfire-pizza');
    await expect.poll(() => isPreviewBlurred(page)).toBe(false);
    await expect(
      page.frameLocator(`iframe[title="${PREVIEW_TITLE}"]`).getByRole('heading', {
        name: /Napoli Woodfire Pizza/i,
      }),
    ).toBeVisible();
  });

  test('[R1.09] four achievement tiles with title and subtitle', async ({ page }) => {
    const settings = await getSettings(page);
    await seedReturningVisitor(page);
    await page.goto('/');
    const tiles = page
      .getByRole('list', { name: 'Why people order with us' })
      .getByRole('listitem');
    await expect(tiles).toHaveCount(4);
    for (const [index, ordinal] of ['One', 'Two', 'Three', 'Four'].entries()) {
      await expect(tiles.nth(index)).toContainText(settings[`desktopAchievement${ordinal}Title`]!);
      await expect(tiles.nth(index)).toContainText(settings[`desktopAchievement${ordinal}Sub`]!);
    }
  });

  test("[R1.09] a tile whose value is the text 'null' is hidden", async ({ page }) => {
    const settings = await getSettings(page);
    await changeSettings(page, { desktopAchievementThreeTitle: 'null' });
    await seedReturningVisitor(page);
    await page.goto('/');
    const tiles = page
      .getByRole('list', { name: 'Why people order with us' })
      .getByRole('listitem');
    await expect(tiles).toHaveCount(3);
    await expect(page.getByText(settings.desktopAchievementThreeSub!)).toHaveCount(0);
    await expect(page.getByText('null', { exact: true })).toHaveCount(0);
  });

  test('[R1.10] the footer shows the address and the facebook, google, youtube and instagram links', async ({
    page,
  }) => {
    const settings = await getSettings(page);
    await seedReturningVisitor(page);
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByText(settings.desktopFooterAddress!)).toBeVisible();
    const social = footer.getByRole('navigation', { name: 'Follow us' });
    for (const [name, key] of [
      ['Facebook', 'desktopFacebookLink'],
      ['Google', 'desktopGoogleLink'],
      ['YouTube', 'desktopYoutubeLink'],
      ['Instagram', 'desktopInstagramLink'],
    ] as const) {
      await expect(social.getByRole('link', { name })).toHaveAttribute('href', settings[key]!);
    }
  });

  test("[R1.10] the address and each social link set to 'null' are hidden", async ({ page }) => {
    const settings = await getSettings(page);
    await changeSettings(page, {
      desktopFooterAddress: 'null',
      desktopGoogleLink: 'null',
      desktopInstagramLink: 'null',
    });
    await seedReturningVisitor(page);
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: 'Facebook' })).toBeVisible();
    await expect(footer.getByRole('link', { name: 'YouTube' })).toBeVisible();
    await expect(footer.getByRole('link', { name: 'Google' })).toHaveCount(0);
    await expect(footer.getByRole('link', { name: 'Instagram' })).toHaveCount(0);
    await expect(footer.getByText(settings.desktopFooterAddress!)).toHaveCount(0);
    await expect(footer.locator('address')).toHaveCount(0);
  });

  test("[R1.12] the optional 'try it on phone' banner follows its setting", async ({ page }) => {
    const settings = await getSettings(page);
    await seedReturningVisitor(page);
    await page.goto('/');
    await expect(page.getByText(settings.desktopTryOnPhoneText!)).toBeVisible();
    await expect(page.getByRole('link', { name: /127\.0\.0\.1:\d+/ })).toBeVisible();

    await changeSettings(page, { desktopShowTryOnPhone: 'false' });
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText(settings.desktopTryOnPhoneText!)).toHaveCount(0);
  });

  test('[R4.13] the load counter: the first load reloads once, 2 s after the languages arrive', async ({
    page,
  }) => {
    // The real clock, with bounds: a fake clock still runs at real speed until it is fast-forwarded,
    // so on a slow machine the reload could fire before the test looked ("1 load" then failed).
    let languagesAt = 0;
    page.on('response', (response) => {
      if (!languagesAt && response.url().includes('/public/api/get-all-languages')) {
        languagesAt = Date.now();
      }
    });
    const loadTimes: number[] = [];
    page.on('load', () => loadTimes.push(Date.now()));
    const useApp = page.getByRole('button', { name: 'Use app' });

    await page.goto('/');
    await expect(useApp).toBeVisible();
    await expect.poll(() => loadTimes.length, { timeout: 10_000 }).toBe(2);
    expect(languagesAt).toBeGreaterThan(0);
    const delay = loadTimes[1]! - languagesAt;
    // Never before the 2 s (a little under: the browser saw the answer before the test did).
    expect(delay).toBeGreaterThanOrEqual(1900);
    expect(delay).toBeLessThan(6000);
    await expect(useApp).toBeVisible();
    // The reloaded page read "1" from the first load and counted itself.
    expect(await page.evaluate(() => localStorage.getItem('desktopLoaded'))).toBe('2');

    // Never again: the second load only counts.
    await page.waitForTimeout(3000);
    expect(loadTimes.length).toBe(2);
    expect(await page.evaluate(() => localStorage.getItem('desktopLoaded'))).toBe('2');
  });

  test('[R1.06] with hide-desktop-view "true" a wide screen gets the normal app', async ({
    page,
  }) => {
    const settings = await getSettings(page);
    await changeSettings(page, { hideDesktopView: 'true' });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(settings.firstScreenHeading!);
    await expect(page.getByRole('button', { name: 'Use app' })).toHaveCount(0);
    await page.goto('/my-account');
    await expect(page).toHaveURL(/\/my-account$/);
  });
});

test.describe('desktop landing page, first visit', () => {
  test.use({ viewport: DESKTOP, storageState: { cookies: [], origins: [] } });

  test('[R1.12] the GDPR banner with its confirm button shows on the desktop page', async ({
    page,
  }) => {
    const settings = await getSettings(page);
    await seedReturningVisitor(page);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(settings.desktopHeading!);
    const confirm = page.getByRole('button', { name: settings.gdprConfirmButton });
    await expect(confirm).toBeVisible();
    await page.screenshot({ path: '/tmp/shots-desktop/desktop-landing-gdpr.png' });
    await confirm.click();
    await expect(confirm).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('gdprAccepted'))).toBe('true');
  });
});

test.describe('mobile width', () => {
  test('[R1.06][R2.03] a 390 px screen keeps the mobile app at / and on other routes', async ({
    page,
  }) => {
    const settings = await getSettings(page);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(settings.firstScreenHeading!);
    await expect(page.getByRole('button', { name: 'Use app' })).toHaveCount(0);
    await page.goto('/my-account');
    await expect(page).toHaveURL(/\/my-account$/);
    expect(await page.evaluate(() => localStorage.getItem('desktopLoaded'))).toBeNull();
  });
});
