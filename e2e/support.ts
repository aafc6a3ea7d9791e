import type { Locator, Page } from '@playwright/test';

export interface SavedAddressFixture {
  lat: number;
  lng: number;
  address: string;
  house?: string | null;
  tag?: string | null;
  businessLocation?: boolean;
}

export const INDIRANAGAR = { latitude: 12.9719, longitude: 77.6412 };

/** Seeds local storage before the app's scripts run, as a returning visitor would have it. */
export async function seedLocalStorage(page: Page, entries: Record<string, string>): Promise<void> {
  await page.addInitScript((values) => {
    // Only on the first document of the test, so the app's own later writes are not overwritten.
    if (sessionStorage.getItem('__seeded')) return;
    sessionStorage.setItem('__seeded', '1');
    for (const [key, value] of Object.entries(values)) localStorage.setItem(key, value);
  }, entries);
}

export async function seedSavedAddress(page: Page, address: SavedAddressFixture): Promise<void> {
  await seedLocalStorage(page, {
    userSetAddress: JSON.stringify(address),
    userAlreadySelectedLocation: 'true',
  });
}

export async function readStoredJson(page: Page, key: string): Promise<unknown> {
  const raw = await page.evaluate((name) => localStorage.getItem(name), key);
  return raw === null ? null : (JSON.parse(raw) as unknown);
}

export async function getSettings(page: Page): Promise<Record<string, string>> {
  const response = await page.request.post('/public/api/get-settings', { data: {} });
  const body = (await response.json()) as { data: Record<string, string> };
  return body.data;
}

/** Answers get-settings with the server's settings changed as given: a journey's operator setup. */
export async function changeSettings(page: Page, changes: Record<string, string>): Promise<void> {
  await page.route('**/public/api/get-settings', async (route) => {
    try {
      const response = await route.fetch();
      const body = (await response.json()) as { data: Record<string, string> };
      Object.assign(body.data, changes);
      await route.fulfill({ response, json: body });
    } catch {
      // The page navigated away while the call was in flight: nothing to answer.
    }
  });
}

/**
 * Over 768 px the app shows the desktop landing page unless `hideDesktopView` is 'true': journeys
 * about the app itself at such widths switch it on.
 */
export async function showAppOnWideScreens(page: Page): Promise<void> {
  await changeSettings(page, { hideDesktopView: 'true' });
}

/**
 * Scrolls home to its store list, as a visitor does: the list sits below the fold and its cards
 * load once the page is scrolled towards them.
 */
export async function scrollToStoreList(page: Page): Promise<Locator> {
  await page.getByRole('heading', { name: 'Restaurants near you' }).scrollIntoViewIfNeeded();
  return page.getByRole('list', { name: 'Restaurants near you' });
}
