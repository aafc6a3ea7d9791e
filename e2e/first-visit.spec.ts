import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  addMargherita,
  browserNotYetAskedForPush,
  chooseLocation,
  cookieNotice,
  expectTappable,
  logInThroughForm,
  registerCustomer,
  SHOTS,
  STORE,
} from './first-visit-support';
import { INDIRANAGAR, seedSavedAddress } from './support';

/**
 * A first visit (issue 13): empty storage, so the cookie notice shows and the push question has
 * never been answered, unlike every other journey, whose default storage (playwright.config.ts)
 * accepts the notice and defers the question before each test. The notice is left showing for
 * most of each journey, to prove it covers no primary action, and answered at the end.
 */
test.use({ storageState: { cookies: [], origins: [] } });

const PUSH_QUESTION = 'Get order updates?';
/** The old prompt opened a few seconds after login; waiting past it proves nothing opens now. */
const PAST_THE_OLD_PROMPT_MS = 6_000;
const WEEK_MS = 7 * 24 * 60 * 60 * 1000;
/** The pages a first-time visitor reaches without an order. */
const WALK = [
  '/',
  '/food',
  '/explore',
  '/offers',
  `/stores/${STORE.slug}`,
  '/cart',
  '/my-account',
  '/login',
  '/alerts',
  '/search-location',
];

/** Every dialog on screen: one at a time, never a second over the first. */
function dialogs(page: Page) {
  return page.getByRole('dialog');
}

test('[H8.10][H8.11] a first-time visitor: location → store → required add-ons → cart → cash order → tracking, the cookie notice covering nothing and the push question asked only on the running order', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await browserNotYetAskedForPush(page);
  const customer = await registerCustomer(page.request);

  await chooseLocation(page, 'open');
  await addMargherita(page, 'open');

  // A guest's cart asks to log in: that is its primary action.
  await page.getByTestId('view-cart-bar').click();
  await expect(page).toHaveURL(/\/cart$/);
  const logIn = page.getByRole('link', { name: 'Log in' }).last();
  await expectTappable(page, logIn);
  await logIn.click();
  await logInThroughForm(page, customer);
  await expect(page).toHaveURL(/\/cart$/);

  // Logged in, with the add-on sheet open past the moment the old prompt opened: no second dialog.
  await page.goto(`/stores/${STORE.slug}`);
  await page.getByRole('button', { name: 'Add Farmhouse', exact: true }).first().click();
  const sheet = page.getByRole('dialog', { name: 'Farmhouse' });
  await expect(sheet).toBeVisible();
  await page.waitForTimeout(PAST_THE_OLD_PROMPT_MS);
  await expect(dialogs(page)).toHaveCount(1);
  await sheet.getByRole('radio', { name: /Large/ }).check();
  await sheet.getByRole('radio', { name: /Classic/ }).check();
  await sheet.getByRole('button', { name: /Add item/ }).click();
  await expect(sheet).toBeHidden();
  await expect(page.getByTestId('view-cart-bar')).toContainText('2 items');
  await expect(dialogs(page)).toHaveCount(0);

  await page.getByTestId('view-cart-bar').click();
  const proceed = page.getByRole('button', { name: 'Proceed to checkout' });
  await expect(proceed).toBeEnabled();
  await expect(page.getByRole('heading', { name: 'Bill details' })).toBeVisible();
  await expect(cookieNotice(page)).toBeVisible();
  await expectTappable(page, proceed);
  await page.screenshot({ path: `${SHOTS}/open-5-cart.png` });
  await proceed.click();

  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('radio', { name: 'Cash on delivery' })).toBeChecked();
  const place = page.getByRole('button', { name: /^Place order · ₹/ });
  await expect(place).toBeEnabled();
  await expectTappable(page, place);
  await page.screenshot({ path: `${SHOTS}/open-6-checkout.png` });
  await place.click();

  // Tracking: the moment push is worth something, asked there and alone.
  await expect(page).toHaveURL(/\/running-order\/[^/]+$/);
  await expect(
    page.getByRole('heading', { name: /Order placed|Preparing your order/ }),
  ).toBeVisible();
  const question = page.getByRole('dialog', { name: PUSH_QUESTION });
  await expect(question).toBeVisible();
  await expect(dialogs(page)).toHaveCount(1);
  await page.screenshot({ path: `${SHOTS}/open-7-running-order-push.png` });
  await question.getByRole('button', { name: 'Not now' }).last().click();
  await expect(question).toBeHidden();
  const deferredUntil = Number(
    await page.evaluate(() => localStorage.getItem('pushPromptDeferredUntil')),
  );
  expect(deferredUntil - Date.now()).toBeGreaterThan(WEEK_MS - 60_000);

  // Not again for a while, even on the next order's page.
  await page.reload();
  await expect(
    page.getByRole('heading', { name: /Order placed|Preparing your order/ }),
  ).toBeVisible();
  await page.waitForTimeout(3_000);
  await expect(question).toBeHidden();

  // The alerts screen still offers it, when asked.
  await page.goto('/alerts');
  await page.getByRole('button', { name: 'Turn on' }).click();
  await expect(question).toBeVisible();
  await question.getByRole('button', { name: 'Not now' }).last().click();

  // At last the visitor answers the cookie notice; it goes and gives its space back.
  await cookieNotice(page).getByRole('button').click();
  await expect(cookieNotice(page)).toBeHidden();
  expect(
    await page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--bottom-notice-height'),
    ),
  ).toBe('0px');
});

