import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildTestApp, postJson } from '../../test/build-test-app';
import { loginAs } from '../profile/account-data.fixture';
import { refundRowsOf, silentLog } from './card-refunds.fixture';
import {
  countWebhookEvents,
  createAwaitingOrder,
  insertAttempt,
  paymentSettings,
  paymentSnapshot,
  paymentsSeed,
  SECRETS,
  startFakeProviderServer,
} from './payments.fixture';
import { reconcileAwaitingPayments } from './reconcile-payments';
import { processDueRefunds } from './refunds.usecases';

interface FakePayment {
  id: number;
  status: string;
  transaction_amount: number;
  currency_id: string;
  external_reference: string;
}

/** Mercado Pago's payments as its API answers them, by id. */
const payments = new Map<string, FakePayment>();
let nextPaymentId = 1_000_000_001;

let fake: Awaited<ReturnType<typeof startFakeProviderServer>>;
let ctx: Awaited<ReturnType<typeof buildTestApp>>;

beforeAll(async () => {
  fake = await startFakeProviderServer((request) => {
    if (request.headers.authorization !== `Bearer ${SECRETS.mercadoPagoAccessToken}`) {
      return { status: 401, body: { message: 'invalid access token', status: 401 } };
    }
    const url = new URL(request.path, 'http://fake');
    // The SDK writes some paths with a trailing slash (/checkout/preferences/).
    url.pathname = url.pathname.replace(/(.)\/$/, '$1');
    if (request.method === 'POST' && url.pathname === '/checkout/preferences') {
      const body = JSON.parse(request.body) as { external_reference: string };
      return {
        status: 201,
        body: {
          id: `pref-${body.external_reference}`,
          init_point: `https://www.mercadopago.test/checkout?pref=${body.external_reference}`,
          sandbox_init_point: `https://sandbox.mercadopago.test/checkout?pref=${body.external_reference}`,
          ...body,
        },
      };
    }
    if (request.method === 'GET' && url.pathname === '/v1/payments/search') {
      const ref = url.searchParams.get('external_reference');
      const results = [...payments.values()].filter((p) => p.external_reference === ref);
      return { status: 200, body: { paging: { total: results.length }, results } };
    }
    const refund = /^\/v1\/payments\/(\d+)\/refunds(?:\/(\d+))?$/.exec(url.pathname);
    if (refund) {
      const amount = request.body ? (JSON.parse(request.body) as { amount: number }).amount : 0;
      return {
        status: request.method === 'POST' ? 201 : 200,
        body: { id: 777001, payment_id: Number(refund[1]), amount, status: 'approved' },
      };
    }
    const payment = /^\/v1\/payments\/(\d+)$/.exec(url.pathname);
    const found = payment ? payments.get(payment[1] ?? '') : undefined;
    if (request.method === 'GET' && found) return { status: 200, body: found };
    return { status: 404, body: { message: 'not found', status: 404 } };
  });
  ctx = await buildTestApp({
    seed: paymentsSeed(paymentSettings({ mercadoPagoApiBaseUrl: fake.url })),
  });
});
afterAll(async () => {
  await ctx.close();
  await fake.close();
});

/** Mercado Pago's documented manifest and HMAC, written out independently of the code. */
function signature(dataId: string, requestId: string, secret = SECRETS.mercadoPagoWebhookSecret) {
  const ts = String(Math.floor(Date.now() / 1000));
  const v1 = crypto
    .createHmac('sha256', secret)
    .update(`id:${dataId};request-id:${requestId};ts:${ts};`)
    .digest('hex');
  return `ts=${ts},v1=${v1}`;
}

function notify(
  dataId: string,
  { signedId = dataId, secret = SECRETS.mercadoPagoWebhookSecret } = {},
) {
  const requestId = crypto.randomUUID();
  return ctx.app.inject({
    method: 'POST',
    url: `/public/api/mercado-pago/webhook?data.id=${dataId}&type=payment`,
    headers: {
      'content-type': 'application/json',
      'x-signature': signature(signedId, requestId, secret),
      'x-request-id': requestId,
    },
    payload: JSON.stringify({
      action: 'payment.updated',
      api_version: 'v1',
      data: { id: dataId },
      date_created: new Date().toISOString(),
      id: 12345678901,
      live_mode: false,
      type: 'payment',
      user_id: 44444,
    }),
  });
}

async function startMercadoPago(options: Parameters<typeof createAwaitingOrder>[1] = {}) {
  const order = await createAwaitingOrder(ctx.db, { paymentMethod: 'MERCADOPAGO', ...options });
  const a = await loginAs(ctx.db, 'a@test.dev');
  const response = await postJson(ctx.app, '/public/api/mercado-pago/create-order', {
    token: a.token,
    order_id: order.uniqueOrderId,
  });
  expect(response.statusCode, response.body).toBe(200);
  const data = response.json().data as { redirect_url: string; external_reference: string };
  return { order, ...data };
}

/** The customer paid on Checkout Pro: Mercado Pago now holds this payment. */
function pay(ref: string, amountMinor: number, status = 'approved') {
  const id = nextPaymentId++;
  payments.set(String(id), {
    id,
    status,
    transaction_amount: amountMinor / 100,
    currency_id: 'INR',
    external_reference: ref,
  });
  return String(id);
}

