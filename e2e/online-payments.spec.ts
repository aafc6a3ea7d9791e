import { spawn, type ChildProcess } from 'node:child_process';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  KHALTI,
  MERCADO_PAGO,
  PHONEPE,
  startFakeProviders,
  type FakeProviders,
} from './payment-fakes';
import { HOME_ADDRESS, registerCustomer } from './customer-support';
import { CARDS, routeStripe, STRIPE } from './stripe-fake';
import { INDIRANAGAR, seedLocalStorage } from './support';

/**
 * Online payments from checkout to the running order, against fake providers: this file starts its
 * own app (e2e/payments-app-server.ts) whose providers' API addresses name the fake server.
 */
const PORT = Number(process.env.E2E_PORT ?? 4317) + 11;
const APP = `http://127.0.0.1:${PORT}`;
const STORE = 'napoli-woodfire-pizza';

let fakes: FakeProviders;
let server: ChildProcess;

test.describe.configure({ mode: 'serial' });
test.use({ baseURL: APP, storageState: { cookies: [], origins: [] } });

test.beforeAll(async () => {
  test.setTimeout(90_000);
  fakes = await startFakeProviders();
  server = spawn('node', ['--import', 'tsx', 'e2e/payments-app-server.ts'], {
    env: {
      ...process.env,
      PORT: String(PORT),
      LOG_LEVEL: 'warn',
      AUTH_RATE_LIMIT_PER_ADDRESS: '1000',
      E2E_PAYMENT_SETTINGS: JSON.stringify({
        phonepeMerchantId: PHONEPE.merchantId,
        phonepeSaltKey: PHONEPE.saltKey,
        phonepeSaltIndex: PHONEPE.saltIndex,
        phonepeApiBaseUrl: fakes.url,
        mercadoPagoPublicKey: MERCADO_PAGO.publicKey,
        mercadoPagoAccessToken: MERCADO_PAGO.accessToken,
        mercadoPagoWebhookSecret: MERCADO_PAGO.webhookSecret,
        mercadoPagoApiBaseUrl: fakes.url,
        khaltiPublicKey: KHALTI.publicKey,
        khaltiSecretKey: KHALTI.secretKey,
        khaltiApiBaseUrl: fakes.url,
        stripePublishableKey: STRIPE.publishableKey,
        stripeSecretKey: STRIPE.secretKey,
        stripeApiBaseUrl: fakes.url,
      }),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; i < 120; i += 1) {
    const ok = await fetch(`${APP}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the payments app did not start');
});

test.afterAll(async () => {
  server?.kill('SIGTERM');
  await fakes?.close();
});

/** A fresh customer with a default address near the demo store, signed in on `page`. */
async function signedInCustomer(page: Page, request: APIRequestContext) {
  const { data: session } = await registerCustomer(request, { phonePrefix: '+9198' });
  await seedLocalStorage(page, {
    gdprAccepted: 'true',
    pushPromptDeferredUntil: '99999999999999',
    user: JSON.stringify({ success: true, data: session }),
    addresses: '[]',
    userSetAddress: JSON.stringify({
      lat: INDIRANAGAR.latitude,
      lng: INDIRANAGAR.longitude,
      address: HOME_ADDRESS,
      tag: 'home',
      businessLocation: false,
    }),
    userAlreadySelectedLocation: 'true',
  });
  return session;
}

/** Adds a pizza, opens checkout, picks `method` and places the order; answers the amount shown. */
async function placeOrderWith(page: Page, method: string): Promise<string> {
  await page.goto(`/stores/${STORE}`);
  await page.getByRole('button', { name: 'Add Veggie Supreme', exact: true }).click();
  await expect(page.getByTestId('view-cart-bar')).toContainText('1 item');
  await page.goto('/checkout');
  await page.getByRole('radio', { name: method }).check();
  const place = page.getByRole('button', { name: /^Place order · ₹/ });
  await expect(place).toBeEnabled();
  const label = (await place.textContent()) ?? '';
  await place.click();
  return /₹[\d,.]+/.exec(label)?.[0] ?? '';
}

test('pay with PhonePe: checkout → PhonePe pay page → back to the running order, paid', async ({
  page,
}) => {
  await signedInCustomer(page, page.request);
  const shown = await placeOrderWith(page, 'PhonePe');

  await expect(page).toHaveURL(new RegExp(`^${fakes.url}/phonepe/pay/`));
  await expect(page.getByRole('heading', { name: 'PhonePe' })).toBeVisible();
  // The amount PhonePe was asked for is the server's, the same the checkout showed.
  await expect(page.getByText(`Amount ${shown.replace(/,/g, '')}`)).toBeVisible();
  await page.getByRole('button', { name: /^Pay ₹/ }).click();

  await expect(page).toHaveURL(/\/running-order\/[^/]+$/);
  await expect(page.getByText('PhonePe', { exact: true })).toBeVisible();
  await expect(page.getByText('Paid', { exact: true })).toBeVisible();
  expect(fakes.refused).toEqual([]);
});

test('pay with Mercado Pago: checkout → Checkout Pro → back to the running order, paid', async ({
  page,
}) => {
  await signedInCustomer(page, page.request);
  const shown = await placeOrderWith(page, 'Mercado Pago');

  await expect(page).toHaveURL(new RegExp(`^${fakes.url}/mp/checkout/`));
  await expect(page.getByRole('heading', { name: 'Mercado Pago' })).toBeVisible();
  await expect(page.getByText(`Amount ${shown.replace(/,/g, '')}`)).toBeVisible();
  await page.getByRole('button', { name: /^Pay ₹/ }).click();

  await expect(page).toHaveURL(/\/running-order\/[^/]+$/);
  await expect(page.getByText('Mercado Pago', { exact: true })).toBeVisible();
  await expect(page.getByText('Paid', { exact: true })).toBeVisible();
  expect(fakes.refused).toEqual([]);
});

test('Khalti: a forged return claiming Completed is refused; paying for real then pays the order', async ({
  page,
}) => {
  await signedInCustomer(page, page.request);
  await placeOrderWith(page, 'Khalti');

  await expect(page).toHaveURL(new RegExp(`^${fakes.url}/khalti/pay/`));
  const payUrl = page.url();
  const pidx = payUrl.split('/').pop() ?? '';
  const payment = fakes.khalti.get(pidx);
  expect(payment?.status).toBe('Initiated');

  // Back at the shop without paying, with a return that says it was paid.
  const forged = new URLSearchParams({
    pidx,
    status: 'Completed',
    transaction_id: 'KTforged',
    total_amount: String(payment?.amount ?? 0),
    purchase_order_id: payment?.purchaseOrderId ?? '',
  });
  await page.goto(`/khalti-verify?${forged.toString()}`);
  await expect(page.getByText('We could not confirm your payment yet.')).toBeVisible();
  await page.goto(`/running-order/${encodeURIComponent(payment?.purchaseOrderId ?? '')}`);
  await expect(page.getByText('Khalti', { exact: true })).toBeVisible();
  await expect(page.getByText('Paid', { exact: true })).toHaveCount(0);

  // The genuine payment goes through.
  await page.goto(payUrl);
  await page.getByRole('button', { name: /^Pay ₹/ }).click();
  await expect(page).toHaveURL(/\/running-order\/[^/]+$/);
  await expect(page.getByText('Paid', { exact: true })).toBeVisible();
  expect(fakes.refused).toEqual([]);
});

test('Stripe card with 3-D Secure: a return claiming success before authentication pays nothing; after it, stripe-redirect-capture pays the order', async ({
  page,
}) => {
  await routeStripe(page, fakes.url);
  await signedInCustomer(page, page.request);
  await placeOrderWith(page, 'Card');

  const sheet = page.getByRole('dialog', { name: 'Pay by card' });
  await sheet.getByLabel('Card number').fill(CARDS.threeDSecure);
  await sheet.getByRole('button', { name: 'Pay now' }).click();
  await expect(page).toHaveURL(new RegExp(`^${fakes.url}/stripe/3ds/`));
  const threeDsPage = page.url();
  const intent = fakes.stripe.get(threeDsPage.split('/').pop() ?? '');
  expect(intent?.status).toBe('requires_action');

  // Back at the shop without authenticating, with a return that says it succeeded.
  const forged = new URLSearchParams({
    payment_intent: intent?.id ?? '',
    payment_intent_client_secret: intent?.client_secret ?? '',
    redirect_status: 'succeeded',
  });
  await page.goto(`/public/api/stripe-redirect-capture?${forged.toString()}`);
  await expect(page).toHaveURL(/\/running-order\/[^/]+$/);
  await expect(page.getByText('Card', { exact: true })).toBeVisible();
  await expect(page.getByText('Paid', { exact: true })).toHaveCount(0);

  // The bank's page, then Stripe's return: paid without any webhook.
  await page.goto(threeDsPage);
  await page.getByRole('button', { name: 'Complete authentication' }).click();
  await expect(page).toHaveURL(/\/running-order\/[^/]+$/);
  await expect(page.getByText('Paid', { exact: true })).toBeVisible();
  expect(fakes.refused).toEqual([]);
});

test("Stripe wallet: Google Pay's PaymentMethod is confirmed by our server (accept-stripe-payment) and the order opens paid", async ({
  page,
}) => {
  await routeStripe(page, fakes.url);
  await signedInCustomer(page, page.request);
  await placeOrderWith(page, 'Card');

  const sheet = page.getByRole('dialog', { name: 'Pay by card' });
  const confirmed = page.waitForResponse('**/public/api/accept-stripe-payment');
  await sheet.getByRole('button', { name: 'Google Pay' }).click();
  expect((await (await confirmed).json()).data.status).toBe('succeeded');
  await expect(page).toHaveURL(/\/running-order\/[^/]+$/);
  await expect(page.getByText('Card', { exact: true })).toBeVisible();
  await expect(page.getByText('Paid', { exact: true })).toBeVisible();
});
