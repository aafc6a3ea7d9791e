import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { INDIRANAGAR, seedSavedAddress, showAppOnWideScreens } from './support';

const HOME_ADDRESS = {
  lat: INDIRANAGAR.latitude,
  lng: INDIRANAGAR.longitude,
  address: 'Indiranagar, Bengaluru, Karnataka 560038',
  businessLocation: true,
};

/** How many slides of the main promo slider fit across its viewport at this window width. */
async function slidesAcross(page: Page): Promise<number> {
  const slider = page.getByTestId('promo-slider');
  await expect(slider.getByRole('group').first()).toBeVisible();
  return slider.evaluate((section) => {
    const viewport = section.firstElementChild as HTMLElement;
    const slide = section.querySelector('[aria-roledescription="slide"]') as HTMLElement;
    return Math.round(viewport.clientWidth / slide.getBoundingClientRect().width);
  });
}

test.describe('promo slider', () => {
  test('[R2.21][R9.01] one slide across on a phone, two from 464 px, three from 1024 px', async ({
    page,
  }) => {
    await seedSavedAddress(page, HOME_ADDRESS);
    // The tablet and desktop widths are about the home page, not the desktop landing page.
    await showAppOnWideScreens(page);
    await page.goto('/');
    expect(await slidesAcross(page)).toBe(1);
    await page.setViewportSize({ width: 600, height: 900 });
    expect(await slidesAcross(page)).toBe(2);
    await page.setViewportSize({ width: 1200, height: 900 });
    expect(await slidesAcross(page)).toBe(3);
  });

  test('[R2.21] the slider moves on by itself after 5 s, and a slide of a store opens that store', async ({
    page,
  }) => {
    await seedSavedAddress(page, HOME_ADDRESS);
    await page.goto('/');
    const slider = page.getByTestId('promo-slider');
    const track = slider.locator('[aria-roledescription="slide"]').first().locator('..');
    await expect(track).toBeVisible();
    const start = await track.evaluate((element) => getComputedStyle(element).transform);
    await page.mouse.move(0, 0); // not hovering: autoplay pauses on hover
    await expect
      .poll(() => track.evaluate((element) => getComputedStyle(element).transform), {
        timeout: 8000,
        intervals: [500],
      })
      .not.toBe(start);

    // A slide with keyboard focus stays put: autoplay waits while focus is in the slider.
    const focused = slider.locator('a').first();
    await focused.focus();
    await page.waitForTimeout(800); // focus brings its slide into view (a 0.5 s slide)
    const held = await track.evaluate((element) => getComputedStyle(element).transform);
    await page.waitForTimeout(6000);
    expect(await track.evaluate((element) => getComputedStyle(element).transform)).toBe(held);
    await expect(focused).toBeInViewport();
    await focused.blur();

    const storeSlide = slider.locator('a[href^="/stores/"]').first();
    const href = await storeSlide.getAttribute('href');
    // The slide may sit outside the visible window of the carousel by now: click it in the DOM.
    await storeSlide.evaluate((anchor: HTMLAnchorElement) => anchor.click());
    await expect(page).toHaveURL(new RegExp(`${href}$`));
  });
});
