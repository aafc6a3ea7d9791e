import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { INDIRANAGAR } from './support';

const STORE = 'napoli-woodfire-pizza';
const STORE_NAME = 'Napoli Woodfire Pizza';
const OWNER = { email: 'owner@demo.test', password: 'demopassword' };
const SHOTS = 'test-results/e2e/console';

interface Customer {
  auth: { token: string; user_id: number };
  addressId: number;
}

/** A fresh customer with a default address near the store, as the orders journeys make one. */
async function customerWithAddress(request: APIRequestContext): Promise<Customer> {
  const stamp = `${Date.now()}`;
  const details = {
    name: `Asha ${stamp.slice(-4)}`,
    email: `asha${stamp}@example.test`,
    phone: `+9198${stamp.slice(-8)}`,
    password: 'correct-horse-9',
  };
  expect((await request.post('/public/api/register', { data: details })).ok()).toBe(true);
  const login = await request.post('/public/api/login', {
    data: { email: details.email, password: details.password },
  });
  const session = ((await login.json()) as { data: { id: number; auth_token: string } }).data;
  const auth = { token: session.auth_token, user_id: session.id };
  const saved = await request.post('/public/api/save-address', {
    data: {
      ...auth,
      lat: INDIRANAGAR.latitude,
      lng: INDIRANAGAR.longitude,
      address: '100 Feet Road, Indiranagar, Bengaluru',
      house: 'Flat 3',
      tag: 'Home',
      is_default: true,
    },
  });
  expect(saved.ok()).toBe(true);
  const addresses = ((await saved.json()) as { data: { id: number; is_default: boolean }[] }).data;
  const address = addresses.find((candidate) => candidate.is_default) ?? addresses[0];
  if (!address) throw new Error('save-address answered no address');
  return { auth, addressId: address.id };
}

interface MenuItem {
  id: number;
  name: string;
  is_available: 0 | 1;
  addon_groups: { min: number }[];
}

/** The store's menu items that can be ordered as they are: available, no add-on required. */
async function orderableItems(request: APIRequestContext, storeId: number): Promise<MenuItem[]> {
  const response = await request.post(`/public/api/get-restaurant-items/${storeId}`, { data: {} });
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { data: { categories: { items: MenuItem[] }[] } };
  return body.data.categories
    .flatMap((category) => category.items)
    .filter((item) => item.is_available === 1 && item.addon_groups.every((group) => !group.min));
}

async function storeId(request: APIRequestContext): Promise<number> {
  const info = await request.post(`/public/api/get-restaurant-info/${STORE}`, { data: {} });
  return ((await info.json()) as { data: { id: number } }).data.id;
}

async function placeCashOrder(
  request: APIRequestContext,
  { customer, restaurantId, itemId }: { customer: Customer; restaurantId: number; itemId: number },
): Promise<string> {
  const placed = await request.post('/public/api/place-order', {
    data: {
      ...customer.auth,
      restaurant_id: restaurantId,
      items: [{ id: itemId, quantity: 2, addons: [] }],
      delivery_type: 'DELIVERY',
      address_id: customer.addressId,
      comment: 'Ring the bell twice',
      payment_method: 'COD',
      idempotency_key: `e2e-console-${Date.now()}`,
    },
  });
  expect(placed.ok(), await placed.text()).toBe(true);
  return ((await placed.json()) as { data: { unique_order_id: string } }).data.unique_order_id;
}

async function logInToConsole(page: Page): Promise<void> {
  await page.goto('/console/login');
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
  await page.getByLabel('Email').fill(OWNER.email);
  await page.getByLabel('Password').fill(OWNER.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/console\/?$/);
  // The demo owner has several stores, so the picker shows once they load: wait for it (an
  // isVisible() check raced the load, and the board then opened on another store).
  const picker = page.getByLabel('Store', { exact: true });
  await expect(picker).toBeVisible();
  await picker.selectOption({ label: STORE_NAME });
  await expect(page.getByRole('tab', { name: 'Orders' })).toHaveAttribute('aria-selected', 'true');
}