/** The next 05:30 in Kolkata (UTC+5:30, the config's time zone): most stores are closed then. */
function nextEarlyMorning(now = Date.now()): Date {
  const day = 24 * 60 * 60 * 1000;
  const atUtcMidnight = Math.floor(now / day) * day; // 05:30 IST is 00:00 UTC
  return new Date(atUtcMidnight + (atUtcMidnight > now ? 0 : day));
}

/**
 * The server decides open and closed by its own clock, which a journey cannot set. At 05:30 the
 * store would be closed until 10:00: the browser is told so (its store and cart checks), while the
 * order itself is priced, checked and placed by the real server for the slot chosen.
 */
async function storeClosedUntilTen(page: Page): Promise<void> {
  const week = ['1', '2', '3', '4', '5', '6', '7'].map((day) => ({
    day: Number(day),
    ranges: [['10:00', '22:00']],
  }));
  await page.route(`**/public/api/get-restaurant-info/${STORE.slug}`, async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data: Record<string, unknown> };
    Object.assign(body.data, {
      is_open: false,
      opens_at_text: 'Opens at 10:00',
      opening_hours: week,
    });
    await route.fulfill({ response, json: body });
  });
  await page.route('**/public/api/check-cart-items-availability', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data: { restaurant: Record<string, unknown> } };
    body.data.restaurant.is_open = false;
    await route.fulfill({ response, json: body });
  });
}