describe('mercado-pago/create-order', () => {
  test('creates a Checkout Pro preference with the server-computed amount', async () => {
    const { order, redirect_url, external_reference } = await startMercadoPago();
    expect(redirect_url).toBe(`https://www.mercadopago.test/checkout?pref=${external_reference}`);
    const call = fake.requests.filter((r) => r.path.startsWith('/checkout/preferences')).at(-1);
    const body = JSON.parse(call?.body ?? '{}');
    expect(body).toMatchObject({
      external_reference,
      items: [{ quantity: 1, unit_price: order.payableMinor / 100, currency_id: 'INR' }],
      auto_return: 'approved',
    });
    expect(body.notification_url).toMatch(/\/public\/api\/mercado-pago\/webhook$/);
    expect(body.back_urls.success).toMatch(/\/public\/api\/mercado-pago\/return$/);
  });
});

describe('mercado-pago/webhook', () => {
  test('a signed notification pays the order after reading the payment; a replay changes nothing', async () => {
    const { order, external_reference } = await startMercadoPago();
    const paymentId = pay(external_reference, order.payableMinor);
    const first = await notify(paymentId);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data.result).toBe('paid');
    const once = await paymentSnapshot(ctx.db, order.id);
    expect(once.status).toBe(1);
    const events = await countWebhookEvents(ctx.db);
    const replay = await notify(paymentId);
    expect(replay.json().data.result).toBe('duplicate');
    expect(await paymentSnapshot(ctx.db, order.id)).toEqual(once);
    expect(await countWebhookEvents(ctx.db)).toBe(events);
  });

  test('a tampered notification (another id, or the wrong secret) gets 400 and reads nothing', async () => {
    const { order, external_reference } = await startMercadoPago();
    const paymentId = pay(external_reference, order.payableMinor);
    const reads = fake.requests.length;
    const otherId = await notify(paymentId, { signedId: '999' });
    expect(otherId.statusCode).toBe(400);
    expect(otherId.json().error.code).toBe('payments.invalid_signature');
    expect((await notify(paymentId, { secret: 'not-the-secret' })).statusCode).toBe(400);
    expect(fake.requests.length).toBe(reads);
    expect((await paymentSnapshot(ctx.db, order.id)).status).toBe(8);
  });

  test('a payment for less than the payable amount does not pay the order', async () => {
    const { order, external_reference } = await startMercadoPago();
    const paymentId = pay(external_reference, order.payableMinor - 100);
    expect((await notify(paymentId)).statusCode).toBe(200);
    expect((await paymentSnapshot(ctx.db, order.id)).status).not.toBe(1);
  });
});

describe('mercado-pago/return', () => {
  test('reads the payment named in the return and opens the running order, paid', async () => {
    const { order, external_reference } = await startMercadoPago();
    const paymentId = pay(external_reference, order.payableMinor);
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/public/api/mercado-pago/return?payment_id=${paymentId}&status=approved&external_reference=${external_reference}`,
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(`/running-order/${order.uniqueOrderId}`);
    expect((await paymentSnapshot(ctx.db, order.id)).status).toBe(1);
  });

  test('a return naming no payment of ours answers 404', async () => {
    const bare = await ctx.app.inject({ method: 'GET', url: '/public/api/mercado-pago/return' });
    expect(bare.statusCode).toBe(404);
    const forged = await ctx.app.inject({
      method: 'GET',
      url: '/public/api/mercado-pago/return?external_reference=SBNOTOURS&status=approved',
    });
    expect(forged.statusCode).toBe(404);
  });

  test('a return claiming approved for a payment Mercado Pago holds as pending pays nothing', async () => {
    const { order, external_reference } = await startMercadoPago();
    const paymentId = pay(external_reference, order.payableMinor, 'in_process');
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/public/api/mercado-pago/return?payment_id=${paymentId}&status=approved&external_reference=${external_reference}`,
    });
    expect(response.statusCode).toBe(303);
    expect((await paymentSnapshot(ctx.db, order.id)).status).toBe(8);
  });
});

describe('Mercado Pago refunds and the reconciler', () => {
  test('a cancelled Mercado Pago order is refunded with POST /v1/payments/{id}/refunds', async () => {
    const customer = await loginAs(ctx.db, 'a@test.dev');
    const { order, external_reference } = await startMercadoPago();
    const paymentId = pay(external_reference, order.payableMinor);
    expect((await notify(paymentId)).json().data.result).toBe('paid');
    const cancel = await postJson(ctx.app, '/public/api/cancel-order', {
      token: customer.token,
      order_id: order.uniqueOrderId,
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    await processDueRefunds({ db: ctx.db, log: silentLog, orderId: order.id });
    const call = fake.requests
      .filter((r) => r.method === 'POST' && r.path === `/v1/payments/${paymentId}/refunds`)
      .at(-1);
    expect(JSON.parse(call?.body ?? '{}')).toEqual({ amount: order.payableMinor / 100 });
    expect(call?.headers['x-idempotency-key']).toMatch(/^swiftbite-refund-\d+$/);
    const [row] = await refundRowsOf(ctx.db, order.id);
    expect(row).toMatchObject({
      provider: 'MERCADOPAGO',
      status: 'succeeded',
      providerRef: `${paymentId}/777001`,
    });
  });

  test('the reconciler finds the payment of an order left awaiting by its external_reference', async () => {
    const now = new Date();
    const order = await createAwaitingOrder(ctx.db, {
      paymentMethod: 'MERCADOPAGO',
      createdAt: new Date(now.getTime() - 15 * 60_000),
    });
    await insertAttempt(ctx.db, {
      orderId: order.id,
      provider: 'MERCADOPAGO',
      providerRef: 'SBRECONCILEMP',
      amountMinor: order.payableMinor,
    });
    pay('SBRECONCILEMP', order.payableMinor);
    const summary = await reconcileAwaitingPayments({ db: ctx.db, log: silentLog, now });
    expect(summary.paid).toBeGreaterThanOrEqual(1);
    expect((await paymentSnapshot(ctx.db, order.id)).status).toBe(1);
  });
});
