import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { INDIRANAGAR, seedLocalStorage } from './support';
import { ADMIN, SUPPORT, logInToConsole } from './console-support';

/**
 * Issue 17, the admin's orders: a customer's wallet-paid order is found by phone, cancelled with a
 * refund to the wallet, and the wallet shows it; support staff get orders but not settings.
 */
const STORE = 'napoli-woodfire-pizza';
const CUSTOMER = { email: 'customer@demo.test', password: 'demopassword', phone: '+919800000001' };
const SHOTS = 'test-results/e2e/console-orders';

test.use({ viewport: { width: 1280, height: 800 } });

interface Session {
  id: number;
  auth_token: string;
  data: Record<string, unknown>;
}

async function logInByApi(request: APIRequestContext, who: { email: string; password: string }) {
  const response = await request.post('/public/api/login', {
    data: { email: who.email, password: who.password },
  });
  expect(response.ok(), await response.text()).toBe(true);
  const body = (await response.json()) as { data: { id: number; auth_token: string } };
  return { id: body.data.id, auth_token: body.data.auth_token, data: body.data } as Session;
}

async function walletOf(request: APIRequestContext, session: Session) {
  const response = await request.post('/public/api/get-wallet-transactions', {
    data: { token: session.auth_token },
  });
  expect(response.ok()).toBe(true);
  return (
    (await response.json()) as {
      data: { balance: number; transactions: { description: string; type?: string }[] };
    }
  ).data;
}

/** The demo customer pays a cheap item from the wallet, through the API as the app would. */
async function placeWalletOrder(request: APIRequestContext, session: Session): Promise<string> {
  const auth = { token: session.auth_token, user_id: session.id };
  const saved = await request.post('/public/api/save-address', {
    data: {
      ...auth,
      lat: INDIRANAGAR.latitude,
      lng: INDIRANAGAR.longitude,
      address: '100 Feet Road, Indiranagar, Bengaluru',
      house: 'Flat 12',
      tag: 'Home',
      is_default: true,
    },
  });
  expect(saved.ok()).toBe(true);
  const addresses = ((await saved.json()) as { data: { id: number; is_default: boolean }[] }).data;
  const addressId = (addresses.find((a) => a.is_default) ?? addresses[0])!.id;
  const info = await request.post(`/public/api/get-restaurant-info/${STORE}`, { data: {} });
  const storeId = ((await info.json()) as { data: { id: number } }).data.id;
  const menu = await request.post(`/public/api/get-restaurant-items/${storeId}`, { data: {} });
  const items = (
    (await menu.json()) as {
      data: {
        categories: {
          items: {
            id: number;
            name: string;
            price: number;
            is_available: number;
            addon_groups: { min: number }[];
          }[];
        }[];
      };
    }
  ).data.categories
    .flatMap((category) => category.items)
    .filter((item) => item.is_available === 1 && item.addon_groups.every((group) => !group.min))
    .sort((a, b) => a.price - b.price);
  const item = items[0];
  if (!item) throw new Error('the demo store has no orderable item');
  const placed = await request.post('/public/api/place-order', {
    data: {
      ...auth,
      restaurant_id: storeId,
      items: [{ id: item.id, quantity: 1, addons: [] }],
      delivery_type: 'DELIVERY',
      address_id: addressId,
      payment_method: 'WALLET',
      idempotency_key: `e2e-console-orders-${Date.now()}`,
    },
  });
  expect(placed.ok(), await placed.text()).toBe(true);
  return ((await placed.json()) as { data: { unique_order_id: string } }).data.unique_order_id;
}

