import { spawn, type ChildProcess } from 'node:child_process';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  KHALTI,
  MERCADO_PAGO,
  PHONEPE,
  startFakeProviders,
  type FakeProviders,
} from './payment-fakes';
import { PAYMONGO, startFakePaymongo, type FakePaymongo } from './paymongo-fake';
import { UPI_GATEWAY } from './upi-gateway-fake';
import { PAYTM } from './paytm-fake';
import { HOME_ADDRESS, registerCustomer } from './customer-support';
import { CARDS, routeStripe, STRIPE } from './stripe-fake';
import { paymentsAppPort, workerServerIndex } from './servers';
import { INDIRANAGAR, seedLocalStorage } from './support';

/**
 * Online payments from checkout to the running order, against fake providers: this file starts its
 * own app (e2e/payments-app-server.ts) whose providers' API addresses name the fake server.
 */
const PORT = paymentsAppPort(workerServerIndex(), 0);
const APP = `http://127.0.0.1:${PORT}`;
const STORE = 'napoli-woodfire-pizza';

let fakes: FakeProviders;
let paymongo: FakePaymongo;
let server: ChildProcess;

test.describe.configure({ mode: 'serial' });
test.use({ baseURL: APP, storageState: { cookies: [], origins: [] } });

/** Starts e2e/payments-app-server.ts on `port` with these settings; resolves once it answers. */
async function startPaymentsApp(port: number, settings: Record<string, string>) {
  const app = spawn('node', ['--import', 'tsx', 'e2e/payments-app-server.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      LOG_LEVEL: 'warn',
      AUTH_RATE_LIMIT_PER_ADDRESS: '1000',
      // The fake Paytm's payment page takes checkout's form post (CSP form-action).
      PAYMENT_FORM_ORIGINS: fakes.url,
      E2E_PAYMENT_SETTINGS: JSON.stringify(settings),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; i < 120; i += 1) {
    const ok = await fetch(`http://127.0.0.1:${port}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return app;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  app.kill('SIGTERM');
  throw new Error('the payments app did not start');
}

/** PayMongo's keys and API address: given to both apps, the INR one must still not offer it. */
const paymongoSettings = (apiUrl: string) => ({
  paymongoPublicKey: PAYMONGO.publicKey,
  paymongoSecretKey: PAYMONGO.secretKey,
  paymongoWebhookSecret: PAYMONGO.webhookSecret,
  paymongoApiBaseUrl: apiUrl,
});

test.beforeAll(async () => {
  test.setTimeout(90_000);
  fakes = await startFakeProviders();
  paymongo = await startFakePaymongo();
  server = await startPaymentsApp(PORT, {
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
    upiGatewayKey: UPI_GATEWAY.key,
    upiGatewayApiBaseUrl: fakes.url,
    paytmMerchantId: PAYTM.merchantId,
    paytmMerchantKey: PAYTM.merchantKey,
    paytmApiBaseUrl: fakes.url,
    stripePublishableKey: STRIPE.publishableKey,
    stripeSecretKey: STRIPE.secretKey,
    stripeApiBaseUrl: fakes.url,
    ...paymongoSettings(paymongo.url),
  });
});

test.afterAll(async () => {
  server?.kill('SIGTERM');
  await fakes?.close();
  await paymongo?.close();
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
async function placeOrderWith(page: Page, method: string, symbol = '₹'): Promise<string> {
  await page.goto(`/stores/${STORE}`);
  await page.getByRole('button', { name: 'Add Veggie Supreme', exact: true }).click();
  await expect(page.getByTestId('view-cart-bar')).toContainText('1 item');
  await page.goto('/checkout');
  await page.getByRole('radio', { name: method }).check();
  const place = page.getByRole('button', { name: new RegExp(`^Place order · ${symbol}`) });
  await expect(place).toBeEnabled();
  const label = (await place.textContent()) ?? '';
  await place.click();
  return new RegExp(`${symbol}[\\d,.]+`).exec(label)?.[0] ?? '';
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

test('PayMongo is not offered while the store charges INR, though its keys are entered', async ({
  page,
}) => {
  await signedInCustomer(page, page.request);
  await page.goto(`/stores/${STORE}`);
  await page.getByRole('button', { name: 'Add Veggie Supreme', exact: true }).click();
  await page.goto('/checkout');
  await expect(page.getByRole('radio', { name: 'PhonePe' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'PayMongo' })).toHaveCount(0);
});

test.describe('a store charging in pesos', () => {
  /** A second app whose currency is PHP, the only one PayMongo takes. */
  const PHP_PORT = paymentsAppPort(workerServerIndex(), 1);
  let phpServer: ChildProcess | undefined;
  test.use({ baseURL: `http://127.0.0.1:${PHP_PORT}` });
  test.beforeAll(async () => {
    test.setTimeout(90_000);
    phpServer = await startPaymentsApp(PHP_PORT, {
      currencyCode: 'PHP',
      currencyFormat: '₱',
      ...paymongoSettings(paymongo.url),
    });
  });
  test.afterAll(() => {
    phpServer?.kill('SIGTERM');
  });

  test('pay with PayMongo: checkout → Checkout Session page → signed webhook → back to the running order, paid', async ({
    page,
  }) => {
    await signedInCustomer(page, page.request);
    const shown = await placeOrderWith(page, 'PayMongo', '₱');

    await expect(page).toHaveURL(new RegExp(`^${paymongo.url}/paymongo/checkout/cs_`));
    await expect(page.getByRole('heading', { name: 'PayMongo' })).toBeVisible();
    // The session PayMongo was asked for is the server's amount, the same the checkout showed.
    await expect(page.getByText(`Amount ${shown.replace(/,/g, '')}`)).toBeVisible();
    await page.getByRole('button', { name: /^Pay ₱/ }).click();

    await expect(page).toHaveURL(/\/running-order\/[^/]+$/);
    await expect(page.getByText('PayMongo', { exact: true })).toBeVisible();
    await expect(page.getByText('Paid', { exact: true })).toBeVisible();
    // The shop checked PayMongo's signature on the event and paid the order with it.
    expect(paymongo.webhookResults).toEqual(['paid']);
    expect(paymongo.refused).toEqual([]);
  });
});

test('UPI gateway: a forged webhook before paying is refused; paying in the UPI page pays the order', async ({
  page,
}) => {
  await signedInCustomer(page, page.request);
  const shown = await placeOrderWith(page, 'UPI');

  await expect(page).toHaveURL(new RegExp(`^${fakes.url}/upi/pay/\\d+$`));
  await expect(page.getByRole('heading', { name: 'UPI' })).toBeVisible();
  await expect(page.getByText(`Amount ${shown.replace(/,/g, '')}`)).toBeVisible();
  const upiId = Number(page.url().split('/').pop());
  const upiOrder = [...fakes.upiGateway.orders.values()].find((order) => order.id === upiId);
  expect(upiOrder?.status).toBe('created');

  // UPIGateway signs nothing, so anyone can post its webhook: a success it does not confirm is refused.
  const forged = await page.request.post(`${APP}/public/api/upi-gateway/webhook`, {
    form: {
      client_txn_id: upiOrder?.clientTxnId ?? '',
      status: 'success',
      amount: upiOrder?.amount ?? '',
    },
  });
  expect(forged.status()).toBe(400);
  expect((await forged.json()).error.code).toBe('payments.invalid_signature');

  await page.getByRole('button', { name: /^Pay ₹/ }).click();
  await expect(page).toHaveURL(/\/running-order\/[^/]+$/);
  await expect(page.getByText('UPI', { exact: true })).toBeVisible();
  await expect(page.getByText('Paid', { exact: true })).toBeVisible();
  // The genuine webhook, confirmed with the status API, paid it; the return found it paid.
  expect(fakes.upiGateway.webhookAnswers.map((answer) => answer.status)).toEqual([200]);
  expect(fakes.upiGateway.webhookAnswers[0]?.body).toContain('"result":"paid"');
  expect(fakes.refused).toEqual([]);
});

test('pay with Paytm: checkout → Paytm payment page → checksummed callback → the running order, paid', async ({
  page,
}) => {
  await signedInCustomer(page, page.request);
  const shown = await placeOrderWith(page, 'Paytm');

  // The browser posted the transaction's token to Paytm's payment page.
  await expect(page).toHaveURL(new RegExp(`^${fakes.url}/theia/api/v1/showPaymentPage\\?mid=`));
  await expect(page.getByRole('heading', { name: 'Paytm' })).toBeVisible();
  // The amount Paytm was asked for is the server's, the same the checkout showed.
  await expect(page.getByText(`Amount ${shown.replace(/,/g, '')}`)).toBeVisible();
  await page.getByRole('button', { name: /^Pay ₹/ }).click();

  await expect(page).toHaveURL(/\/running-order\/[^/]+$/);
  await expect(page.getByText('Paytm', { exact: true })).toBeVisible();
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
