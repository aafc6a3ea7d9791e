import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { INDIRANAGAR, seedLocalStorage } from './support';

const STORE = 'napoli-woodfire-pizza';
const OWNER = { email: 'owner@demo.test', password: 'demopassword' };
const RIDER = { email: 'rider@demo.test', password: 'demopassword' };

interface Session {
  id: number;
  auth_token: string;
  data: Record<string, unknown>;
}

async function registerCustomer(request: APIRequestContext): Promise<Session> {
  const stamp = `${Date.now()}`;
  const customer = {
    name: `Lata ${stamp.slice(-4)}`,
    email: `lata${stamp}@example.test`,
    phone: `+9196${stamp.slice(-8)}`,
    password: 'correct-horse-9',
  };
  expect((await request.post('/public/api/register', { data: customer })).ok()).toBe(true);
  const login = await request.post('/public/api/login', {
    data: { email: customer.email, password: customer.password },
  });
  const body = (await login.json()) as { data: { id: number; auth_token: string } };
  return { id: body.data.id, auth_token: body.data.auth_token, data: body.data };
}

async function phone(browser: Browser): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    serviceWorkers: 'block',
  });
  return context.newPage();
}

/** Where the map has put the rider's marker (its left and top), or null when there is none. */
async function riderMarkerPosition(page: Page): Promise<string | null> {
  const marker = page.locator('.tracking-marker[data-kind="rider"]');
  if ((await marker.count()) === 0) return null;
  return marker.evaluate(
    (element) => `${(element as HTMLElement).style.left} ${(element as HTMLElement).style.top}`,
  );
}