test('an admin finds an order by phone, cancels it with a refund to the wallet, and the wallet shows it', async ({
  page,
  browser,
}) => {
  const customer = await logInByApi(page.request, CUSTOMER);
  const before = await walletOf(page.request, customer);
  const orderId = await placeWalletOrder(page.request, customer);
  const paid = await walletOf(page.request, customer);
  expect(paid.balance).toBeLessThan(before.balance);

  await logInToConsole(page, ADMIN);
  await page
    .getByRole('navigation', { name: 'Console sections' })
    .getByRole('link', { name: 'Orders' })
    .click();
  await expect(page.getByRole('heading', { name: 'Orders', level: 1 })).toBeVisible();
  await page.getByLabel('Customer phone').fill('98000 00001');
  await expect(page).toHaveURL(/phone=98000/);
  const row = page.getByRole('row').filter({ hasText: orderId });
  await expect(row).toBeVisible();
  await expect(row).toContainText('Placed');
  await row.getByRole('button', { name: orderId }).click();

  const panel = page.getByRole('dialog', { name: `Order ${orderId}` });
  await expect(panel.getByTestId('order-status')).toHaveText('Placed');
  await expect(panel.getByRole('region', { name: 'Timeline' })).toContainText('by customer');
  await page.screenshot({ path: `${SHOTS}/order-panel.png` });
  const cancelButton = panel.getByRole('button', { name: 'Cancel and refund' });
  await cancelButton.click();

  // The cancel form opens inside the panel: one dialog at a time. Escape closes the form (not the
  // panel) and gives focus back to the button that opened it.
  const confirm = panel.getByRole('region', { name: `Cancel order ${orderId}?` });
  await expect(confirm).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(confirm).toBeHidden();
  await expect(panel).toBeVisible();
  await expect(cancelButton).toBeFocused();
  await cancelButton.click();
  await confirm
    .getByLabel('Reason (the customer sees it)')
    .fill('Customer asked by phone to cancel');
  await confirm.getByRole('radio', { name: 'Refund to wallet' }).check();
  await confirm.getByRole('button', { name: 'Cancel order' }).click();
  await expect(confirm).toBeHidden();
  await expect(panel.getByTestId('order-status')).toHaveText('Cancelled');
  await expect(panel.getByRole('status').filter({ hasText: 'to the wallet' })).toBeVisible();
  await expect(panel.getByRole('region', { name: 'Timeline' })).toContainText(
    'Customer asked by phone to cancel',
  );
  await expect(panel.getByRole('button', { name: 'Cancel and refund' })).toBeDisabled();
  await page.screenshot({ path: `${SHOTS}/cancelled.png` });

  // The wallet is whole again, with one refund line for the order.
  const after = await walletOf(page.request, customer);
  expect(after.balance).toBe(before.balance);
  expect(after.transactions.filter((entry) => entry.description.includes(orderId))).toHaveLength(2);

  // ...and the customer sees it in the app.
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const app = await context.newPage();
  await seedLocalStorage(app, {
    gdprAccepted: 'true',
    user: JSON.stringify({ success: true, data: customer.data }),
    userSetAddress: JSON.stringify({
      lat: INDIRANAGAR.latitude,
      lng: INDIRANAGAR.longitude,
      address: '100 Feet Road, Indiranagar, Bengaluru',
      tag: 'home',
      businessLocation: false,
    }),
    userAlreadySelectedLocation: 'true',
  });
  await app.goto('/my-wallet');
  await expect(app.getByText(`Refund for cancelled order: order ${orderId}`)).toBeVisible();
  await context.close();
});

test('support staff work orders but are not offered settings, and its calls are refused', async ({
  page,
}) => {
  await logInToConsole(page, SUPPORT);
  const nav = page.getByRole('navigation', { name: 'Console sections' });
  await expect(nav.getByRole('link', { name: 'Orders' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Mail & SMS' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Settings' })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Reports' })).toHaveCount(0);
  await page.goto('/console/settings');
  await expect(page.getByRole('alert')).toHaveText(
    'Your admin account does not include Settings. Ask the marketplace owner for access.',
  );
  await expect(page.getByRole('button', { name: 'Save changes' })).toHaveCount(0);

  const support = await logInByApi(page.request, SUPPORT);
  for (const call of ['get-pickup-drop-settings', 'admin/reports']) {
    const refused = await page.request.post(`/public/api/console/${call}`, {
      data: { token: support.auth_token },
    });
    expect(refused.status(), call).toBe(403);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe(
      'console.permission_denied',
    );
  }
  const orders = await page.request.post('/public/api/console/admin/orders', {
    data: { token: support.auth_token, phone: CUSTOMER.phone },
  });
  expect(orders.ok()).toBe(true);
});
