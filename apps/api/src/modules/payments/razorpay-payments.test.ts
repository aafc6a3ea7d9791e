import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildTestApp, postJson } from '../../test/build-test-app';
import { loginAs } from '../profile/account-data.fixture';
import {
  countWebhookEvents,
  createAwaitingOrder,
  insertAttempt,
  paymentSettings,
  paymentSnapshot,
  paymentsSeed,
  PUBLIC_KEYS,
  SECRETS,
  startFakeProviderServer,
} from './payments.fixture';
import { payments } from './payments.table';

let ctx: Awaited<ReturnType<typeof buildTestApp>>;
let fakeRazorpay: Awaited<ReturnType<typeof startFakeProviderServer>>;

/** Razorpay's published scheme, computed here independently of the code under test. */
const hmac = (secret: string, data: string) =>
  crypto.createHmac('sha256', secret).update(data).digest('hex');

beforeAll(async () => {
  let count = 0;
  fakeRazorpay = await startFakeProviderServer((request) => {
    if (request.method === 'POST' && request.path === '/v1/orders') {
      const body = JSON.parse(request.body) as { amount: number; currency: string };
      count += 1;
      return {
        status: 200,
        body: { id: `order_fake${count}`, entity: 'order', ...body, status: 'created' },
      };
    }
    return { status: 404, body: { error: { code: 'BAD_REQUEST_ERROR' } } };
  });
  ctx = await buildTestApp({
    seed: paymentsSeed(paymentSettings({ razorpayApiBaseUrl: fakeRazorpay.url })),
  });
});
afterAll(async () => {
  await ctx.close();
  await fakeRazorpay.close();
});

async function orderWithRazorpayOrder(
  suffix: string,
  options: Parameters<typeof createAwaitingOrder>[1] = {},
) {
  const order = await createAwaitingOrder(ctx.db, { paymentMethod: 'RAZORPAY', ...options });
  const razorpayOrderId = `order_${suffix}`;
  await insertAttempt(ctx.db, {
    orderId: order.id,
    provider: 'RAZORPAY',
    providerRef: razorpayOrderId,
    amountMinor: order.payableMinor,
  });
  return { order, razorpayOrderId };
}

const paymentEvent = ({
  event = 'payment.captured',
  razorpayOrderId,
  amount,
}: {
  event?: string;
  razorpayOrderId: string;
  amount: number;
}) =>
  JSON.stringify({
    entity: 'event',
    account_id: 'acc_test',
    event,
    contains: ['payment'],
    payload: {
      payment: {
        entity: {
          id: `pay_${razorpayOrderId}`,
          entity: 'payment',
          amount,
          currency: 'INR',
          status: event === 'payment.failed' ? 'failed' : 'captured',
          order_id: razorpayOrderId,
        },
      },
    },
    created_at: Math.floor(Date.now() / 1000),
  });

function postWebhook(body: string, headers: Record<string, string>) {
  return ctx.app.inject({
    method: 'POST',
    url: '/public/api/razorpay/webhook',
    headers: { 'content-type': 'application/json', ...headers },
    payload: body,
  });
}

const signed = (body: string, eventId: string) => ({
  'x-razorpay-signature': hmac(SECRETS.razorpayWebhookSecret, body),
  'x-razorpay-event-id': eventId,
});

