import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { showAppOnWideScreens } from './support';
import { ADMIN, consoleToken, logInToConsole } from './console-support';

const SHOTS = 'test-results/e2e/console-settings';
const NEW_COLOR = '#1a73e8';
/** A 1×1 PNG, for the logo upload. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

test.use({ viewport: { width: 1280, height: 800 } });

/** The brand colour the customer app paints with (use-theme-color.ts sets the variable). */
const primaryColor = (page: Page) =>
  page.evaluate(() =>
    document.documentElement.style.getPropertyValue('--color-primary').trim().toLowerCase(),
  );

/** Puts a setting back through the console's own call, so later journeys see the demo values. */
async function restoreSetting(request: APIRequestContext, values: Record<string, string>) {
  const token = await consoleToken(request, ADMIN);
  const saved = await request.post('/public/api/console/admin/settings/save', {
    data: { token, values },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
}

test.describe('console settings', () => {
  test('an admin changes the brand colour and uploads a logo; a fresh customer app and the already open one paint with it', async ({
    page,
    context,
  }) => {
    // The customer app, open before the change.
    const customer = await context.newPage();
    await showAppOnWideScreens(customer);
    await customer.goto('/');
    await expect.poll(() => primaryColor(customer)).toBe('#fc8019');
    let oldLogo: string | null = null;

    try {
      await logInToConsole(page, ADMIN);
      await page.getByRole('link', { name: 'Settings', exact: true }).click();
      await expect(page.getByRole('heading', { name: 'Brand and colours' })).toBeVisible();

      const colour = page.getByLabel('Brand colour', { exact: true });
      await expect(colour).toHaveValue('#fc8019');
      // A bad value is caught before saving, by the server's own rule.
      await colour.fill('blue');
      await expect(page.getByText('Brand colour must be a colour like #fc8019.')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Save changes' })).toBeDisabled();
      await colour.fill(NEW_COLOR);
      await expect(page.getByTestId('swatch-storeColor')).toHaveCSS(
        'background-color',
        'rgb(26, 115, 232)',
      );
      await expect(page.getByRole('status').filter({ hasText: '1 unsaved change' })).toBeVisible();
      await page.screenshot({ path: `${SHOTS}/brand-colour.png` });
      // An uploaded logo fills the field with its stored URL; it is saved with the colour.
      const logo = page.getByLabel('Logo', { exact: true });
      oldLogo = await logo.inputValue();
      await page
        .getByLabel('Upload Logo')
        .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
      await expect(logo).toHaveValue(/^\/uploads\/avatars\/[a-f0-9]{32}\.png$/);
      const logoUrl = await logo.inputValue();
      await expect(page.getByRole('status').filter({ hasText: '2 unsaved changes' })).toBeVisible();
      await page.getByRole('button', { name: 'Save changes' }).click();
      await expect(page.getByText(/^Saved\. Customer apps load the new settings/)).toBeVisible();
      const publicSettings = await page.request.post('/public/api/get-settings', { data: {} });
      expect(
        ((await publicSettings.json()) as { data: Record<string, string> }).data.storeLogo,
      ).toBe(logoUrl);
      // Secrets are never shown, only whether they are set.
      await page.getByRole('button', { name: 'Payments' }).click();
      await expect(page.getByLabel(/Stripe secret key/)).toHaveValue('');

      // A fresh customer app starts with the new colour.
      const fresh = await context.newPage();
      await showAppOnWideScreens(fresh);
      await fresh.goto('/');
      await expect.poll(() => primaryColor(fresh)).toBe(NEW_COLOR);
      await fresh.close();

      // The open one checks the version when it returns to view (at most once a minute: the
      // minute is skipped here), refetches the settings and repaints.
      await customer.evaluate(() => {
        const realNow = Date.now.bind(Date);
        Date.now = () => realNow() + 5 * 60_000;
        document.dispatchEvent(new Event('visibilitychange'));
      });
      await expect.poll(() => primaryColor(customer)).toBe(NEW_COLOR);
      await customer.screenshot({ path: `${SHOTS}/customer-new-colour.png` });
    } finally {
      await restoreSetting(page.request, {
        storeColor: '#fc8019',
        ...(oldLogo !== null ? { storeLogo: oldLogo } : {}),
      });
    }
  });
});
