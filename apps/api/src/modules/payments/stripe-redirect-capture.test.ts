import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildTestApp } from '../../test/build-test-app';
import {
  countWebhookEvents,
  paymentSettings,
  paymentSnapshot,
  paymentsSeed,
  SECRETS,
} from './payments.fixture';
import {
  orderWithFakeIntent,
  startFakeStripe,
  type FakeIntent,
  type FakeStripe,
} from './stripe-redirect.fixture';

let ctx: Awaited<ReturnType<typeof buildTestApp>>;
let stripe: FakeStripe;

beforeAll(async () => {
  stripe = await startFakeStripe();
  ctx = await buildTestApp({
    seed: paymentsSeed(paymentSettings({ stripeApiBaseUrl: stripe.url })),
  });
});
afterAll(async () => {
  await ctx.close();
  await stripe.close();
});

/** The browser arriving at return_url, as Stripe sends it back after 3-D Secure. */
function returnFromStripe(
  intent: Pick<FakeIntent, 'id' | 'client_secret'>,
  redirectStatus = 'succeeded',
) {
  const query = new URLSearchParams({
    payment_intent: intent.id,
    payment_intent_client_secret: intent.client_secret,
    redirect_status: redirectStatus,
  });
  return ctx.app.inject({
    method: 'GET',
    url: `/public/api/stripe-redirect-capture?${query.toString()}`,
  });
}

const requestsTo = (path: string) =>
  stripe.requests.filter((request) => request.path === path).length;

