import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { INDIRANAGAR, seedLocalStorage } from './support';

const STORE = 'napoli-woodfire-pizza';
const RIDER = { email: 'rider@demo.test', password: 'demopassword' };
const SHOTS = 'test-results/screenshots';

interface Session {
  id: number;
  auth_token: string;
  data: Record<string, unknown>;
}

/** A fresh customer with a default address near the store. */
async function registerCustomer(request: APIRequestContext): Promise<Session> {
  const stamp = `${Date.now()}`;
  const customer = {
    name: `Meera ${stamp.slice(-4)}`,
    email: `meera${stamp}@example.test`,
    phone: `+9198${stamp.slice(-8)}`,
    password: 'correct-horse-9',
  };
  expect((await request.post('/public/api/register', { data: customer })).ok()).toBe(true);
  const login = await request.post('/public/api/login', {
    data: { email: customer.email, password: customer.password },
  });
  const body = (await login.json()) as { data: { id: number; auth_token: string } };
  return { id: body.data.id, auth_token: body.data.auth_token, data: body.data };
}

/** A cash-on-delivery order from the demo rider's store, moved to 2 as if the store accepted. */
async function placeAcceptedOrder(request: APIRequestContext, session: Session): Promise<string> {
  const auth = { token: session.auth_token, user_id: session.id };
  const saved = await request.post('/public/api/save-address', {
    data: {
      ...auth,
      lat: INDIRANAGAR.latitude + 0.01,
      lng: INDIRANAGAR.longitude,
      address: '100 Feet Road, Indiranagar, Bengaluru',
      house: 'Flat 12',
      tag: 'Home',
      is_default: true,
    },
  });
  expect(saved.ok()).toBe(true);
  const addresses = ((await saved.json()) as { data: { id: number }[] }).data;
  const info = await request.post(`/public/api/get-restaurant-info/${STORE}`, { data: {} });
  const restaurantId = ((await info.json()) as { data: { id: number } }).data.id;
  const placed = await request.post('/public/api/place-order', {
    data: {
      ...auth,
      restaurant_id: restaurantId,
      items: [{ id: 7, quantity: 1, addons: [] }],
      delivery_type: 'DELIVERY',
      address_id: addresses[0]?.id,
      payment_method: 'COD',
      idempotency_key: `e2e-delivery-${Date.now()}`,
    },
  });
  expect(placed.ok()).toBe(true);
  const order = ((await placed.json()) as { data: { unique_order_id: string } }).data;
  const advanced = await request.post('/public/api/dev/advance-order', {
    data: { unique_order_id: order.unique_order_id, to_status: 2 },
  });
  expect(advanced.ok()).toBe(true);
  return order.unique_order_id;
}

async function customerOrder(request: APIRequestContext, session: Session, id: string) {
  const response = await request.post('/public/api/get-order-details', {
    data: { token: session.auth_token, user_id: session.id, unique_order_id: id },
  });
  return ((await response.json()) as { data: { status: number; delivery_pin: string | null } })
    .data;
}

async function shot(page: Page, name: string) {
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

test.describe('delivery partner', () => {
  test('[R1.15][R4.08][R6.04] a rider logs in, goes online, accepts a new order, picks it up and delivers it with the PIN', async ({
    page,
    browser,
  }) => {
    const customer = await registerCustomer(page.request);
    const orderId = await placeAcceptedOrder(page.request, customer);

    await page.context().grantPermissions(['geolocation']);
    await page.context().setGeolocation({
      latitude: INDIRANAGAR.latitude,
      longitude: INDIRANAGAR.longitude,
    });

    await page.goto('/delivery');
    await expect(page).toHaveURL(/\/delivery\/login$/);
    await expect(page.getByRole('heading', { name: 'Delivery partner login' })).toBeVisible();
    await page.getByLabel('Email').fill('customer@demo.test');
    await page.getByLabel('Password').fill('demopassword');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('alert')).toHaveText('This account is not a delivery partner');
    await shot(page, 'delivery-login');

    await page.getByLabel('Email').fill(RIDER.email);
    await page.getByLabel('Password').fill(RIDER.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/delivery\/orders$/);
    expect(await page.evaluate(() => localStorage.getItem('delivery_user'))).toContain(
      'auth_token',
    );

    const online = page.getByRole('switch', { name: 'Available for orders' });
    await expect(online).toBeEnabled();
    // The switch flips once the toggle call is under way (an optimistic update a tick later): click,
    // then wait for it, rather than check(), which wants the state changed at once.
    if (!(await online.isChecked())) await online.click();
    await expect(online).toBeChecked();

    const accept = page.getByRole('button', { name: `Accept #${orderId}` });
    await expect(accept).toBeVisible();
    await shot(page, 'delivery-orders');
    await accept.click();
    const acceptedSection = page.getByRole('region', { name: /Accepted/ });
    await expect(
      acceptedSection.getByRole('link', { name: `Open order ${orderId}` }),
    ).toBeVisible();
    await acceptedSection.getByRole('link', { name: `Open order ${orderId}` }).click();

    await expect(page).toHaveURL(new RegExp(`/delivery/orders/${orderId}$`));
    await expect(page.getByRole('heading', { name: 'Delivery partner assigned' })).toBeVisible();
    await expect(page.getByText('Collect cash').first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Navigate' })).toHaveAttribute(
      'href',
      /^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&destination=/,
    );
    await expect(page.locator('.tracking-map')).toBeVisible();
    await page.getByRole('button', { name: 'Picked up' }).click();
    await expect(page.getByRole('heading', { name: 'On the way' })).toBeVisible();
    await expect(page.getByText('Sharing your location with the customer')).toBeVisible();

    // The customer sees the order live: the PIN in large type and the rider on the map.
    const picked = await customerOrder(page.request, customer, orderId);
    expect(picked.status).toBe(4);
    const customerContext = await browser.newContext({
      viewport: { width: 390, height: 844 },
      serviceWorkers: 'block',
    });
    const customerPage = await customerContext.newPage();
    await seedLocalStorage(customerPage, {
      user: JSON.stringify({ success: true, data: customer.data }),
      addresses: '[]',
    });
    await customerPage.goto(`/running-order/${orderId}`);
    await expect(customerPage.getByRole('heading', { name: /On the way/ })).toBeVisible();
    await expect(customerPage.getByText('Give this PIN to the delivery partner')).toBeVisible();
    await expect(customerPage.getByText(/Arriving in about \d+ min/)).toBeVisible();
    await expect(customerPage.locator('.tracking-map')).toBeVisible();
    await customerPage.waitForTimeout(800);
    await shot(customerPage, 'running-order-live');
    await customerContext.close();

    await shot(page, 'delivery-order');
    const pin = picked.delivery_pin;
    if (pin) {
      await page.getByLabel("Customer's 4-digit PIN").fill(pin === '0000' ? '1111' : '0000');
      await page.getByRole('button', { name: 'Delivered' }).click();
      await expect(page.getByRole('alert')).toHaveText(
        'That PIN is not right. Ask the customer again.',
      );
      await page.getByLabel("Customer's 4-digit PIN").fill(pin);
    }
    await page.getByRole('button', { name: 'Delivered' }).click();
    await expect(page.getByText('Order delivered. Well done!')).toBeVisible();
    expect((await customerOrder(page.request, customer, orderId)).status).toBe(5);

    await page.goto('/delivery/completed-orders');
    await expect(page.getByRole('heading', { name: 'Total earned' })).toBeVisible();
    await expect(page.getByText(`#${orderId}`, { exact: false })).toBeVisible();
    await shot(page, 'delivery-completed-orders');
  });
});
