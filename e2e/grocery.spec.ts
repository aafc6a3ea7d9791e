import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { seedLocalStorage } from './support';

/** Koramangala: the demo's 24-hour supermarket delivers here at any hour. */
const KORAMANGALA = { latitude: 12.9352, longitude: 77.6245 };
const STORE = 'daily-basket-koramangala';

interface Session {
  id: number;
  auth_token: string;
  data: Record<string, unknown>;
}

interface ShelfItem {
  id: number;
  name: string;
  pack_label: string;
  price: number;
  max_per_order: number;
  restaurant_id: number;
}

let counter = 0;

async function newCustomer(request: APIRequestContext): Promise<Session> {
  counter += 1;
  const stamp = `${Date.now()}${counter}`;
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
  const session = { id: body.data.id, auth_token: body.data.auth_token, data: body.data };
  const saved = await request.post('/public/api/save-address', {
    data: {
      token: session.auth_token,
      user_id: session.id,
      lat: KORAMANGALA.latitude,
      lng: KORAMANGALA.longitude,
      address: '80 Feet Road, Koramangala, Bengaluru',
      house: 'Flat 4',
      tag: 'Home',
      is_default: true,
    },
  });
  expect(saved.ok()).toBe(true);
  return session;
}

async function signIn(page: Page, session: Session, extra: Record<string, string> = {}) {
  await seedLocalStorage(page, {
    user: JSON.stringify({ success: true, data: session.data }),
    addresses: '[]',
    userSetAddress: JSON.stringify({
      lat: KORAMANGALA.latitude,
      lng: KORAMANGALA.longitude,
      address: '80 Feet Road, Koramangala, Bengaluru',
      tag: 'home',
      businessLocation: false,
    }),
    userAlreadySelectedLocation: 'true',
    ...extra,
  });
}

/** An item of the store's shelf, alone under its name, that `fits`. */
async function pickItem(
  request: APIRequestContext,
  fits: (item: ShelfItem) => boolean,
): Promise<ShelfItem> {
  const store = await request.post('/public/api/get-grocery-store', { data: { slug: STORE } });
  const storeId = ((await store.json()) as { data: { id: number } }).data.id;
  const shelf = await request.post('/public/api/get-grocery-items', {
    data: { store_id: storeId },
  });
  const { data } = (await shelf.json()) as {
    data: { categories: { sub_categories: { items: ShelfItem[] }[] }[] };
  };
  const items = data.categories.flatMap((category) =>
    category.sub_categories.flatMap((sub) => sub.items),
  );
  const item = items.find(
    (entry) => fits(entry) && items.filter((other) => other.name === entry.name).length === 1,
  );
  if (!item) throw new Error('no item to order');
  return item;
}

