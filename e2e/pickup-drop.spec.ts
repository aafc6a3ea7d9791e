import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { seedLocalStorage } from './support';

const SHOTS = 'test-results/screenshots';
const RIDER = { email: 'rider@demo.test', password: 'demopassword' };
const ADMIN = { email: 'admin@demo.test', password: 'demopassword' };

interface Session {
  id: number;
  auth_token: string;
  data: Record<string, unknown>;
}

async function shot(page: Page, name: string) {
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

async function login(request: APIRequestContext, who: { email: string; password: string }) {
  const response = await request.post('/public/api/login', { data: who });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: { id: number; auth_token: string } }).data;
}

/** A fresh customer, signed in through the API. */
async function registerCustomer(request: APIRequestContext): Promise<Session> {
  const stamp = `${Date.now()}`;
  const customer = {
    name: `Asha ${stamp.slice(-4)}`,
    email: `asha${stamp}@example.test`,
    phone: `+9197${stamp.slice(-8)}`,
    password: 'correct-horse-9',
  };
  expect((await request.post('/public/api/register', { data: customer })).ok()).toBe(true);
  const response = await request.post('/public/api/login', {
    data: { email: customer.email, password: customer.password },
  });
  const body = (await response.json()) as { data: Session & Record<string, unknown> };
  return { id: body.data.id, auth_token: body.data.auth_token, data: body.data };
}

/**
 * The operator opens pickup and drop around the clock (the demo's hours are 07:00 to 23:00), so
 * the journey does not depend on when it runs: the admin's own settings call.
 */
