import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { ADMIN, logInToConsole } from './console-support';

/**
 * The console's frame: a short page fits the window (it used to scroll by the header's height at
 * every width where the sections are a side column), a long page still scrolls with the sections
 * in view, and a missing store is one message with the way back.
 */

const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 820, height: 1180 },
  { width: 390, height: 844 },
]) {
  test(`at ${viewport.width}×${viewport.height} a short page does not scroll`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await logInToConsole(page, ADMIN);
    await page.goto('/console/stores/99999');
    await expect(page.getByRole('heading', { name: 'Store not found' })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveText('There is no store here.');
    await expect(page.getByRole('link', { name: 'Back to stores' })).toBeVisible();
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    // Nothing wider than the window either.
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);

    await page.getByRole('link', { name: 'Back to stores' }).click();
    await expect(page).toHaveURL(/\/console\/stores$/);
  });
}

test('at 1280×800 a long page scrolls and the sections stay in view', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await logInToConsole(page, ADMIN);
  await page.goto('/console/settings?group=payments');
  await expect(page.getByRole('heading', { name: 'Payments', level: 2 })).toBeVisible();
  expect(await overflow(page)).toBeGreaterThan(0);
  const sections = page.getByRole('navigation', { name: 'Console sections' });
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(sections).toBeInViewport();
  // The PayU page select shows its whole address.
  const payu = page.getByLabel('PayU payment page');
  const widths = await payu.evaluate((select: HTMLSelectElement) => {
    const probe = document.createElement('span');
    probe.style.font = getComputedStyle(select).font;
    probe.style.whiteSpace = 'pre';
    probe.textContent = select.selectedOptions[0]?.textContent ?? '';
    document.body.append(probe);
    const text = probe.getBoundingClientRect().width;
    probe.remove();
    return { box: select.clientWidth, text };
  });
  // Room for the text and the arrow.
  expect(widths.text + 24).toBeLessThanOrEqual(widths.box);
});
