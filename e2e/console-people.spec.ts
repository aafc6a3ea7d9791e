import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { INDIRANAGAR, seedLocalStorage, showAppOnWideScreens } from './support';
import { ADMIN, OWNER, consoleToken, logInToConsole } from './console-support';
import { registerCustomer, type RegisteredCustomer } from './customer-support';

/**
 * The console's people areas (issue 17) at desktop width: a coupon made in the console is used
 * at checkout; a pending rider approved in the console goes online and receives an order; a
 * customer banned in the console is signed out of the customer app on their next call.
 */

const STORE = 'napoli-woodfire-pizza';
const STORE_NAME = 'Napoli Woodfire Pizza';
const NEW_RIDER = { email: 'newrider@demo.test', password: 'demopassword' };
const SHOTS = 'test-results/e2e/console-people';
const DESKTOP = { width: 1280, height: 800 };

test.use({ viewport: DESKTOP });

type Session = Pick<RegisteredCustomer, 'id' | 'auth_token' | 'data' | 'email'>;

/** The customer app, signed in as this customer, with the app (not the landing page) at 1280. */
async function customerPage(browser: Browser, session: Session): Promise<Page> {
  const context = await browser.newContext({
    viewport: DESKTOP,
    serviceWorkers: 'block',
    locale: 'en-IN',
    timezoneId: 'Asia/Kolkata',
  });
  const page = await context.newPage();
  await showAppOnWideScreens(page);
  await seedLocalStorage(page, {
    gdprAccepted: 'true',
    pushPromptDeferredUntil: '99999999999999',
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
  return page;
}

async function openConsole(page: Page, area: string): Promise<void> {
  await logInToConsole(page, ADMIN);
  await page.goto(`/console/${area}`);
}

async function storeId(request: APIRequestContext): Promise<number> {
  const info = await request.post(`/public/api/get-restaurant-info/${STORE}`, { data: {} });
  return ((await info.json()) as { data: { id: number } }).data.id;
}

async function orderableItemId(request: APIRequestContext, restaurantId: number) {
  const response = await request.post(`/public/api/get-restaurant-items/${restaurantId}`, {
    data: {},
  });
  type Item = { id: number; is_available: 0 | 1; addon_groups: { min: number }[] };
  const body = (await response.json()) as { data: { categories: { items: Item[] }[] } };
  const item = body.data.categories
    .flatMap((category) => category.items)
    .find(
      (candidate) => candidate.is_available === 1 && candidate.addon_groups.every((g) => !g.min),
    );
  if (!item) throw new Error('no orderable item');
  return item.id;
}

test.describe('console: coupons, riders, customers', () => {
  test('a coupon created in the console is applied at checkout and counted', async ({
    page,
    browser,
  }) => {
    const code = `PEOPLE${Date.now().toString().slice(-5)}`;
    await openConsole(page, 'coupons');
    await expect(page.getByRole('heading', { name: 'Coupons' })).toBeVisible();
    await page.getByRole('button', { name: 'New coupon' }).click();
    const dialog = page.getByRole('dialog', { name: 'New coupon' });
    await dialog.getByLabel('Code').fill(code);
    await dialog.getByLabel('Name').fill('People journey');
    await dialog.getByLabel('Discount (%)').fill('25');
    await dialog.getByLabel('Maximum discount (₹)').fill('100');
    await dialog.getByLabel('Uses per customer').fill('1');
    await dialog.getByLabel('Store').selectOption({ label: STORE_NAME });
    // A rule checkout enforces, refused by the server with its words: 101 %.
    await dialog.getByLabel('Discount (%)').fill('101');
    await dialog.getByRole('button', { name: 'Create coupon' }).click();
    await expect(dialog.getByRole('alert')).toContainText('at most 100');
    await dialog.getByLabel('Discount (%)').fill('25');
    await dialog.getByRole('button', { name: 'Create coupon' }).click();
    await expect(page.getByRole('status')).toContainText(`Coupon ${code} saved.`);
    await page.getByLabel('Search').fill(code);
    const row = page.getByRole('row', { name: new RegExp(code) });
    await expect(row).toContainText('25% up to ₹100');
    await expect(row).toContainText('0 / 100');
    await page.screenshot({ path: `${SHOTS}-coupons.png` });

    // The customer finds it on the cart's coupon list, applies it and orders.
    const customer = await registerCustomer(page.request, { phonePrefix: '+9196' });
    const shop = await customerPage(browser, customer);
    await shop.goto(`/stores/${STORE}`);
    await shop.getByRole('button', { name: 'Add Veggie Supreme', exact: true }).click();
    await shop.getByTestId('view-cart-bar').click();
    await expect(shop).toHaveURL(/\/cart$/);
    await shop.getByRole('link', { name: 'Apply a coupon' }).click();
    await shop.getByRole('button', { name: `Apply coupon ${code}` }).click();
    await expect(shop.getByText(`Coupon ${code} applied`)).toBeVisible();
    await expect(shop.getByText('Coupon discount')).toBeVisible();
    await shop.getByRole('button', { name: 'Proceed to checkout' }).click();
    await expect(shop).toHaveURL(/\/checkout$/);
    await shop.getByRole('button', { name: /^Place order · ₹/ }).click();
    await expect(shop).toHaveURL(/\/running-order\/[^/]+$/);
    await expect(shop.getByText(code, { exact: true })).toBeVisible();
    await shop.screenshot({ path: `${SHOTS}-coupon-order.png` });
    await shop.context().close();

    await page.reload();
    await expect(page.getByRole('row', { name: new RegExp(code) })).toContainText('1 / 100');
  });

  test('the pending rider is approved in the console, goes online and receives an order', async ({
    page,
    browser,
  }) => {
    // The rider signs in while pending: the app says why there are no orders.
    const riderContext = await browser.newContext({ viewport: DESKTOP, serviceWorkers: 'block' });
    const rider = await riderContext.newPage();
    await rider.goto('/delivery/login');
    await rider.getByLabel('Email').fill(NEW_RIDER.email);
    await rider.getByLabel('Password').fill(NEW_RIDER.password);
    await rider.getByRole('button', { name: 'Log in' }).click();
    await expect(rider).toHaveURL(/\/delivery\/orders$/);
    await expect(rider.getByTestId('rider-approval')).toContainText('waiting for approval');

    await openConsole(page, 'riders?approval=pending');
    const row = page.getByRole('row', { name: /New Rider/ });
    await expect(row).toContainText('pending');
    await expect(row).toContainText(STORE_NAME);
    await page.screenshot({ path: `${SHOTS}-riders-pending.png` });
    await row.getByRole('button', { name: 'Approve New Rider' }).click();
    await expect(page.getByRole('status')).toContainText('New Rider is now approved.');

    await rider.reload();
    const online = rider.getByRole('switch', { name: 'Available for orders' });
    await expect(online).toBeEnabled();
    if (!(await online.isChecked())) await online.click();
    await expect(online).toBeChecked();
    await expect(rider.getByTestId('rider-approval')).toHaveCount(0);

    // A customer orders at the rider's store; the owner accepts; the offer reaches the rider.
    const restaurantId = await storeId(page.request);
    const itemId = await orderableItemId(page.request, restaurantId);
    const customer = await registerCustomer(page.request, { phonePrefix: '+9196' });
    const placed = await page.request.post('/public/api/place-order', {
      data: {
        token: customer.auth_token,
        user_id: customer.id,
        restaurant_id: restaurantId,
        items: [{ id: itemId, quantity: 1, addons: [] }],
        delivery_type: 'DELIVERY',
        address_id: customer.addressId,
        payment_method: 'COD',
        idempotency_key: `e2e-people-${Date.now()}`,
      },
    });
    expect(placed.ok(), await placed.text()).toBe(true);
    const orderId = ((await placed.json()) as { data: { unique_order_id: string } }).data
      .unique_order_id;
    const ownerToken = await consoleToken(page.request, OWNER);
    const accepted = await page.request.post('/public/api/console/accept-order', {
      data: { token: ownerToken, unique_order_id: orderId },
    });
    expect(accepted.ok(), await accepted.text()).toBe(true);

    const accept = rider.getByRole('button', { name: `Accept #${orderId}` });
    await expect(accept).toBeVisible({ timeout: 20_000 });
    await rider.screenshot({ path: `${SHOTS}-rider-offer.png` });
    await accept.click();
    await expect(rider.getByRole('button', { name: `Accept #${orderId}` })).toHaveCount(0);

    await page.getByLabel('Approval').selectOption('approved');
    const approved = page.getByRole('row', { name: /New Rider/ });
    await expect(approved).toContainText('Online');
    await riderContext.close();
  });

  test('a customer banned in the console is signed out of the customer app on the next call', async ({
    page,
    browser,
  }) => {
    const customer = await registerCustomer(page.request, { phonePrefix: '+9196' });
    const shop = await customerPage(browser, customer);
    await shop.goto('/my-wallet');
    await expect(shop.getByTestId('signed-out-notice')).toHaveCount(0);

    await openConsole(page, 'customers');
    await page.getByLabel('Search').fill(customer.email);
    const row = page.getByRole('row', { name: new RegExp(customer.data.name as string) });
    await expect(row).toBeVisible();
    await row.getByRole('button', { name: /^Open / }).click();
    const dialog = page.getByRole('dialog');
    // A wallet credit with a reason: one ledger line.
    await dialog.getByLabel('Amount (₹)').fill('50');
    await dialog.getByLabel('Reason').fill('Late delivery goodwill');
    await dialog.getByRole('button', { name: 'Apply' }).click();
    await expect(dialog.getByRole('status')).toContainText('Credited ₹50. Balance ₹50.');
    await expect(dialog.getByText('Late delivery goodwill')).toBeVisible();

    // Sign in as the customer: the customer app opens in a new tab, signed in as them.
    const [tab] = await Promise.all([
      page.context().waitForEvent('page'),
      dialog.getByRole('button', { name: 'Sign in as customer (new tab)' }).click(),
    ]);
    await expect
      .poll(async () => {
        const stored = await tab.evaluate(() => localStorage.getItem('user')).catch(() => null);
        return stored ? (JSON.parse(stored) as { data: { id: number } }).data.id : null;
      })
      .toBe(customer.id);
    await tab.close();

    // The question is asked inside the customer's dialog, not in a second one; Escape answers no
    // and leaves the customer's dialog open.
    await dialog.getByRole('button', { name: 'Ban customer' }).click();
    const question = dialog.getByRole('group', { name: /^Ban .*\? They are signed out/ });
    await expect(question.getByRole('button', { name: 'Ban', exact: true })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(question).toBeHidden();
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Ban customer' }).click();
    await question.getByRole('button', { name: 'Ban', exact: true }).click();
    await expect(dialog.getByRole('status')).toContainText('is banned');
    await expect(dialog.getByRole('button', { name: 'Unban' })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}-customer-banned.png` });

    // The customer's next call is refused: the app signs them out and says why.
    await shop.reload();
    await expect(shop.getByTestId('signed-out-notice')).toContainText('blocked');
    expect(await shop.evaluate(() => localStorage.getItem('user'))).toBeNull();
    await shop.screenshot({ path: `${SHOTS}-customer-signed-out.png` });
    await shop.context().close();
  });
});