async function openAllDay(request: APIRequestContext) {
  const admin = await login(request, ADMIN);
  const current = await request.post('/public/api/console/get-pickup-drop-settings', {
    data: { token: admin.auth_token },
  });
  expect(current.ok(), await current.text()).toBe(true);
  const settings = ((await current.json()) as { data: Record<string, unknown> }).data;
  const tariff = settings.tariff as Record<string, unknown>;
  const saved = await request.post('/public/api/console/save-pickup-drop-settings', {
    data: {
      token: admin.auth_token,
      is_enabled: true,
      task_types: settings.task_types,
      tariff: { ...tariff, serviceHours: null, surcharges: [] },
      zones: settings.zones,
      proof_photo_allowed: settings.proof_photo_allowed,
      dispatch_radius_km: settings.dispatch_radius_km,
    },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
}

test.describe('pickup and drop', () => {
  test('a sender pins the pickup on the map, finds the drop by search, books with cash; a rider takes it with both PINs while the sender and the recipient watch live', async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    await openAllDay(page.request);
    const customer = await registerCustomer(page.request);
    await seedLocalStorage(page, {
      user: JSON.stringify({ success: true, data: customer.data }),
      addresses: '[]',
    });

    // What to send.
    await page.goto('/pickup-and-drop');
    await expect(page.getByRole('heading', { name: 'Pickup and drop', level: 1 })).toBeVisible();
    // Choice chips: the label is what a finger taps.
    const choose = (name: string | RegExp) =>
      page.locator('label').filter({ hasText: name }).first().click();
    await choose('Documents');
    await expect(page.getByRole('radio', { name: /Documents/ })).toBeChecked();
    await page.getByLabel('Describe the item').fill('Two signed contracts');
    await choose('Up to 5 kg');
    await shot(page, 'pnd-home');

    // The pickup: a popular place, then the pin moved on the map.
    await page.getByTestId('stop-pickup').click();
    await expect(page).toHaveURL(/\/pickup-and-drop\/location-search\/pickup$/);
    await page.getByRole('button', { name: 'Koramangala' }).click();
    await expect(page).toHaveURL(/\/pickup-and-drop\/select-location\/pickup$/);
    const map = page.locator('.leaflet-container');
    await expect(map).toBeVisible();
    const box = await map.boundingBox();
    if (!box) throw new Error('the map has no box');
    await page.mouse.click(box.x + box.width / 2 + 30, box.y + box.height / 2 + 20);
    await expect(page.getByText('Finding the address…')).toBeHidden();
    await page.getByLabel('House / flat / floor').fill('4B, Lake View');
    await expect(page.getByLabel('Contact name')).toHaveValue(customer.data.name as string);
    await shot(page, 'pnd-select-pickup');
    await page.getByRole('button', { name: 'Confirm pickup' }).click();

    // The drop: found by search.
    await page.getByTestId('stop-drop').click();
    await expect(page).toHaveURL(/\/pickup-and-drop\/location-search\/drop$/);
    await page.getByRole('searchbox').fill('indira');
    await page
      .getByRole('button', { name: /Indiranagar/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/pickup-and-drop\/select-location\/drop$/);
    await expect(page.getByText('Finding the address…')).toBeHidden();
    await page.getByLabel('Contact name').fill('Ravi Kumar');
    await page.getByLabel('Contact phone').fill('12');
    await page.getByRole('button', { name: 'Confirm drop' }).click();
    await expect(
      page.getByText('Enter 7 to 15 digits, with an optional + in front.'),
    ).toBeVisible();
    await page.getByLabel('Contact phone').fill('+919812345678');
    await page.getByRole('button', { name: 'Confirm drop' }).click();

    // Details, then the server's price.
    await expect(page).toHaveURL(/\/pickup-and-drop\/(search-location|details)?$/);
    if (!page.url().endsWith('/details')) {
      await page.getByRole('button', { name: 'Continue' }).click();
    }
    await expect(page).toHaveURL(/\/pickup-and-drop\/details$/);
    await page.getByLabel('Instructions for the rider').fill('Hand it to Ravi only');
    await choose(/I pay/);
    await shot(page, 'pnd-details');
    await page.getByRole('button', { name: 'Review and pay' }).click();
    await expect(page).toHaveURL(/\/pickup-and-drop\/cart$/);
    await expect(page.getByText('Base fare')).toBeVisible();
    await expect(page.getByText(/Straight-line distance/)).toBeVisible();
    await shot(page, 'pnd-cart');
    await page.getByRole('button', { name: 'Proceed to checkout' }).click();

    // Checkout with cash; the order lands on the running order with the courier's steps.
    await expect(page).toHaveURL(/\/pickup-and-drop\/checkout$/);
    await choose(/Cash/);
    await shot(page, 'pnd-checkout');
    await page.getByRole('button', { name: /Book pickup/ }).click();
    await expect(page).toHaveURL(/\/running-order\/OD-/);
    const orderId = page.url().split('/').pop() ?? '';
    const order = await customerOrder(page.request, customer, orderId);
    expect(order.kind).toBe('courier');
    expect(order.status).toBe(1);
    const pickupPin = order.courier?.pickup_pin ?? '';
    const dropPin = order.delivery_pin ?? '';
    await expect(page.getByText('Finding a rider').first()).toBeVisible();
    await expect(page.getByText(pickupPin).first()).toBeVisible();
    await shot(page, 'pnd-running-finding');

    // The recipient's link, without signing in.
    const recipientContext = await browser.newContext({
      viewport: { width: 390, height: 844 },
      serviceWorkers: 'block',
    });
    const recipient = await recipientContext.newPage();
    await recipient.goto(`/pickup-and-drop/track/${order.courier?.track_token ?? ''}`);
    await expect(recipient.getByText(dropPin).first()).toBeVisible();

    // A rider accepts it from the same offer list as food orders.
    const riderContext = await browser.newContext({
      viewport: { width: 390, height: 844 },
      serviceWorkers: 'block',
      storageState: {
        cookies: [],
        origins: [],
      },
    });
    await riderContext.grantPermissions(['geolocation']);
    await riderContext.setGeolocation({ latitude: 12.94, longitude: 77.625 });
    const rider = await riderContext.newPage();
    await rider.goto('/delivery/login');
    await rider.getByLabel('Email').fill(RIDER.email);
    await rider.getByLabel('Password').fill(RIDER.password);
    await rider.getByRole('button', { name: 'Log in' }).click();
    await expect(rider).toHaveURL(/\/delivery\/orders$/);
    const online = rider.getByRole('switch', { name: 'Available for orders' });
    await expect(online).toBeEnabled();
    // The switch flips once the toggle call is under way (an optimistic update a tick later): click,
    // then wait for it, rather than check(), which wants the state changed at once.
    if (!(await online.isChecked())) await online.click();
    await expect(online).toBeChecked();
    const accept = rider.getByRole('button', { name: `Accept #${orderId}` });
    await expect(accept).toBeVisible();
    await shot(rider, 'pnd-rider-offer');
    await accept.click();
    await rider.goto(`/delivery/orders/${orderId}`);

    // The sender sees each step live.
    await expect(page.getByText('Going to pickup').first()).toBeVisible();

    await rider.getByRole('button', { name: /arrived at pickup/i }).click();
    await expect(page.getByText('At pickup').first()).toBeVisible();
    await rider.getByLabel(/pickup PIN/i).fill(pickupPin === '0000' ? '1111' : '0000');
    await rider.getByRole('button', { name: 'Picked up' }).click();
    await expect(rider.getByText('That pickup PIN is not right', { exact: false })).toBeVisible();
    await rider.getByLabel(/pickup PIN/i).fill(pickupPin);
    await rider.getByRole('button', { name: 'Picked up' }).click();
    await expect(page.getByText('Picked up').first()).toBeVisible();

    // The rider moves (the rider's app sends its GPS position); the recipient's map follows.
    const riderMarker = recipient.locator('.tracking-marker[data-kind="rider"]');
    await expect(riderMarker).toBeVisible({ timeout: 15_000 });
    const where = () =>
      riderMarker.evaluate(
        (node) => `${(node as HTMLElement).style.left} ${(node as HTMLElement).style.top}`,
      );
    const before = await where();
    await riderContext.setGeolocation({ latitude: 12.962, longitude: 77.636 });
    await expect.poll(where, { timeout: 20_000 }).not.toBe(before);
    await shot(recipient, 'pnd-recipient-moving');
    await expect(page.locator('.tracking-marker[data-kind="rider"]')).toBeVisible();
    await shot(page, 'pnd-running-live');

    await rider.getByRole('button', { name: /arrived at drop/i }).click();
    await expect(page.getByText('At drop').first()).toBeVisible();
    await rider.getByLabel(/drop PIN|recipient's PIN|4-digit PIN/i).fill(dropPin);
    await rider.getByRole('button', { name: 'Delivered' }).click();
    await expect(page.getByText('Delivered').first()).toBeVisible();
    await expect(recipient.getByText(/Delivered/).first()).toBeVisible({ timeout: 10_000 });
    const done = await customerOrder(page.request, customer, orderId);
    expect(done.status).toBe(5);
    expect(done.payment_status).toBe('paid');
    await shot(page, 'pnd-running-delivered');
    await recipientContext.close();
    await riderContext.close();
  });
});

async function customerOrder(request: APIRequestContext, session: Session, id: string) {
  const response = await request.post('/public/api/get-order-details', {
    data: { token: session.auth_token, unique_order_id: id },
  });
  return (
    (await response.json()) as {
      data: {
        kind: string;
        status: number;
        payment_status: string;
        delivery_pin: string | null;
        courier: { pickup_pin: string | null; track_token: string } | null;
      };
    }
  ).data;
}
