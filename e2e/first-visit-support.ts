import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { INDIRANAGAR } from './support';

/** Screenshots to read by eye (not committed): `.tmp/shots/` of the worktree. */
export const SHOTS = '.tmp/shots';

export const STORE = { slug: 'napoli-woodfire-pizza', name: 'Napoli Woodfire Pizza' };

export function cookieNotice(page: Page): Locator {
  return page.getByRole('region', { name: 'Cookie notice' });
}

/**
 * The primary action is on screen and would take the tap: Playwright's actionability check (a
 * trial click fails while another element would receive it), the element at its centre is the
 * action itself, and it ends above the cookie notice when that is on top.
 */
export async function expectTappable(page: Page, action: Locator): Promise<void> {
  // Retried as a whole: content still loading above (a bill) can move the action after a scroll.
  await expect(async () => {
    await action.scrollIntoViewIfNeeded();
    await expect(action).toBeInViewport({ ratio: 1 });
    await action.click({ trial: true, timeout: 2_000 });
    expect(await isOnTop(action)).toBe(true);
    const notice = cookieNotice(page);
    // Under a modal sheet the notice is behind its backdrop: the sheet's button sits over it.
    if ((await notice.isVisible()) && (await isOnTop(notice))) {
      const [actionBox, noticeBox] = [await action.boundingBox(), await notice.boundingBox()];
      expect(actionBox && noticeBox && actionBox.y + actionBox.height <= noticeBox.y).toBe(true);
    }
  }).toPass({ timeout: 10_000 });
}

/** The element at the centre of `locator` is it or inside it: nothing covers it there. */
function isOnTop(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return top !== null && (top === element || element.contains(top));
  });
}

/**
 * Headless Chromium answers 'denied' for notifications; a first-time visitor's browser has not
 * been asked. The stand-in records whether the browser's own prompt was ever reached.
 */
export async function browserNotYetAskedForPush(page: Page): Promise<void> {
  await page.addInitScript(() => {
    Object.defineProperty(Notification, 'permission', { value: 'default', configurable: true });
    Notification.requestPermission = async () => 'denied';
  });
}

let counter = 0;

/** A new customer with a default address near the store, as /register and /my-addresses make. */
export async function registerCustomer(
  request: APIRequestContext,
): Promise<{ email: string; password: string }> {
  counter += 1;
  const stamp = `${Date.now()}${counter}`;
  const customer = {
    name: `Meera ${stamp.slice(-4)}`,
    email: `meera${stamp}@example.test`,
    phone: `+9198${stamp.slice(-8)}`,
    password: `pw-${stamp}`,
  };
  expect((await request.post('/public/api/register', { data: customer })).ok()).toBe(true);
  const login = await request.post('/public/api/login', {
    data: { email: customer.email, password: customer.password },
  });
  const session = ((await login.json()) as { data: { id: number; auth_token: string } }).data;
  const saved = await request.post('/public/api/save-address', {
    data: {
      token: session.auth_token,
      user_id: session.id,
      lat: INDIRANAGAR.latitude,
      lng: INDIRANAGAR.longitude,
      address: '100 Feet Road, Indiranagar, Bengaluru',
      house: 'Flat 12',
      tag: 'Home',
      is_default: true,
    },
  });
  expect(saved.ok()).toBe(true);
  return { email: customer.email, password: customer.password };
}

/** Logs in through the form, as a visitor sent to /login by the cart does. */
export async function logInThroughForm(
  page: Page,
  customer: { email: string; password: string },
): Promise<void> {
  await page.getByLabel('Email').fill(customer.email);
  await page.getByLabel('Password').fill(customer.password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

/** The first-screen → location → home steps, with the cookie notice left showing. */
export async function chooseLocation(page: Page, shot: string): Promise<void> {
  await page.goto('/');
  await expect(cookieNotice(page)).toBeVisible();
  const setUp = page.getByRole('link', { name: 'Set up your location' });
  await expectTappable(page, setUp);
  await page.screenshot({ path: `${SHOTS}/${shot}-1-first-screen.png` });
  await setUp.click();
  await expect(page).toHaveURL(/\/search-location$/);
  await page.getByRole('button', { name: 'Indiranagar' }).click();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(cookieNotice(page)).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/${shot}-2-home.png` });
}

/** Opens the store and adds a Margherita, whose size and crust are required add-ons. */
export async function addMargherita(page: Page, shot: string): Promise<void> {
  await page.goto(`/stores/${STORE.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: STORE.name })).toBeVisible();
  await page.getByRole('button', { name: 'Add Margherita', exact: true }).first().click();
  const sheet = page.getByRole('dialog', { name: 'Margherita' });
  await expect(sheet).toBeVisible();
  const add = sheet.getByRole('button', { name: /Add item/ });
  await expect(add).toBeDisabled();
  await sheet.getByRole('radio', { name: /Medium/ }).check();
  await sheet.getByRole('radio', { name: /Thin crust/ }).check();
  await expectTappable(page, add);
  await page.screenshot({ path: `${SHOTS}/${shot}-3-item-sheet.png` });
  await add.click();
  await expect(sheet).toBeHidden();
  const viewCart = page.getByTestId('view-cart-bar');
  await expect(viewCart).toContainText('1 item');
  await expectTappable(page, viewCart);
  await page.screenshot({ path: `${SHOTS}/${shot}-4-store.png` });
}