describe('stripe-redirect-capture', () => {
  test('after 3-D Secure, the intent is read from Stripe, the order paid and the browser sent to its running order', async () => {
    const { order, intent } = await orderWithFakeIntent(ctx.db, stripe);
    stripe.authorize(intent);
    const response = await returnFromStripe(intent);
    expect(response.statusCode, response.body).toBe(303);
    expect(response.headers.location).toBe(`/running-order/${order.uniqueOrderId}`);
    expect(requestsTo(`/v1/payment_intents/${intent.id}`)).toBe(1);
    const after = await paymentSnapshot(ctx.db, order.id);
    expect(after.status).toBe(1);
    expect(after.paymentStatus).toBe('paid');
    expect(after.attempts).toEqual([{ status: 'succeeded', providerRef: intent.id }]);
  });

  test('redirect_status is not trusted: an intent Stripe holds as unpaid leaves the order awaiting payment', async () => {
    const { order, intent } = await orderWithFakeIntent(ctx.db, stripe);
    const eventsBefore = await countWebhookEvents(ctx.db);
    const response = await returnFromStripe(intent, 'succeeded');
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(`/running-order/${order.uniqueOrderId}`);
    expect((await paymentSnapshot(ctx.db, order.id)).status).toBe(8);
    expect(await countWebhookEvents(ctx.db)).toBe(eventsBefore);
  });

  test('an intent waiting for capture is captured for the order’s amount, then the order is paid', async () => {
    const { order, intent } = await orderWithFakeIntent(ctx.db, stripe, {
      captureMethod: 'manual',
    });
    stripe.authorize(intent);
    expect(intent.status).toBe('requires_capture');
    expect((await returnFromStripe(intent)).statusCode).toBe(303);
    const capture = stripe.requests.filter(
      (request) => request.path === `/v1/payment_intents/${intent.id}/capture`,
    );
    expect(capture).toHaveLength(1);
    expect(new URLSearchParams(capture[0]?.body).get('amount_to_capture')).toBe(
      String(order.payableMinor),
    );
    expect(capture[0]?.headers['idempotency-key']).toBe(`swiftbite-capture-${intent.id}`);
    const after = await paymentSnapshot(ctx.db, order.id);
    expect(after.paymentStatus).toBe('paid');
    expect(after.events).toEqual([{ from: 8, to: 1, actor: 'payment' }]);
  });

  test('a replayed or reloaded return changes nothing and captures nothing again', async () => {
    const { order, intent } = await orderWithFakeIntent(ctx.db, stripe, {
      captureMethod: 'manual',
    });
    stripe.authorize(intent);
    expect((await returnFromStripe(intent)).statusCode).toBe(303);
    const once = await paymentSnapshot(ctx.db, order.id);
    const eventsOnce = await countWebhookEvents(ctx.db);

    for (let i = 0; i < 2; i += 1) {
      const again = await returnFromStripe(intent);
      expect(again.statusCode).toBe(303);
      expect(again.headers.location).toBe(`/running-order/${order.uniqueOrderId}`);
    }
    expect(await paymentSnapshot(ctx.db, order.id)).toEqual(once);
    expect(once.events).toHaveLength(1);
    expect(await countWebhookEvents(ctx.db)).toBe(eventsOnce);
    expect(requestsTo(`/v1/payment_intents/${intent.id}/capture`)).toBe(1);
  });

  test('the webhook arriving after the return changes nothing', async () => {
    const { order, intent } = await orderWithFakeIntent(ctx.db, stripe);
    stripe.authorize(intent);
    expect((await returnFromStripe(intent)).statusCode).toBe(303);
    const settled = await paymentSnapshot(ctx.db, order.id);
    const payload = JSON.stringify({
      id: 'evt_after_redirect',
      object: 'event',
      type: 'payment_intent.succeeded',
      created: Math.floor(Date.now() / 1000),
      data: { object: { ...intent } },
    });
    const webhook = await ctx.app.inject({
      method: 'POST',
      url: '/public/api/stripe/webhook',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': Stripe.webhooks.generateTestHeaderString({
          payload,
          secret: SECRETS.stripeWebhookSecret,
        }),
      },
      payload,
    });
    expect(webhook.statusCode, webhook.body).toBe(200);
    expect(webhook.json().data.result).toBe('order_not_awaiting');
    expect(await paymentSnapshot(ctx.db, order.id)).toEqual(settled);
  });

  test('a tampered client secret gets 400 payments.invalid_signature: nothing is captured or written', async () => {
    const { order, intent } = await orderWithFakeIntent(ctx.db, stripe, {
      captureMethod: 'manual',
    });
    stripe.authorize(intent);
    const before = await paymentSnapshot(ctx.db, order.id);
    const eventsBefore = await countWebhookEvents(ctx.db);
    const forgedSecrets = [
      // The intent's id with another random part: only Stripe's copy tells them apart.
      intent.client_secret.replace(/_secret_\w+$/, '_secret_ForgedForgedForgedForged1'),
      // The secret of another intent.
      `pi_SomeoneElsesIntent_secret_ForgedForgedForgedForged1`,
    ];
    for (const forged of forgedSecrets) {
      const response = await returnFromStripe({ id: intent.id, client_secret: forged });
      expect(response.statusCode, forged).toBe(400);
      expect(response.json().error.code).toBe('payments.invalid_signature');
    }
    expect(requestsTo(`/v1/payment_intents/${intent.id}/capture`)).toBe(0);
    expect(await paymentSnapshot(ctx.db, order.id)).toEqual(before);
    expect(await countWebhookEvents(ctx.db)).toBe(eventsBefore);
  });

  test('an intent that is no attempt of ours answers 404 orders.not_found and reaches no Stripe call', async () => {
    const stranger = stripe.addIntent({ amount: 1000, orderId: 'OD-NOT-OURS' });
    stripe.authorize(stranger);
    const sent = stripe.requests.length;
    const response = await returnFromStripe(stranger);
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('orders.not_found');
    expect(stripe.requests.length).toBe(sent);
  });

  test('an intent authorized for another amount is not captured and not taken as paid', async () => {
    const { order, intent } = await orderWithFakeIntent(ctx.db, stripe, {
      captureMethod: 'manual',
      intentAmount: 500,
      walletUsedMinor: 1500,
    });
    stripe.authorize(intent);
    expect((await returnFromStripe(intent)).statusCode).toBe(303);
    expect(requestsTo(`/v1/payment_intents/${intent.id}/capture`)).toBe(0);
    const after = await paymentSnapshot(ctx.db, order.id);
    expect(after.paymentStatus).not.toBe('paid');
    expect(after.status).toBe(9);
    expect(after.wallet.at(-1)).toEqual({ kind: 'credit', amountMinor: 1500 });
  });

  test('a succeeded intent for another amount is refused: the order is not paid', async () => {
    const { order, intent } = await orderWithFakeIntent(ctx.db, stripe, { intentAmount: 700 });
    stripe.authorize(intent);
    expect((await returnFromStripe(intent)).statusCode).toBe(303);
    const after = await paymentSnapshot(ctx.db, order.id);
    expect(after.paymentStatus).toBe('failed');
    expect(after.attempts).toEqual([{ status: 'failed', providerRef: intent.id }]);
  });

  test('a return without its PaymentIntent or client secret, or with malformed ones, gets 400', async () => {
    const { order, intent } = await orderWithFakeIntent(ctx.db, stripe);
    stripe.authorize(intent);
    const sent = stripe.requests.length;
    const base = '/public/api/stripe-redirect-capture';
    for (const url of [
      base,
      `${base}?payment_intent=${intent.id}`,
      `${base}?payment_intent=${intent.id}%00&payment_intent_client_secret=${intent.client_secret}`,
      `${base}?payment_intent=2147483648&payment_intent_client_secret=${intent.client_secret}`,
    ]) {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(400);
    }
    expect(stripe.requests.length).toBe(sent);
    expect((await paymentSnapshot(ctx.db, order.id)).status).toBe(8);
  });
});
