import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { INDIRANAGAR, seedLocalStorage } from './support';

const STORE = 'napoli-woodfire-pizza';
const DEMO_CUSTOMER = { email: 'customer@demo.test', password: 'demopassword' };

interface Session {
  id: number;
  auth_token: string;
  data: Record<string, unknown>;
}

async function logInByApi(
  request: APIRequestContext,
  credentials: { email: string; password: string },
): Promise<Session> {
  const response = await request.post('/public/api/login', { data: credentials });
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { data: { id: number; auth_token: string } };
  return { id: body.data.id, auth_token: body.data.auth_token, data: body.data };
}

let counter = 0;

/** A fresh customer, so a first-order coupon or an empty order list never depends on other journeys. */
async function registerByApi(request: APIRequestContext): Promise<Session> {
  counter += 1;
  const stamp = `${Date.now()}${counter}`;
  const customer = {
    name: `Kiran ${stamp.slice(-4)}`,
    email: `kiran${stamp}@example.test`,
    phone: `+9197${stamp.slice(-8)}`,
    password: 'correct-horse-9',
  };
  const response = await request.post('/public/api/register', { data: customer });
  expect(response.ok()).toBe(true);
  return logInByApi(request, { email: customer.email, password: customer.password });
}

/** A default delivery address near the demo store, as /my-addresses would save it. */
async function saveAddress(request: APIRequestContext, session: Session): Promise<void> {
  const response = await request.post('/public/api/save-address', {
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
  expect(response.ok()).toBe(true);
}

async function signIn(page: Page, session: Session): Promise<void> {
  await seedLocalStorage(page, {
    user: JSON.stringify({ success: true, data: session.data }),
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
}

async function addToCart(page: Page, itemName: string): Promise<void> {
  await page.goto(`/stores/${STORE}`);
  await page.getByRole('button', { name: `Add ${itemName}`, exact: true }).click();
  await expect(page.getByTestId('view-cart-bar')).toContainText('1 item');
}

/** The unique_order_id from /running-order/{id}. */
async function openedOrderId(page: Page): Promise<string> {
  await expect(page).toHaveURL(/\/running-order\/[^/]+$/);
  return decodeURIComponent(new URL(page.url()).pathname.split('/').pop() ?? '');
}

test.describe('orders', () => {
  test('[R2.24][R4.19] add items, apply a coupon, check out with cash on delivery and see the running order', async ({
    page,
  }) => {
    const session = await registerByApi(page.request);
    await saveAddress(page.request, session);
    await signIn(page, session);
    await addToCart(page, 'Veggie Supreme');

    await page.getByTestId('view-cart-bar').click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByRole('heading', { name: 'Napoli Woodfire Pizza' })).toBeVisible();
    await expect(page.getByText('Veggie Supreme')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Bill details' })).toBeVisible();

    await page.getByRole('link', { name: 'Apply a coupon' }).click();
    await expect(page).toHaveURL(/\/cart\/coupons$/);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.getByRole('button', { name: 'Copy code PIZZA15' }).click();
    await expect(page.getByText('PIZZA15 Coupon Copied to clipboard')).toBeVisible();
    await page.getByRole('button', { name: 'Apply coupon PIZZA15' }).click();

    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByText('Coupon PIZZA15 applied')).toBeVisible();
    await expect(page.getByText(/You save ₹/)).toBeVisible();
    await expect(page.getByText('Coupon discount')).toBeVisible();

    await page.getByRole('button', { name: 'Proceed to checkout' }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(page.getByRole('radio', { name: 'Cash on delivery' })).toBeChecked();
    await expect(page.getByRole('radio', { name: /Home/ })).toBeChecked();
    await expect(page.getByTestId('cart-to-pay')).toContainText('₹');
    const place = page.getByRole('button', { name: /^Place order · ₹/ });
    await expect(place).toBeEnabled();
    await place.click();

    const orderId = await openedOrderId(page);
    await expect(
      page.getByRole('heading', { name: /Order placed|Preparing your order/ }),
    ).toBeVisible();
    await expect(page.getByText('PIZZA15', { exact: true })).toBeVisible();
    await expect(page.getByText('Cash on delivery')).toBeVisible();
    // The cart is empty once the order exists.
    expect(await page.evaluate(() => localStorage.getItem('cart'))).toBe('[]');

    await page.goto('/my-orders');
    await expect(page.getByRole('heading', { name: 'Running orders' })).toBeVisible();
    await expect(page.getByText(`#${orderId}`, { exact: false })).toBeVisible();
  });

  test('pay from the wallet', async ({ page }) => {
    const session = await logInByApi(page.request, DEMO_CUSTOMER);
    await saveAddress(page.request, session);
    await signIn(page, session);
    await addToCart(page, 'Garlic Bread');

    await page.goto('/checkout');
    await page.getByRole('radio', { name: 'Wallet' }).check();
    const place = page.getByRole('button', { name: /^Place order · ₹/ });
    await expect(place).toBeEnabled();
    await place.click();

    await openedOrderId(page);
    await expect(page.getByText('Paid', { exact: true })).toBeVisible();
    await page.goto('/my-wallet');
    await expect(page.getByRole('heading', { name: 'Wallet balance' })).toBeVisible();
    await expect(page.getByText(/Debit/).first()).toBeAttached();
  });

  test('[R4.08] cancel a placed order and see the refund in the wallet', async ({ page }) => {
    const session = await logInByApi(page.request, DEMO_CUSTOMER);
    await saveAddress(page.request, session);
    await signIn(page, session);
    await addToCart(page, 'Choco Lava Cake');

    await page.goto('/checkout');
    await page.getByRole('switch', { name: /Pay from wallet/ }).check();
    await expect(page.getByText('Paid from wallet')).toBeVisible();
    const place = page.getByRole('button', { name: /^Place order · ₹/ });
    await expect(place).toBeEnabled();
    await place.click();
    await openedOrderId(page);

    await page.getByRole('button', { name: 'Cancel order' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel this order?' });
    await dialog.getByLabel('Reason (optional)').fill('Ordered by mistake');
    await dialog.getByRole('button', { name: 'Cancel order' }).click();
    await expect(page.getByRole('heading', { name: /Cancelled/ })).toBeVisible();
    const refund = page.getByText(/goes back to your wallet/);
    await expect(refund).toBeVisible();
    const amount = (await refund.textContent())?.match(/₹[\d.]+/)?.[0] ?? '';
    expect(amount).not.toBe('');

    await page.getByRole('link', { name: 'Wallet' }).click();
    await expect(page).toHaveURL(/\/my-wallet$/);
    await expect(page.getByText(`+${amount}`).first()).toBeVisible();
  });

  test('rate a delivered order', async ({ page }) => {
    const session = await registerByApi(page.request);
    await saveAddress(page.request, session);
    const auth = { token: session.auth_token, user_id: session.id };
    const info = await page.request.post(`/public/api/get-restaurant-info/${STORE}`, { data: {} });
    const restaurantId = ((await info.json()) as { data: { id: number } }).data.id;
    const quote = await page.request.post('/public/api/get-checkout-quote', {
      data: {
        ...auth,
        restaurant_id: restaurantId,
        items: [{ id: 7, quantity: 1, addons: [] }],
        delivery_type: 'SELFPICKUP',
      },
    });
    expect(quote.ok()).toBe(true);
    const placed = await page.request.post('/public/api/place-order', {
      data: {
        ...auth,
        restaurant_id: restaurantId,
        items: [{ id: 7, quantity: 1, addons: [] }],
        delivery_type: 'SELFPICKUP',
        payment_method: 'COD',
        idempotency_key: `e2e-rate-${Date.now()}`,
      },
    });
    expect(placed.ok()).toBe(true);
    const order = ((await placed.json()) as { data: { unique_order_id: string } }).data;
    // No store or rider screens yet: the development hook walks the order to delivered.
    const advanced = await page.request.post('/public/api/dev/advance-order', {
      data: { unique_order_id: order.unique_order_id, to_status: 5 },
    });
    expect(advanced.ok()).toBe(true);

    await signIn(page, session);
    await page.goto('/my-orders');
    await expect(page.getByRole('heading', { name: 'Past orders' })).toBeVisible();
    await page.getByRole('link', { name: 'Rate order' }).click();
    await expect(page).toHaveURL(/\/rate-order\//);

    const submit = page.getByRole('button', { name: 'Submit rating' });
    await expect(submit).toBeDisabled();
    await page
      .getByRole('group', { name: 'How was the food?' })
      .getByRole('radio', { name: '4 of 5 stars' })
      .check();
    await page.getByLabel('Tell us more (optional)').fill('Great crust, arrived hot.');
    await submit.click();
    await expect(page.getByText('Thank you for rating your order!')).toBeVisible();

    await page.getByRole('link', { name: 'Your orders' }).click();
    await expect(page).toHaveURL(/\/my-orders$/);
    await expect(page.getByRole('link', { name: 'Rate order' })).toHaveCount(0);
  });
});
