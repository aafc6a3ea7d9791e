import { expect, test, type Page } from '@playwright/test';
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
  await expect(cookieNotice(page)).toBeVisible();
  await expectTappable(page, proceed);
  await page.screenshot({ path: `${SHOTS}/open-5-cart.png`, fullPage: true });
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