test('[H8.12] at 05:30 a closed store’s cart offers scheduling, and the order is placed for its opening', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const earlyMorning = nextEarlyMorning();
  await page.clock.setFixedTime(earlyMorning);
  await browserNotYetAskedForPush(page);
  await storeClosedUntilTen(page);
  const customer = await registerCustomer(page.request);
  // The cart knows the store is closed: it never asks for a bill for now (the server would answer
  // 409 store_closed, a console error), only for the opening slot.
  const cartQuotes: (string | null)[] = [];
  const consoleErrors: string[] = [];
  page.on('request', (request) => {
    if (!request.url().endsWith('/public/api/get-checkout-quote')) return;
    if (!new URL(page.url()).pathname.endsWith('/cart')) return;
    const body = request.postDataJSON() as { scheduled_for?: string | null };
    cartQuotes.push(body.scheduled_for ?? null);
  });
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(`${page.url()}: ${message.text()}`);
  });

  await chooseLocation(page, 'closed');
  await addMargherita(page, 'closed');
  await expect(page.getByText('Opens at 10:00')).toBeVisible();
  // The visitor answers the notice here; the bars come down to the bottom of the screen.
  await cookieNotice(page).getByRole('button').click();
  await expect(cookieNotice(page)).toBeHidden();
  await expect
    .poll(async () => {
      const box = await page.getByTestId('view-cart-bar').boundingBox();
      return box ? Math.round(box.y + box.height) : 0;
    })
    .toBeGreaterThan(830);

  await page.getByTestId('view-cart-bar').click();
  await page.getByRole('link', { name: 'Log in' }).last().click();
  await logInThroughForm(page, customer);
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByText('Schedule your order for when it opens')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Bill details' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Proceed to checkout' })).toHaveCount(0);
  const schedule = page.getByRole('button', { name: 'Schedule for when it opens' });
  // On first view, before any scroll, the action is whole and above the tab bar.
  await expect(schedule).toBeInViewport({ ratio: 1 });
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  const [actionBox, tabsBox] = [
    await schedule.boundingBox(),
    await page.getByRole('navigation', { name: 'Main' }).boundingBox(),
  ];
  expect(actionBox!.y + actionBox!.height).toBeLessThanOrEqual(tabsBox!.y);
  await schedule.click({ trial: true, timeout: 2_000 });
  await expectTappable(page, schedule);
  await page.screenshot({ path: `${SHOTS}/closed-5-cart.png` });
  const opening = new Date(earlyMorning.getTime() + (4 * 60 + 30) * 60_000).toISOString();
  await expect.poll(() => cartQuotes.length).toBeGreaterThan(0);
  expect(new Set(cartQuotes)).toEqual(new Set([opening]));
  expect(consoleErrors.filter((error) => error.includes('/cart'))).toEqual([]);
  await schedule.click();

  // Checkout starts on "Schedule for later" at 10:00 that day (04:30 UTC).
  await expect(page).toHaveURL(/\/checkout\?slot=/);
  expect(new URL(page.url()).searchParams.get('slot')).toBe(opening);
  await expect(page.getByRole('radio', { name: 'Schedule for later' })).toBeChecked();
  await expect(page.getByRole('combobox').nth(1)).toHaveValue(opening);
  const place = page.getByRole('button', { name: /^Place order · ₹/ });
  await expect(place).toBeEnabled();
  await expectTappable(page, place);
  await page.screenshot({ path: `${SHOTS}/closed-6-checkout.png` });
  const placed = page.waitForResponse('**/public/api/place-order');
  await place.click();
  const order = (await (await placed).json()) as { data: { scheduled_for: string | null } };
  expect(order.data.scheduled_for).toBe(opening);

  await expect(page).toHaveURL(/\/running-order\/[^/]+$/);
  await expect(page.getByRole('heading', { name: /Scheduled/ })).toBeVisible();
  await expect(dialogs(page)).toHaveCount(1);
  await page.screenshot({ path: `${SHOTS}/closed-7-running-order.png` });
});

test('[H8.10] on every page of the walk the tab bar rides above the cookie notice and no dialog opens by itself', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await browserNotYetAskedForPush(page);
  await seedSavedAddress(page, {
    lat: INDIRANAGAR.latitude,
    lng: INDIRANAGAR.longitude,
    address: 'Indiranagar',
    businessLocation: true,
  });
  for (const route of WALK) {
    await page.goto(route);
    await expect(cookieNotice(page)).toBeVisible();
    const tabs = page.getByRole('navigation', { name: 'Main' });
    if (await tabs.isVisible()) {
      await expect
        .poll(async () => {
          const [tabsBox, noticeBox] = [
            await tabs.boundingBox(),
            await cookieNotice(page).boundingBox(),
          ];
          return tabsBox && noticeBox ? tabsBox.y + tabsBox.height <= noticeBox.y : false;
        }, `${route}: the tab bar ends above the notice`)
        .toBe(true);
    }
    await expect(dialogs(page), `${route}: no dialog by itself`).toHaveCount(0);
    await page.screenshot({ path: `${SHOTS}/walk${route.replaceAll('/', '-')}.png` });
  }
});