describe('razorpay/create-order and razorpay/process', () => {
  test('creates a Razorpay order for the payable amount with basic auth and records the attempt', async () => {
    const order = await createAwaitingOrder(ctx.db, { paymentMethod: 'RAZORPAY' });
    const a = await loginAs(ctx.db, 'a@test.dev');
    const response = await postJson(ctx.app, '/public/api/razorpay/create-order', {
      token: a.token,
      order_id: order.uniqueOrderId,
    });
    expect(response.statusCode, response.body).toBe(200);
    const data = response.json().data;
    expect(data).toMatchObject({
      key_id: PUBLIC_KEYS.razorpayKeyId,
      amount: order.payableMinor,
      currency: 'INR',
    });
    const sent = fakeRazorpay.requests.at(-1);
    const basic = Buffer.from(`${PUBLIC_KEYS.razorpayKeyId}:${SECRETS.razorpayKeySecret}`);
    expect(sent?.headers.authorization).toBe(`Basic ${basic.toString('base64')}`);
    expect(JSON.parse(sent?.body ?? '{}')).toMatchObject({
      amount: order.payableMinor,
      currency: 'INR',
      receipt: order.uniqueOrderId,
    });
    const [attempt] = await ctx.db.select().from(payments).where(eq(payments.orderId, order.id));
    expect(attempt?.providerRef).toBe(data.razorpay_order_id);
  });

  test('an order placed with another payment method answers 409 payments.method_mismatch', async () => {
    const order = await createAwaitingOrder(ctx.db, { paymentMethod: 'STRIPE' });
    const a = await loginAs(ctx.db, 'a@test.dev');
    const response = await postJson(ctx.app, '/public/api/razorpay/create-order', {
      token: a.token,
      order_id: order.uniqueOrderId,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.code).toBe('payments.method_mismatch');
  });

  test('a valid checkout signature settles the order 8 → 1', async () => {
    const { order, razorpayOrderId } = await orderWithRazorpayOrder('checkout_ok');
    const a = await loginAs(ctx.db, 'a@test.dev');
    const response = await postJson(ctx.app, '/public/api/razorpay/process', {
      token: a.token,
      order_id: order.uniqueOrderId,
      razorpay_order_id: razorpayOrderId,
      razorpay_payment_id: 'pay_checkout_ok',
      razorpay_signature: hmac(SECRETS.razorpayKeySecret, `${razorpayOrderId}|pay_checkout_ok`),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toEqual({
      unique_order_id: order.uniqueOrderId,
      status: 1,
      payment_status: 'paid',
    });
  });

  test('a wrong checkout signature answers 400 payments.invalid_signature and the order stays 8', async () => {
    const { order, razorpayOrderId } = await orderWithRazorpayOrder('checkout_bad');
    const a = await loginAs(ctx.db, 'a@test.dev');
    const response = await postJson(ctx.app, '/public/api/razorpay/process', {
      token: a.token,
      order_id: order.uniqueOrderId,
      razorpay_order_id: razorpayOrderId,
      razorpay_payment_id: 'pay_checkout_bad',
      razorpay_signature: hmac('not-the-secret', `${razorpayOrderId}|pay_checkout_bad`),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('payments.invalid_signature');
    expect((await paymentSnapshot(ctx.db, order.id)).status).toBe(8);
  });

  test("a valid signature for another customer's order answers 404", async () => {
    const { order, razorpayOrderId } = await orderWithRazorpayOrder('checkout_other');
    const b = await loginAs(ctx.db, 'b@test.dev');
    const response = await postJson(ctx.app, '/public/api/razorpay/process', {
      token: b.token,
      order_id: order.uniqueOrderId,
      razorpay_order_id: razorpayOrderId,
      razorpay_payment_id: 'pay_x',
      razorpay_signature: hmac(SECRETS.razorpayKeySecret, `${razorpayOrderId}|pay_x`),
    });
    expect(response.statusCode).toBe(404);
    expect((await paymentSnapshot(ctx.db, order.id)).status).toBe(8);
  });
});

describe('razorpay/webhook', () => {
  test('a valid payment.captured moves the order 8 → 1', async () => {
    const { order, razorpayOrderId } = await orderWithRazorpayOrder('hook_ok');
    const body = paymentEvent({ razorpayOrderId, amount: order.payableMinor });
    const response = await postWebhook(body, signed(body, 'evt_rzp_ok'));
    expect(response.statusCode, response.body).toBe(200);
    const after = await paymentSnapshot(ctx.db, order.id);
    expect(after.status).toBe(1);
    expect(after.paymentStatus).toBe('paid');
    expect(after.attempts).toEqual([{ status: 'succeeded', providerRef: razorpayOrderId }]);
  });

  test('for a store that auto-accepts orders, the order goes 8 → 2', async () => {
    const { order, razorpayOrderId } = await orderWithRazorpayOrder('hook_auto', {
      storeSlug: 'auto-kitchen',
    });
    const body = paymentEvent({ razorpayOrderId, amount: order.payableMinor });
    expect((await postWebhook(body, signed(body, 'evt_rzp_auto'))).statusCode).toBe(200);
    expect((await paymentSnapshot(ctx.db, order.id)).status).toBe(2);
  });

  test('a replayed event (same x-razorpay-event-id) changes nothing, nor does order.paid after payment.captured', async () => {
    const { order, razorpayOrderId } = await orderWithRazorpayOrder('hook_replay');
    const body = paymentEvent({ razorpayOrderId, amount: order.payableMinor });
    expect((await postWebhook(body, signed(body, 'evt_rzp_replay'))).statusCode).toBe(200);
    const once = await paymentSnapshot(ctx.db, order.id);
    const eventsOnce = await countWebhookEvents(ctx.db);

    const replay = await postWebhook(body, signed(body, 'evt_rzp_replay'));
    expect(replay.statusCode).toBe(200);
    expect(replay.json().data.result).toBe('duplicate');
    expect(await paymentSnapshot(ctx.db, order.id)).toEqual(once);
    expect(await countWebhookEvents(ctx.db)).toBe(eventsOnce);

    const orderPaid = JSON.stringify({
      entity: 'event',
      event: 'order.paid',
      payload: {
        order: {
          entity: {
            id: razorpayOrderId,
            amount: order.payableMinor,
            amount_paid: order.payableMinor,
            currency: 'INR',
            status: 'paid',
          },
        },
      },
    });
    expect((await postWebhook(orderPaid, signed(orderPaid, 'evt_rzp_order_paid'))).statusCode).toBe(
      200,
    );
    const after = await paymentSnapshot(ctx.db, order.id);
    expect(after.events).toEqual([{ from: 8, to: 1, actor: 'payment' }]);
  });

  test('a tampered body gets 400 payments.invalid_signature and writes nothing', async () => {
    const { order, razorpayOrderId } = await orderWithRazorpayOrder('hook_tampered');
    const body = paymentEvent({ razorpayOrderId, amount: order.payableMinor });
    const headers = signed(body, 'evt_rzp_tampered');
    const tampered = body.replace('"currency":"INR"', '"currency":"USD"');
    expect(tampered).not.toBe(body);
    const before = await paymentSnapshot(ctx.db, order.id);
    const eventsBefore = await countWebhookEvents(ctx.db);

    const response = await postWebhook(tampered, headers);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('payments.invalid_signature');
    expect(await paymentSnapshot(ctx.db, order.id)).toEqual(before);
    expect(await countWebhookEvents(ctx.db)).toBe(eventsBefore);
  });

  test('a body without a signature, or signed with the key secret instead of the webhook secret, gets 400', async () => {
    const { order, razorpayOrderId } = await orderWithRazorpayOrder('hook_unsigned');
    const body = paymentEvent({ razorpayOrderId, amount: order.payableMinor });
    const unsigned = await postWebhook(body, { 'x-razorpay-event-id': 'evt_rzp_unsigned' });
    expect(unsigned.statusCode).toBe(400);
    const wrongKey = await postWebhook(body, {
      'x-razorpay-signature': hmac(SECRETS.razorpayKeySecret, body),
      'x-razorpay-event-id': 'evt_rzp_wrong_key',
    });
    expect(wrongKey.statusCode).toBe(400);
    expect((await paymentSnapshot(ctx.db, order.id)).status).toBe(8);
  });

  test('payment.failed (one declined attempt) leaves the order awaiting payment for a retry', async () => {
    const { order, razorpayOrderId } = await orderWithRazorpayOrder('hook_failed', {
      walletUsedMinor: 2500,
    });
    const body = paymentEvent({
      event: 'payment.failed',
      razorpayOrderId,
      amount: order.payableMinor,
    });
    expect((await postWebhook(body, signed(body, 'evt_rzp_failed'))).statusCode).toBe(200);
    const after = await paymentSnapshot(ctx.db, order.id);
    expect(after.status).toBe(8);
    expect(after.wallet).toEqual([{ kind: 'debit', amountMinor: 2500 }]);
  });
});
