import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { postJson } from '../../test/build-test-app';
import { loginAs } from '../profile/account-data.fixture';
import {
  countWebhookEvents,
  createAwaitingOrder,
  paymentSnapshot,
  SECRETS,
} from './payments.fixture';
import {
  buildPaymongoApp,
  paymongoEvent,
  postEvent,
  startFakePaymongo,
  startPaymongo,
} from './paymongo.fixture';
import { createPaymongoProvider } from './paymongo-provider';

let fake: Awaited<ReturnType<typeof startFakePaymongo>>;
let ctx: Awaited<ReturnType<typeof buildPaymongoApp>>;

beforeAll(async () => {
  fake = await startFakePaymongo();
  ctx = await buildPaymongoApp(fake.url);
});
afterAll(async () => {
  await ctx.close();
  await fake.close();
});

const paidEvent = (sessionId: string, options: Parameters<typeof paymongoEvent>[2] = {}) =>
  paymongoEvent('checkout_session.payment.paid', fake.sessions.get(sessionId), options);

describe('paymongo/create-order', () => {
  test('creates a Checkout Session for the server-computed amount in PHP, with basic auth and the return as success and cancel URL', async () => {
    const { order, checkout_url, checkout_session_id } = await startPaymongo(ctx);
    expect(checkout_url).toBe(`https://checkout.paymongo.test/${checkout_session_id}`);
    const call = fake.requests.filter((r) => r.path === '/v1/checkout_sessions').at(-1);
    const { attributes } = JSON.parse(call?.body ?? '{}').data;
    expect(attributes).toMatchObject({
      line_items: [
        { amount: order.payableMinor, currency: 'PHP', name: expect.any(String), quantity: 1 },
      ],
      payment_method_types: ['card', 'gcash', 'paymaya'],
      reference_number: order.uniqueOrderId,
      send_email_receipt: false,
      show_line_items: true,
    });
    const returnUrl = `/public/api/paymongo/return/${order.uniqueOrderId}`;
    expect(attributes.success_url).toMatch(new RegExp(`${returnUrl}$`));
    expect(attributes.cancel_url).toBe(attributes.success_url);
    expect(call?.body).not.toContain(SECRETS.paymongoSecretKey);
  });

  test('bad input (over-long id, NUL, wrong type, unknown field) gets 400 and asks PayMongo nothing', async () => {
    const a = await loginAs(ctx.db, 'a@test.dev');
    const calls = fake.requests.length;
    for (const body of [
      { token: a.token, order_id: 'x'.repeat(100_000) },
      { token: a.token, order_id: 'OD-\u0000' },
      { token: a.token, order_id: { wrong: [true] } },
      { token: a.token, order_id: 'OD-1', amount: 1 },
    ]) {
      const response = await postJson(ctx.app, '/public/api/paymongo/create-order', body);
      expect(response.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
    }
    expect(fake.requests.length).toBe(calls);
  });
});

describe('paymongo/webhook', () => {
  test('a signed checkout_session.payment.paid moves the order 8 → 1; the same event again changes nothing', async () => {
    const { order, checkout_session_id } = await startPaymongo(ctx);
    fake.pay(checkout_session_id);
    const event = paidEvent(checkout_session_id);
    const first = await postEvent(ctx, event);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data.result).toBe('paid');
    const once = await paymentSnapshot(ctx.db, order.id);
    expect(once.status).toBe(1);
    expect(once.attempts).toEqual([{ status: 'succeeded', providerRef: checkout_session_id }]);
    const events = await countWebhookEvents(ctx.db);

    const replay = await postEvent(ctx, event);
    expect(replay.statusCode).toBe(200);
    expect(replay.json().data.result).toBe('duplicate');
    expect(await paymentSnapshot(ctx.db, order.id)).toEqual(once);
    expect(await countWebhookEvents(ctx.db)).toBe(events);
  });

  test('a tampered body, a wrong secret or the live slot with test keys gets 400 and writes nothing', async () => {
    const { order, checkout_session_id } = await startPaymongo(ctx);
    fake.pay(checkout_session_id, { amount: 100 });
    const genuine = paidEvent(checkout_session_id);
    const events = await countWebhookEvents(ctx.db);
    // The amount raised to the payable one, the signature kept.
    const tampered = genuine.body.replace('"amount":100,', `"amount":${order.payableMinor},`);
    expect(tampered).not.toBe(genuine.body);
    for (const event of [
      { body: tampered, header: genuine.header },
      paidEvent(checkout_session_id, { secret: 'not-the-webhook-secret' }),
      paidEvent(checkout_session_id, { slot: 'li' }),
      { body: genuine.body, header: '' },
    ]) {
      const response = await postEvent(ctx, event);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe('payments.invalid_signature');
    }
    expect((await paymentSnapshot(ctx.db, order.id)).status).toBe(8);
    expect(await countWebhookEvents(ctx.db)).toBe(events);
  });

  test('an event signed more than 300 seconds ago is refused: a captured notification cannot be replayed later', async () => {
    const { order, checkout_session_id } = await startPaymongo(ctx);
    fake.pay(checkout_session_id);
    const stale = paidEvent(checkout_session_id, { signedAt: Math.floor(Date.now() / 1000) - 301 });
    const response = await postEvent(ctx, stale);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('payments.invalid_signature');
    expect((await paymentSnapshot(ctx.db, order.id)).status).toBe(8);
  });

  test('a paid session for less than the payable amount, or in another currency, does not pay the order', async () => {
    for (const paid of [{ amount: 100 }, { currency: 'USD' }]) {
      const { order, checkout_session_id } = await startPaymongo(ctx);
      fake.pay(checkout_session_id, paid);
      const response = await postEvent(ctx, paidEvent(checkout_session_id));
      expect(response.statusCode).toBe(200);
      expect(response.json().data.result).toBe('failed');
      expect((await paymentSnapshot(ctx.db, order.id)).status).toBe(9);
    }
  });

  test('payment.failed is recorded and changes nothing: the customer may try again on the same session', async () => {
    const { order } = await startPaymongo(ctx);
    const failed = paymongoEvent('payment.failed', {
      id: 'pay_declined',
      type: 'payment',
      attributes: { amount: order.payableMinor, currency: 'PHP', status: 'failed' },
    });
    const response = await postEvent(ctx, failed);
    expect(response.json().data.result).toBe('ignored');
    expect((await paymentSnapshot(ctx.db, order.id)).status).toBe(8);
  });
});