test.describe('operator console', () => {
  test('the owner sees a new order arrive, accepts it and it moves to Preparing', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const restaurantId = await storeId(page.request);
    const [item] = await orderableItems(page.request, restaurantId);
    if (!item) throw new Error('the demo store has no available item');
    const customer = await customerWithAddress(page.request);

    await logInToConsole(page);
    expect(await page.evaluate(() => localStorage.getItem('console_user'))).toContain('auth_token');
    const newColumn = page.getByRole('region', { name: /^New/ });
    const preparing = page.getByRole('region', { name: /^Preparing/ });
    await expect(newColumn).toBeVisible();

    const orderId = await placeCashOrder(page.request, { customer, restaurantId, itemId: item.id });
    // Live from the store stream (its `state` on connecting covers an order placed while it opened).
    const card = newColumn.getByRole('article', { name: `#${orderId}` });
    await expect(card).toBeVisible({ timeout: 20_000 });
    await expect(card).toContainText(`2 × ${item.name}`);
    await expect(card).toContainText('Cash on delivery');
    await expect(card).toContainText('Ring the bell twice');
    await expect(card).toContainText(/Total ₹/);
    await page.screenshot({ path: `${SHOTS}-board-1280.png`, fullPage: true });

    await card.getByRole('button', { name: `Accept order ${orderId}` }).click();
    const moved = preparing.getByRole('article', { name: `#${orderId}` });
    await expect(moved).toBeVisible();
    await expect(newColumn.getByRole('article', { name: `#${orderId}` })).toHaveCount(0);

    await page.setViewportSize({ width: 390, height: 844 });
    await expect(moved).toBeVisible();
    await page.screenshot({ path: `${SHOTS}-board-390.png`, fullPage: true });

    // Reject asks for a reason before anything happens.
    await moved.getByRole('button', { name: `Cancel order order ${orderId}` }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Keep order' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(moved).toBeVisible();
  });

  test('an item switched to sold out is reported sold out to the cart', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const restaurantId = await storeId(page.request);
    // One the other journeys do not order, and switched back at the end.
    const item = (await orderableItems(page.request, restaurantId)).find(
      (entry) => !/Veggie Supreme/.test(entry.name),
    );
    if (!item) throw new Error('the demo store has no available item');
    const checkItem = async () => {
      const response = await page.request.post('/public/api/check-cart-items-availability', {
        data: { restaurant_id: restaurantId, items: [{ id: item.id, quantity: 1, addons: [] }] },
      });
      expect(response.ok()).toBe(true);
      const body = (await response.json()) as {
        data: { items: { available: boolean; problem: string | null }[] };
      };
      return body.data.items[0];
    };
    expect(await checkItem()).toMatchObject({ available: true, problem: null });

    await logInToConsole(page);
    await page.getByRole('tab', { name: 'Store & menu' }).click();
    // The menu is the chosen store's: the one the board was opened on.
    await expect
      .poll(() =>
        page
          .getByRole('combobox', { name: 'Store', exact: true })
          .evaluate((select) => (select as HTMLSelectElement).selectedOptions[0]?.text ?? ''),
      )
      .toBe(STORE_NAME);
    await expect(page.getByRole('switch', { name: 'Open for orders' })).toBeChecked();
    await page.getByRole('searchbox', { name: 'Search the menu' }).fill(item.name);
    const toggle = page.getByRole('switch', { name: item.name, exact: true });
    await expect(toggle).toBeChecked();
    await page.screenshot({ path: `${SHOTS}-menu-1280.png`, fullPage: true });

    try {
      await toggle.click();
      await expect(toggle).not.toBeChecked();
      await expect(page.getByText('Sold out', { exact: true })).toBeVisible();
      await expect.poll(checkItem).toMatchObject({ available: false, problem: 'sold_out' });
      await page.setViewportSize({ width: 390, height: 844 });
      await page.screenshot({ path: `${SHOTS}-menu-390.png`, fullPage: true });
    } finally {
      if (!(await toggle.isChecked())) await toggle.click();
      await expect(toggle).toBeChecked();
    }
    await expect.poll(checkItem).toMatchObject({ available: true, problem: null });
  });
});
