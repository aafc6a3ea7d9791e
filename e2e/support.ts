import type { Page } from '@playwright/test';

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