describe('paymongo/return', () => {
  test('reads the session: paid → the order moves on and the browser goes to its page', async () => {
    const { order, checkout_session_id } = await startPaymongo(ctx);
    fake.pay(checkout_session_id);
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/public/api/paymongo/return/${order.uniqueOrderId}`,
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(`/running-order/${order.uniqueOrderId}`);
    expect((await paymentSnapshot(ctx.db, order.id)).status).toBe(1);
    const read = fake.requests.at(-1);
    expect(read).toMatchObject({
      method: 'GET',
      path: `/v1/checkout_sessions/${checkout_session_id}`,
    });
  });

  test('a return while the session is unpaid (the cancel URL) leaves the order awaiting payment', async () => {
    const { order } = await startPaymongo(ctx);
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/public/api/paymongo/return/${order.uniqueOrderId}`,
    });
    expect(response.statusCode).toBe(303);
    expect((await paymentSnapshot(ctx.db, order.id)).status).toBe(8);
  });

  test('a return naming an order without a PayMongo attempt answers 404 and asks PayMongo nothing', async () => {
    const other = await createAwaitingOrder(ctx.db, { paymentMethod: 'PAYMONGO' });
    const calls = fake.requests.length;
    for (const orderId of [other.uniqueOrderId, 'OD-NEVER-PLACED']) {
      const response = await ctx.app.inject({
        method: 'GET',
        url: `/public/api/paymongo/return/${orderId}`,
      });
      expect(response.statusCode).toBe(404);
      expect(response.json().error.code).toBe('orders.not_found');
    }
    expect(fake.requests.length).toBe(calls);
  });
});

describe('PayMongo keys', () => {
  test('with a live secret key the live signature (li) is checked and the test one is not', () => {
    const live = createPaymongoProvider({
      publicKey: 'pk_live_x',
      secretKey: 'sk_live_fixture',
      webhookSecret: SECRETS.paymongoWebhookSecret,
      apiBaseUrl: fake.url,
    });
    const check = (event: { body: string; header: string }) =>
      live.verifyWebhook({
        rawBody: Buffer.from(event.body),
        headers: { 'paymongo-signature': event.header },
      });
    const data = { id: 'pay_live', type: 'payment', attributes: {} };
    expect(check(paymongoEvent('payment.paid', data, { slot: 'li' })).outcome).toBe('ignored');
    expect(() => check(paymongoEvent('payment.paid', data, { slot: 'te' }))).toThrow(
      expect.objectContaining({ code: 'payments.invalid_signature' }),
    );
  });
});

describe('a store that does not charge in PHP', () => {
  let inr: Awaited<ReturnType<typeof buildPaymongoApp>>;
  beforeAll(async () => {
    inr = await buildPaymongoApp(fake.url, 'INR');
  });
  afterAll(() => inr.close());

  test('does not offer PayMongo, though its keys are entered', async () => {
    const codes = (await postJson(inr.app, '/public/api/get-payment-gateways'))
      .json()
      .data.map((gateway: { code: string }) => gateway.code);
    expect(codes).not.toContain('PAYMONGO');
    expect(codes).toContain('STRIPE');
  });

  test('create-order answers 409 payments.currency_not_supported and asks PayMongo nothing; another customer still gets 404', async () => {
    const order = await createAwaitingOrder(inr.db, { paymentMethod: 'PAYMONGO' });
    const calls = fake.requests.length;
    const a = await loginAs(inr.db, 'a@test.dev');
    const own = await postJson(inr.app, '/public/api/paymongo/create-order', {
      token: a.token,
      order_id: order.uniqueOrderId,
    });
    expect(own.statusCode).toBe(409);
    expect(own.json().error.code).toBe('payments.currency_not_supported');
    const b = await loginAs(inr.db, 'b@test.dev');
    const other = await postJson(inr.app, '/public/api/paymongo/create-order', {
      token: b.token,
      order_id: order.uniqueOrderId,
    });
    expect(other.statusCode).toBe(404);
    expect(fake.requests.length).toBe(calls);
  });
});