test.describe('grocery', () => {
  test('modules home → grocery → store → stepper → grocery cart → coupon → COD checkout → running order', async ({
    page,
  }) => {
    const session = await newCustomer(page.request);
    const item = await pickItem(
      page.request,
      (entry) => entry.max_per_order >= 3 && entry.price >= 12_000,
    );
    const foodCart = JSON.stringify([
      { id: 1, restaurant_id: 1, name: 'Food line', price: 100, addons: [], quantity: 1 },
    ]);
    await signIn(page, session, { cart: foodCart });

    await page.goto('/food');
    await page.getByRole('link', { name: /^Grocery/ }).click();
    await expect(page).toHaveURL(/\/grocery$/);
    await expect(page.getByRole('heading', { name: 'Shop by category' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Grocery stores near you' })).toBeVisible();
    // The offers row links to the store too; take the store list's card.
    await expect(page.getByRole('heading', { name: 'Offers near you' })).toBeVisible();
    await page
      .getByRole('region', { name: 'Grocery stores near you' })
      .getByRole('link', { name: /Daily Basket Supermarket/ })
      .click();
    await expect(page).toHaveURL(new RegExp(`/grocery/${STORE}/menu/0$`));

    await page.getByLabel(/^Search in Daily Basket/).fill(item.name);
    const card = page.getByRole('article', { name: item.name, exact: true });
    await card.getByRole('button', { name: `Add one ${item.name}` }).click();
    await card.getByRole('button', { name: `Add one ${item.name}` }).click();
    await expect(card.getByText('2', { exact: true })).toBeVisible();
    await expect(page.getByTestId('view-cart-bar')).toContainText('2 items');

    await page.getByTestId('view-cart-bar').click();
    await expect(page).toHaveURL(/\/grocery-cart$/);
    await expect(page.getByRole('heading', { name: 'Grocery cart' })).toBeVisible();
    await page.getByLabel('If out of stock').selectOption({ label: 'Remove it' });
    await expect(page.getByRole('heading', { name: 'Bill details' })).toBeVisible();

    await page.getByRole('link', { name: 'Apply a coupon' }).click();
    await expect(page).toHaveURL(/\/cart\/coupons\?cart=grocery$/);
    await page.getByRole('button', { name: 'Apply coupon BASKET10' }).click();
    await expect(page).toHaveURL(/\/grocery-cart$/);
    await expect(page.getByText('Coupon BASKET10 applied')).toBeVisible();

    await page.getByRole('button', { name: 'Proceed to checkout' }).click();
    await expect(page).toHaveURL(/\/grocery-checkout$/);
    await expect(page.getByRole('radio', { name: 'Cash on delivery' })).toBeChecked();
    const place = page.getByRole('button', { name: /^Place order · ₹/ });
    await expect(place).toBeEnabled();
    await place.click();

    await expect(page).toHaveURL(/\/running-order\/[^/]+$/);
    await expect(
      page.getByRole('heading', { name: /Order placed|Preparing your order/ }),
    ).toBeVisible();
    await expect(page.getByText('BASKET10', { exact: true })).toBeVisible();
    // The grocery cart is emptied; the food cart is untouched.
    expect(await page.evaluate(() => localStorage.getItem('grocery_cart'))).toBe('[]');
    expect(await page.evaluate(() => localStorage.getItem('cart'))).toBe(foodCart);

    const orderId = decodeURIComponent(new URL(page.url()).pathname.split('/').pop() ?? '');
    const details = await page.request.post('/public/api/get-order-details', {
      data: { token: session.auth_token, unique_order_id: orderId },
    });
    const order = (
      (await details.json()) as {
        data: { kind: string; items: { quantity: number; substitution_preference: string }[] };
      }
    ).data;
    expect(order.kind).toBe('grocery');
    expect(order.items).toEqual([
      expect.objectContaining({ quantity: 2, substitution_preference: 'remove' }),
    ]);
  });

  test('an item stops at its maximum with a message, and a food store never shows in grocery', async ({
    page,
  }) => {
    const session = await newCustomer(page.request);
    await signIn(page, session);
    const capped = await page.request.post('/public/api/get-grocery-store', {
      data: { slug: 'nawabi-biryani-house' },
    });
    expect(capped.status()).toBe(404);

    const item = await pickItem(
      page.request,
      (entry) => entry.max_per_order > 0 && entry.max_per_order <= 6,
    );
    await page.goto(`/grocery/${STORE}/menu/0`);
    await page.getByLabel(/^Search in Daily Basket/).fill(item.name);
    const card = page.getByRole('article', { name: item.name, exact: true });
    const add = card.getByRole('button', { name: `Add one ${item.name}` });
    for (let press = 0; press < item.max_per_order; press += 1) await add.click();
    // At the maximum the button says so to assistive technology (aria-disabled) and, pressed
    // anyway, tells why nothing was added.
    await expect(add).toHaveAttribute('aria-disabled', 'true');
    await add.click({ force: true });
    await expect(
      page.getByText(`You can add at most ${item.max_per_order} of this item`).first(),
    ).toBeVisible();
    await expect(card.locator('[aria-live="polite"]')).toHaveText(String(item.max_per_order));
  });

  test('the store proposes a substitute while packing; the customer approves it live; bill and cash due follow', async ({
    page,
    browser,
  }) => {
    const session = await newCustomer(page.request);
    const item = await pickItem(
      page.request,
      (entry) => entry.price >= 10_000 && entry.max_per_order >= 1,
    );
    const substitute = await pickItem(
      page.request,
      (entry) =>
        entry.price < item.price &&
        entry.price >= 2_000 &&
        entry.id !== item.id &&
        entry.max_per_order >= 1,
    );
    const placed = await page.request.post('/public/api/place-order', {
      data: {
        token: session.auth_token,
        kind: 'grocery',
        restaurant_id: item.restaurant_id,
        items: [{ id: item.id, quantity: 1, addons: [], substitution: 'similar' }],
        delivery_type: 'DELIVERY',
        address_id: (
          (await (
            await page.request.post('/public/api/get-addresses', {
              data: { token: session.auth_token },
            })
          ).json()) as { data: { id: number }[] }
        ).data[0]?.id,
        payment_method: 'COD',
        idempotency_key: `e2e-substitute-${Date.now()}`,
      },
    });
    expect(placed.ok(), await placed.text()).toBe(true);
    // Order lines and substitutes name the pack: "Nagpur Oranges, 1 kg".
    const itemName = `${item.name}, ${item.pack_label}`;
    const substituteName = `${substitute.name}, ${substitute.pack_label}`;
    const order = (
      (await placed.json()) as {
        data: { unique_order_id: string; bill: { total: number } };
      }
    ).data;

    // The customer watches the running order.
    await signIn(page, session);
    await page.goto(`/running-order/${order.unique_order_id}`);
    await expect(page.getByRole('heading', { name: /Order placed|Preparing/ })).toBeVisible();

    // The store, on its tablet, accepts the order and proposes a substitute for the line.
    const tablet = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await tablet.goto('/console/login');
    await tablet.getByLabel('Email').fill('owner@demo.test');
    await tablet.getByLabel('Password').fill('demopassword');
    await tablet.getByRole('button', { name: 'Log in' }).click();
    const picker = tablet.getByLabel('Store', { exact: true });
    await picker.selectOption({ label: 'Daily Basket Supermarket' });
    const card = tablet.getByRole('article', { name: `#${order.unique_order_id}` });
    await expect(card).toBeVisible({ timeout: 20_000 });
    const accept = card.getByRole('button', { name: `Accept order ${order.unique_order_id}` });
    if (await accept.isVisible()) await accept.click();
    await card.getByRole('button', { name: `Propose a substitute for 1 × ${itemName}` }).click();
    await card.getByLabel('Find a substitute').fill(substitute.name);
    await card
      .getByLabel('Substitute', { exact: true })
      .selectOption({ value: String(substitute.id) });
    await card.getByRole('button', { name: 'Send to customer' }).click();
    await expect(card.getByText(`Waiting for the customer: 1 × ${substituteName}`)).toBeVisible();

    // Live on the customer's page (order_updated on the order stream): approve it.
    const proposal = page.getByTestId('substitution-proposal');
    await expect(proposal).toContainText(`Replace it with ${substituteName} × 1?`, {
      timeout: 15_000,
    });
    await expect(proposal).toContainText(/left to decide/);
    await page.screenshot({
      path: 'test-results/e2e/grocery-substitute-proposal-390.png',
      fullPage: true,
    });
    await proposal.getByRole('button', { name: 'Yes, replace' }).click();
    await expect(page.getByText(`${itemName} replaced with ${substituteName} × 1`)).toBeVisible();
    const saved = item.price - substitute.price;
    const rupees = (minor: number) =>
      `₹${minor % 100 === 0 ? minor / 100 : (minor / 100).toFixed(2)}`;
    await expect(page.getByText(`You pay ${rupees(saved)} less on delivery`)).toBeVisible();
    const items = page.getByRole('region', { name: 'Items' });
    await expect(items).toContainText(`1 × ${substituteName}`);
    await expect(items).toContainText(`Replaces ${itemName}`);
    await page.screenshot({
      path: 'test-results/e2e/grocery-substitute-approved-390.png',
      fullPage: true,
    });

    // The store sees the answer live too; the order's bill dropped by exactly the saving.
    await expect(card.getByText(`Replaced with 1 × ${substituteName}`)).toBeVisible({
      timeout: 15_000,
    });
    const details = await page.request.post('/public/api/get-order-details', {
      data: { token: session.auth_token, unique_order_id: order.unique_order_id },
    });
    const after = (
      (await details.json()) as {
        data: { bill: { total: number; payable: number } };
      }
    ).data;
    expect(after.bill.total).toBe(order.bill.total - saved);
    expect(after.bill.payable).toBe(order.bill.total - saved);
    await tablet.close();
  });
});
