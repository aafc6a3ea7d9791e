import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildTestApp, postJson } from '../../test/build-test-app';
import { loginAs } from '../profile/account-data.fixture';
import {
  countWebhookEvents,
  createAwaitingOrder,
  fixtureSecret,
  insertAttempt,
  paymentSettings,
  paymentSnapshot,
  paymentsSeed,
  SECRETS,
  startFakeProviderServer,
} from './payments.fixture';
import { payments } from './payments.table';

let ctx: Awaited<ReturnType<typeof buildTestApp>>;
let fakeStripe: Awaited<ReturnType<typeof startFakeProviderServer>>;
let nextIntent = 0;

beforeAll(async () => {
  // Stands in for api.stripe.com: the SDK's real requests arrive here.
  fakeStripe = await startFakeProviderServer((request) => {
    if (request.method === 'POST' && request.path === '/v1/payment_intents') {
      const form = new URLSearchParams(request.body);
      nextIntent += 1;
      const id = `pi_fake_${nextIntent}`;
      return {
        status: 200,
        body: {
          id,
          object: 'payment_intent',
          amount: Number(form.get('amount')),
          currency: form.get('currency'),
          client_secret: `${id}_secret_abc`,
          status: 'requires_payment_method',
          metadata: { order_id: form.get('metadata[order_id]') },
        },
      };
    }
    return { status: 404, body: { error: { type: 'invalid_request_error', message: 'nope' } } };
  });
  ctx = await buildTestApp({
    seed: paymentsSeed(paymentSettings({ stripeApiBaseUrl: fakeStripe.url })),
  });
});
afterAll(async () => {
  await ctx.close();
  await fakeStripe.close();
});

const intentEvent = ({
  eventId,
  type = 'payment_intent.succeeded',
  intentId,
  amount,
}: {
  eventId: string;
  type?: string;
  intentId: string;
  amount: number;
}) =>
  JSON.stringify({
    id: eventId,
    object: 'event',
    type,
    created: Math.floor(Date.now() / 1000),
    data: {
      object: {
        id: intentId,
        object: 'payment_intent',
        amount,
        amount_received: type === 'payment_intent.succeeded' ? amount : 0,
        currency: 'inr',
        status: type === 'payment_intent.succeeded' ? 'succeeded' : 'requires_payment_method',
      },
    },
  });

function postWebhook(payload: string, signature: string) {
  return ctx.app.inject({
    method: 'POST',
    url: '/public/api/stripe/webhook',
    headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature },
    payload,
  });
}

const sign = (payload: string, timestamp?: number) =>
  Stripe.webhooks.generateTestHeaderString({
    payload,
    secret: SECRETS.stripeWebhookSecret,
    ...(timestamp === undefined ? {} : { timestamp }),
  });

/** An order in 8 with a started PaymentIntent `pi_<suffix>`. */
async function orderWithIntent(
  suffix: string,
  options: Parameters<typeof createAwaitingOrder>[1] = {},
) {
  const order = await createAwaitingOrder(ctx.db, options);
  const intentId = `pi_${suffix}`;
  await insertAttempt(ctx.db, {
    orderId: order.id,
    provider: 'STRIPE',
    providerRef: intentId,
    amountMinor: order.payableMinor,
  });
  return { order, intentId };
}

