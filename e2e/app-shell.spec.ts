import { expect, test } from './fixtures';
import { getSettings, readStoredJson, seedSavedAddress } from './support';

const MG_ROAD = { lat: 12.9756, lng: 77.6066, address: 'MG Road', businessLocation: true };

test.describe('app shell', () => {
  test('[R1.01][R1.13] the first screen shows hero, heading, sub-heading and buttons from server settings', async ({
    page,
  }) => {
    const settings = await getSettings(page);
    await page.goto('/');

    await expect(page.getByRole('heading', { level: 1 })).toHaveText(settings.firstScreenHeading!);
    await expect(page.getByText(settings.firstScreenSubHeading!)).toBeVisible();
    await expect(
      page.getByRole('link', { name: settings.firstScreenSetupLocation }),
    ).toHaveAttribute('href', '/search-location');
    await expect(page.getByRole('link', { name: settings.firstScreenLoginBtn })).toHaveAttribute(
      'href',
      '/login',
    );
    await expect(page.getByText(settings.firstScreenLoginText!)).toBeVisible();
    const hero = page.locator(`img[src="${settings.firstScreenHeroImage}"]`);
    await expect(hero).toBeVisible();
    // Visible can come before decoded on a busy machine: wait for the pixels, not just the box.
    await expect
      .poll(() => hero.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBeGreaterThan(0);

    // Kept in local storage under `settings`, and the theme colour comes from storeColor.
    expect(await readStoredJson(page, 'settings')).toMatchObject({
      firstScreenHeading: settings.firstScreenHeading,
    });
    const primary = await page.evaluate(() =>
      document.documentElement.style.getPropertyValue('--color-primary'),
    );
    expect(primary).toBe(settings.storeColor);
  });

  test('[R1.13] texts follow the settings the server sends (a changed heading shows on a fresh visit)', async ({
    page,
  }) => {
    await page.route('**/public/api/get-settings', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { data: Record<string, string> };
      body.data.firstScreenHeading = 'Dinner in 20 minutes';
      body.data.footerStyleType = 'FIXED';
      await route.fulfill({ response, json: body });
    });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dinner in 20 minutes');
  });

  test('[R2.01] an unknown path shows the not-found screen and a spec route not built yet shows coming soon', async ({
    page,
  }) => {
    for (const path of ['/nope', '/stores', '/delivery/orders/abc/extra']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    }

    await page.goto('/new-test');
    await expect(page.getByRole('heading', { name: 'Coming soon' })).toBeVisible();
    await page.getByRole('link', { name: 'Go to home' }).click();
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  });

  test('[R2.16] the bottom tab bar navigates and highlights the active tab with labels from settings', async ({
    page,
  }) => {
    const settings = await getSettings(page);
    await seedSavedAddress(page, MG_ROAD);
    await page.goto('/');

    const tabs = page.getByRole('navigation', { name: 'Main' });
    await expect(tabs.getByRole('link', { name: settings.footerHome })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(tabs).toHaveAttribute(
      'data-style',
      settings.footerStyleType === 'FLOAT' ? 'float' : 'fixed',
    );

    await tabs.getByRole('link', { name: settings.footerNearme }).click();
    await expect(page).toHaveURL(/\/food$/);
    await expect(tabs.getByRole('link', { name: settings.footerNearme })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(tabs.getByRole('link', { name: settings.footerHome })).not.toHaveAttribute(
      'aria-current',
      'page',
    );

    await tabs.getByRole('link', { name: settings.footerCart }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(tabs.getByRole('link', { name: settings.footerCart })).toHaveAttribute(
      'aria-current',
      'page',
    );
    // An empty cart has no badge.
    await expect(tabs.getByTestId('tab-badge')).toHaveCount(0);

    await tabs.getByRole('link', { name: settings.footerPickupDrop }).click();
    await expect(page).toHaveURL(/\/pickup-and-drop$/);
    await tabs.getByRole('link', { name: settings.footerAccount }).click();
    await expect(page).toHaveURL(/\/my-account$/);
    await tabs.getByRole('link', { name: settings.footerHome }).click();
    await expect(page.getByTestId('address-line')).toHaveText('MG Road');
  });

  test('[R2.16] the cart tab shows the product quantity as a badge', async ({ page }) => {
    await seedSavedAddress(page, MG_ROAD);
    await page.addInitScript(() =>
      localStorage.setItem(
        'cart',
        JSON.stringify([
          { id: 1, quantity: 2 },
          { id: 2, quantity: 1 },
        ]),
      ),
    );
    await page.goto('/');
    await expect(page.getByTestId('tab-badge')).toContainText('3');
  });

  test('[R2.06][R2.08] the header Offers button opens /offers and the account icon /my-account; no back button when hidden', async ({
    page,
  }) => {
    const settings = await getSettings(page);
    await seedSavedAddress(page, MG_ROAD);
    await page.goto('/');
    const header = page.getByRole('banner');

    if (settings.hideHeaderBackButton === 'true') {
      await expect(header.getByRole('button', { name: 'Back' })).toHaveCount(0);
    }
    await header.getByRole('link', { name: 'Offers' }).click();
    await expect(page).toHaveURL(/\/offers$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Offers' })).toBeVisible();

    await page.goBack();
    await page.getByRole('banner').getByRole('link', { name: 'My account' }).click();
    await expect(page).toHaveURL(/\/my-account$/);

    await page.goBack();
    await page.getByRole('link', { name: /Search for "/ }).click();
    await expect(page).toHaveURL(/\/explore$/);
  });

  test('[R2.02] every navigation starts at the top of the page', async ({ page }) => {
    await seedSavedAddress(page, MG_ROAD);
    await page.goto('/');
    await expect(page.getByTestId('address-line')).toBeVisible();

    // Make the page long enough to scroll, then scroll down.
    await page.evaluate(() => {
      document.body.style.minHeight = '4000px';
      window.scrollTo(0, 1500);
    });
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link').nth(1).click();
    await expect(page).toHaveURL(/\/food$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});