test.describe('one order, three people', () => {
  test('the customer orders, the store accepts in the console, the rider delivers, and the customer watches it live and rates it', async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);

    // The customer: an address near the store, a cart, checkout with cash on delivery.
    const customer = await registerCustomer(page.request);
    await page.request.post('/public/api/save-address', {
      data: {
        token: customer.auth_token,
        user_id: customer.id,
        lat: INDIRANAGAR.latitude + 0.01,
        lng: INDIRANAGAR.longitude,
        address: '100 Feet Road, Indiranagar, Bengaluru',
        house: 'Flat 7',
        tag: 'Home',
        is_default: true,
      },
    });
    await seedLocalStorage(page, {
      user: JSON.stringify({ success: true, data: customer.data }),
      addresses: '[]',
      userSetAddress: JSON.stringify({
        lat: INDIRANAGAR.latitude,
        lng: INDIRANAGAR.longitude,
        address: '100 Feet Road, Indiranagar, Bengaluru',
        tag: 'home',
        businessLocation: false,
      }),
      userAlreadySelectedLocation: 'true',
    });
    await page.goto(`/stores/${STORE}`);
    await page.getByRole('button', { name: 'Add Garlic Bread', exact: true }).click();
    await page.goto('/checkout');
    await expect(page.getByRole('radio', { name: 'Cash on delivery' })).toBeChecked();
    await page.getByRole('button', { name: /^Place order · ₹/ }).click();
    await expect(page).toHaveURL(/\/running-order\/[^/]+$/);
    const orderId = decodeURIComponent(new URL(page.url()).pathname.split('/').pop() ?? '');
    await expect(page.getByRole('heading', { name: 'Order placed' })).toBeVisible();
    await expect(page.getByText('Live', { exact: true })).toBeVisible();
    const customerUrl = page.url();

    // The store owner accepts it in the console.
    const owner = await phone(browser);
    await owner.setViewportSize({ width: 1280, height: 800 });
    await owner.goto('/console/login');
    await owner.getByLabel('Email').fill(OWNER.email);
    await owner.getByLabel('Password').fill(OWNER.password);
    await owner.getByRole('button', { name: 'Log in' }).click();
    await expect(owner).toHaveURL(/\/console\/?$/);
    const picker = owner.getByLabel('Store', { exact: true });
    await expect(picker).toBeVisible();
    await picker.selectOption({ label: 'Napoli Woodfire Pizza' });
    const card = owner
      .getByRole('region', { name: /^New/ })
      .getByRole('article', { name: `#${orderId}` });
    await card.getByRole('button', { name: `Accept order ${orderId}` }).click();
    await expect(
      owner
        .getByRole('region', { name: /^Preparing/ })
        .getByRole('article', { name: `#${orderId}` }),
    ).toBeVisible();

    // The customer's page follows without a reload.
    await expect(page.getByRole('heading', { name: 'Preparing your order' })).toBeVisible();

    // The rider: online, accepts, picks up.
    const rider = await phone(browser);
    await rider.goto('/delivery/login');
    await rider.getByLabel('Email').fill(RIDER.email);
    await rider.getByLabel('Password').fill(RIDER.password);
    await rider.getByRole('button', { name: 'Log in' }).click();
    await expect(rider).toHaveURL(/\/delivery\/orders$/);
    const online = rider.getByRole('switch', { name: 'Available for orders' });
    await expect(online).toBeEnabled();
    // The switch flips once the toggle call is under way (an optimistic update a tick later).
    if (!(await online.isChecked())) await online.click();
    await expect(online).toBeChecked();
    await rider.getByRole('button', { name: `Accept #${orderId}` }).click();
    await expect(page.getByRole('heading', { name: 'Delivery partner assigned' })).toBeVisible();

    await rider.goto(`/delivery/orders/${orderId}`);
    await rider.getByRole('button', { name: 'Picked up' }).click();
    await expect(rider.getByRole('heading', { name: 'On the way' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'On the way' })).toBeVisible();

    // The rider moves: two positions, and the marker on the customer's map moves with them.
    const riderSession = JSON.parse(
      (await rider.evaluate(() => localStorage.getItem('delivery_user'))) ?? '{}',
    ) as { auth_token?: string; data?: { auth_token?: string } };
    const riderToken = riderSession.auth_token ?? riderSession.data?.auth_token;
    expect(riderToken).toBeTruthy();
    const post = (latitude: number) =>
      rider.request.post('/public/api/delivery/set-delivery-guy-gps-location', {
        data: { token: riderToken, latitude, longitude: INDIRANAGAR.longitude + 0.002 },
      });
    expect((await post(INDIRANAGAR.latitude + 0.002)).ok()).toBe(true);
    await expect.poll(() => riderMarkerPosition(page), { timeout: 10_000 }).not.toBeNull();
    const first = await riderMarkerPosition(page);
    await page.waitForTimeout(2100); // one position per rider every 2 s is kept
    expect((await post(INDIRANAGAR.latitude + 0.008)).ok()).toBe(true);
    await expect.poll(() => riderMarkerPosition(page), { timeout: 10_000 }).not.toBe(first);
    expect(page.url()).toBe(customerUrl);

    // Delivered with the customer's PIN, shown on the customer's page.
    const pin = (await page.getByLabel('Delivery PIN').textContent())?.replace(/\D/g, '') ?? '';
    if (pin) await rider.getByLabel("Customer's 4-digit PIN").fill(pin);
    await rider.getByRole('button', { name: 'Delivered' }).click();
    await expect(rider.getByText('Order delivered. Well done!')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Delivered' })).toBeVisible();

    // Every step is on the customer's timeline, and the customer rates the order.
    for (const step of [
      'Order placed',
      'Preparing your order',
      'Delivery partner assigned',
      'On the way',
    ]) {
      await expect(
        page.getByRole('region', { name: /Order progress/ }).getByText(step),
      ).toBeVisible();
    }
    await page.goto(`/rate-order/${orderId}`);
    await page
      .getByRole('group', { name: 'How was the food?' })
      .getByRole('radio', { name: '5 of 5 stars' })
      .check();
    // The order had a rider, so the delivery is rated too.
    await page
      .getByRole('group', { name: 'How was the delivery?' })
      .getByRole('radio', { name: '4 of 5 stars' })
      .check();
    await page.getByRole('button', { name: 'Submit rating' }).click();
    await expect(page.getByText('Thank you for rating your order!')).toBeVisible();
  });
});