describe('stripe/create-payment-intent', () => {
  test('creates a PaymentIntent for the payable amount through the Stripe SDK and records the attempt', async () => {
    const order = await createAwaitingOrder(ctx.db, { walletUsedMinor: 5000 });
    const a = await loginAs(ctx.db, 'a@test.dev');
    const response = await postJson(ctx.app, '/public/api/stripe/create-payment-intent', {
      token: a.token,
      order_id: order.uniqueOrderId,
    });
    expect(response.statusCode, response.body).toBe(200);
    const data = response.json().data;
    expect(data).toMatchObject({
      publishable_key: 'pk_test_publishable_key',
      amount: order.payableMinor,
      currency: 'inr',
    });
    expect(data.client_secret).toMatch(/^pi_fake_\d+_secret_abc$/);

    const sent = fakeStripe.requests.at(-1);
    expect(sent?.headers.authorization).toBe(`Bearer ${SECRETS.stripeSecretKey}`);
    const form = new URLSearchParams(sent?.body);
    expect(form.get('amount')).toBe(String(order.payableMinor));
    expect(form.get('currency')).toBe('inr');
    expect(form.get('metadata[order_id]')).toBe(order.uniqueOrderId);
    expect(form.get('automatic_payment_methods[enabled]')).toBe('true');

    const [attempt] = await ctx.db.select().from(payments).where(eq(payments.orderId, order.id));
    expect(attempt).toMatchObject({
      provider: 'STRIPE',
      status: 'created',
      amountMinor: order.payableMinor,
      providerRef: data.client_secret.replace('_secret_abc', ''),
    });
  });

  test("another customer's order answers 404 orders.not_found and nothing reaches Stripe", async () => {
    const order = await createAwaitingOrder(ctx.db);
    const b = await loginAs(ctx.db, 'b@test.dev');
    const before = fakeStripe.requests.length;
    const response = await postJson(ctx.app, '/public/api/stripe/create-payment-intent', {
      token: b.token,
      order_id: order.uniqueOrderId,
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('orders.not_found');
    expect(fakeStripe.requests.length).toBe(before);
  });

  test('an order no longer awaiting payment answers 409 payments.not_awaiting_payment', async () => {
    const { order, intentId } = await orderWithIntent('already_paid');
    const payload = intentEvent({
      eventId: 'evt_paid_first',
      intentId,
      amount: order.payableMinor,
    });
    expect((await postWebhook(payload, sign(payload))).statusCode).toBe(200);
    const a = await loginAs(ctx.db, 'a@test.dev');
    const response = await postJson(ctx.app, '/public/api/stripe/create-payment-intent', {
      token: a.token,
      order_id: order.uniqueOrderId,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.code).toBe('payments.not_awaiting_payment');
  });

  test('a guest gets 401', async () => {
    const order = await createAwaitingOrder(ctx.db);
    const response = await postJson(ctx.app, '/public/api/stripe/create-payment-intent', {
      order_id: order.uniqueOrderId,
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('stripe/webhook', () => {
  test('a valid payment_intent.succeeded moves the order 8 → 1 and marks it paid', async () => {
    const { order, intentId } = await orderWithIntent('ok_plain');
    const payload = intentEvent({ eventId: 'evt_ok_plain', intentId, amount: order.payableMinor });
    const response = await postWebhook(payload, sign(payload));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.result).toBe('paid');
    const after = await paymentSnapshot(ctx.db, order.id);
    expect(after.status).toBe(1);
    expect(after.paymentStatus).toBe('paid');
    expect(after.events).toEqual([{ from: 8, to: 1, actor: 'payment' }]);
    expect(after.attempts).toEqual([{ status: 'succeeded', providerRef: intentId }]);
  });

  test('for a store that auto-accepts orders, a paid order goes 8 → 2', async () => {
    const { order, intentId } = await orderWithIntent('ok_auto', { storeSlug: 'auto-kitchen' });
    const payload = intentEvent({ eventId: 'evt_ok_auto', intentId, amount: order.payableMinor });
    expect((await postWebhook(payload, sign(payload))).statusCode).toBe(200);
    expect((await paymentSnapshot(ctx.db, order.id)).events).toEqual([
      { from: 8, to: 2, actor: 'payment' },
    ]);
  });

  test('a scheduled order goes 8 → 10 once paid', async () => {
    const { order, intentId } = await orderWithIntent('ok_scheduled', {
      scheduledFor: new Date(Date.now() + 3 * 3600_000),
    });
    const payload = intentEvent({ eventId: 'evt_ok_sched', intentId, amount: order.payableMinor });
    expect((await postWebhook(payload, sign(payload))).statusCode).toBe(200);
    expect((await paymentSnapshot(ctx.db, order.id)).status).toBe(10);
  });

  test('a replayed event (same event id) answers 200 and changes nothing', async () => {
    const { order, intentId } = await orderWithIntent('replayed');
    const payload = intentEvent({ eventId: 'evt_replayed', intentId, amount: order.payableMinor });
    expect((await postWebhook(payload, sign(payload))).statusCode).toBe(200);
    const once = await paymentSnapshot(ctx.db, order.id);
    const eventsOnce = await countWebhookEvents(ctx.db);

    const replay = await postWebhook(payload, sign(payload));
    expect(replay.statusCode).toBe(200);
    expect(replay.json().data.result).toBe('duplicate');
    const twice = await paymentSnapshot(ctx.db, order.id);
    expect(twice).toEqual(once);
    expect(twice.events).toHaveLength(1);
    expect(twice.attempts).toEqual([{ status: 'succeeded', providerRef: intentId }]);
    expect(await countWebhookEvents(ctx.db)).toBe(eventsOnce);
  });

  test('a tampered body gets 400 payments.invalid_signature and writes nothing', async () => {
    const { order, intentId } = await orderWithIntent('tampered');
    const payload = intentEvent({ eventId: 'evt_tampered', intentId, amount: order.payableMinor });
    const signature = sign(payload);
    const tampered = payload.replace(`"amount":${order.payableMinor}`, '"amount":1');
    expect(tampered).not.toBe(payload);
    const before = await paymentSnapshot(ctx.db, order.id);
    const eventsBefore = await countWebhookEvents(ctx.db);

    const response = await postWebhook(tampered, signature);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('payments.invalid_signature');
    expect(await paymentSnapshot(ctx.db, order.id)).toEqual(before);
    expect(await countWebhookEvents(ctx.db)).toBe(eventsBefore);
  });

  test('a signature older than the SDK tolerance (5 minutes) gets 400 and writes nothing', async () => {
    const { order, intentId } = await orderWithIntent('stale');
    const payload = intentEvent({ eventId: 'evt_stale', intentId, amount: order.payableMinor });
    const tenMinutesAgo = Math.floor(Date.now() / 1000) - 600;
    const eventsBefore = await countWebhookEvents(ctx.db);

    const response = await postWebhook(payload, sign(payload, tenMinutesAgo));
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('payments.invalid_signature');
    expect((await paymentSnapshot(ctx.db, order.id)).status).toBe(8);
    expect(await countWebhookEvents(ctx.db)).toBe(eventsBefore);
  });

  test('a signature made with another secret, or none, gets 400', async () => {
    const { order, intentId } = await orderWithIntent('wrong_secret');
    const payload = intentEvent({ eventId: 'evt_wrong', intentId, amount: order.payableMinor });
    const forged = Stripe.webhooks.generateTestHeaderString({
      payload,
      secret: fixtureSecret('guessed-webhook-secret'),
    });
    expect((await postWebhook(payload, forged)).statusCode).toBe(400);
    const unsigned = await ctx.app.inject({
      method: 'POST',
      url: '/public/api/stripe/webhook',
      headers: { 'content-type': 'application/json' },
      payload,
    });
    expect(unsigned.statusCode).toBe(400);
    expect((await paymentSnapshot(ctx.db, order.id)).status).toBe(8);
  });

  test('a declined attempt leaves the order awaiting payment, and a retry that succeeds pays it', async () => {
    const { order, intentId } = await orderWithIntent('retry');
    const declined = intentEvent({
      eventId: 'evt_retry_declined',
      type: 'payment_intent.payment_failed',
      intentId,
      amount: order.payableMinor,
    });
    expect((await postWebhook(declined, sign(declined))).statusCode).toBe(200);
    expect((await paymentSnapshot(ctx.db, order.id)).status).toBe(8);
    const succeeded = intentEvent({
      eventId: 'evt_retry_ok',
      intentId,
      amount: order.payableMinor,
    });
    expect((await postWebhook(succeeded, sign(succeeded))).statusCode).toBe(200);
    const after = await paymentSnapshot(ctx.db, order.id);
    expect(after.status).toBe(1);
    expect(after.paymentStatus).toBe('paid');
  });

  test('a cancelled payment moves the order 8 → 9 and the wallet part comes back', async () => {
    const { order, intentId } = await orderWithIntent('declined', { walletUsedMinor: 7000 });
    const before = await paymentSnapshot(ctx.db, order.id);
    expect(before.wallet).toEqual([{ kind: 'debit', amountMinor: 7000 }]);
    const payload = intentEvent({
      eventId: 'evt_declined',
      type: 'payment_intent.canceled',
      intentId,
      amount: order.payableMinor,
    });
    expect((await postWebhook(payload, sign(payload))).statusCode).toBe(200);

    const after = await paymentSnapshot(ctx.db, order.id);
    expect(after.status).toBe(9);
    expect(after.paymentStatus).toBe('failed');
    expect(after.events).toEqual([{ from: 8, to: 9, actor: 'payment' }]);
    expect(after.wallet).toEqual([
      { kind: 'debit', amountMinor: 7000 },
      { kind: 'credit', amountMinor: 7000 },
    ]);
    expect(after.balance).toBe(before.balance + 7000);
    expect(after.attempts).toEqual([{ status: 'failed', providerRef: intentId }]);
  });

  test('a success for another amount is not taken as paid: the order fails and the wallet part comes back', async () => {
    const { order, intentId } = await orderWithIntent('short', { walletUsedMinor: 1000 });
    const payload = intentEvent({
      eventId: 'evt_short',
      intentId,
      amount: order.payableMinor - 100,
    });
    expect((await postWebhook(payload, sign(payload))).statusCode).toBe(200);
    const after = await paymentSnapshot(ctx.db, order.id);
    expect(after.status).toBe(9);
    expect(after.paymentStatus).toBe('failed');
    expect(after.wallet.at(-1)).toEqual({ kind: 'credit', amountMinor: 1000 });
  });

  test('a success arriving after the order failed is recorded on the attempt but does not move the order', async () => {
    const { order, intentId } = await orderWithIntent('late');
    const failed = intentEvent({
      eventId: 'evt_late_fail',
      type: 'payment_intent.canceled',
      intentId,
      amount: order.payableMinor,
    });
    expect((await postWebhook(failed, sign(failed))).statusCode).toBe(200);
    const succeeded = intentEvent({ eventId: 'evt_late_ok', intentId, amount: order.payableMinor });
    const response = await postWebhook(succeeded, sign(succeeded));
    expect(response.statusCode).toBe(200);
    expect(response.json().data.result).toBe('order_not_awaiting');
    const after = await paymentSnapshot(ctx.db, order.id);
    expect(after.status).toBe(9);
    expect(after.events).toHaveLength(1);
    expect(after.attempts).toEqual([{ status: 'succeeded', providerRef: intentId }]);
  });

  test('events of other types are acknowledged and change nothing', async () => {
    const { order, intentId } = await orderWithIntent('other_type');
    const payload = intentEvent({
      eventId: 'evt_created',
      type: 'payment_intent.created',
      intentId,
      amount: order.payableMinor,
    });
    const response = await postWebhook(payload, sign(payload));
    expect(response.statusCode).toBe(200);
    expect(response.json().data.result).toBe('ignored');
    expect((await paymentSnapshot(ctx.db, order.id)).status).toBe(8);
  });
});
