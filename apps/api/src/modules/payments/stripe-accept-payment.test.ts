import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildTestApp, postJson } from '../../test/build-test-app';
import { loginAs } from '../profile/account-data.fixture';
import {
  countWebhookEvents,
  createAwaitingOrder,
  paymentSettings,
  paymentSnapshot,
  paymentsSeed,
  SECRETS,
} from './payments.fixture';
import { payments } from './payments.table';
import {
  orderWithFakeIntent,
  startFakeStripe,
  TEST_METHODS,
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

const ACCEPT = '/public/api/accept-stripe-payment';

async function accept(body: Record<string, unknown>, email = 'a@test.dev') {
  const { token } = await loginAs(ctx.db, email);
  return postJson(ctx.app, ACCEPT, { token, ...body });
}

/** The form of the last request the fake Stripe received on `path`. */
function lastForm(path: string) {
  const request = stripe.requests.filter((sent) => sent.path === path).at(-1);
  return request ? new URLSearchParams(request.body) : null;
}

function postWebhook(payload: string) {
  return ctx.app.inject({
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
}

describe('accept-stripe-payment', () => {
  test("a wallet's PaymentMethod confirms the order's intent server-side and pays the order now; Stripe is sent no amount", async () => {
    const { order, intent } = await orderWithFakeIntent(ctx.db, stripe, { walletUsedMinor: 5000 });
    const response = await accept({
      unique_order_id: order.uniqueOrderId,
      payment_method_id: TEST_METHODS.visa,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toEqual({
      unique_order_id: order.uniqueOrderId,
      status: 'succeeded',
      redirect_url: null,
    });

    const form = lastForm(`/v1/payment_intents/${intent.id}/confirm`);
    expect(form?.get('payment_method')).toBe(TEST_METHODS.visa);
    expect(form?.get('return_url')).toMatch(
      /^http:\/\/[^/]+\/public\/api\/stripe-redirect-capture$/,
    );
    expect(form?.has('amount')).toBe(false);

    const after = await paymentSnapshot(ctx.db, order.id);
    expect(after.status).toBe(1);
    expect(after.paymentStatus).toBe('paid');
    expect(after.events).toEqual([{ from: 8, to: 1, actor: 'payment' }]);
    expect(after.attempts).toEqual([{ status: 'succeeded', providerRef: intent.id }]);
  });

  test('the webhook arriving after it (payment_intent.succeeded) changes nothing', async () => {
    const { order, intent } = await orderWithFakeIntent(ctx.db, stripe);
    expect(
      (
        await accept({
          unique_order_id: order.uniqueOrderId,
          payment_method_id: TEST_METHODS.visa,
        })
      ).statusCode,
    ).toBe(200);
    const settled = await paymentSnapshot(ctx.db, order.id);

    const payload = JSON.stringify({
      id: 'evt_after_accept',
      object: 'event',
      type: 'payment_intent.succeeded',
      created: Math.floor(Date.now() / 1000),
      data: { object: { ...stripe.intents.get(intent.id) } },
    });
    const response = await postWebhook(payload);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.result).toBe('order_not_awaiting');
    expect(await paymentSnapshot(ctx.db, order.id)).toEqual(settled);
  });

  test('3-D Secure: answers requires_action with Stripe’s redirect_to_url, and the order keeps waiting', async () => {
    const { order, intent } = await orderWithFakeIntent(ctx.db, stripe);
    const eventsBefore = await countWebhookEvents(ctx.db);
    const response = await accept({
      unique_order_id: order.uniqueOrderId,
      payment_method_id: TEST_METHODS.threeDSecure,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toEqual({
      unique_order_id: order.uniqueOrderId,
      status: 'requires_action',
      redirect_url: `${stripe.url}/3ds/${intent.id}`,
    });
    const after = await paymentSnapshot(ctx.db, order.id);
    expect(after.status).toBe(8);
    expect(after.attempts).toEqual([{ status: 'created', providerRef: intent.id }]);
    expect(await countWebhookEvents(ctx.db)).toBe(eventsBefore);
  });

  test('a declined card answers 402 payments.card_declined, writes nothing, and another card then pays', async () => {
    const { order, intent } = await orderWithFakeIntent(ctx.db, stripe, { walletUsedMinor: 2000 });
    const before = await paymentSnapshot(ctx.db, order.id);
    const eventsBefore = await countWebhookEvents(ctx.db);
    const declined = await accept({
      unique_order_id: order.uniqueOrderId,
      payment_method_id: TEST_METHODS.declined,
    });
    expect(declined.statusCode).toBe(402);
    expect(declined.json().error.code).toBe('payments.card_declined');
    expect(await paymentSnapshot(ctx.db, order.id)).toEqual(before);
    expect(await countWebhookEvents(ctx.db)).toBe(eventsBefore);

    const retried = await accept({
      unique_order_id: order.uniqueOrderId,
      payment_method_id: TEST_METHODS.visa,
    });
    expect(retried.json().data.status).toBe('succeeded');
    expect((await paymentSnapshot(ctx.db, order.id)).attempts).toEqual([
      { status: 'succeeded', providerRef: intent.id },
    ]);
  });

  test('an intent Stripe holds for another amount is refused (409 payments.amount_mismatch): the order is not paid', async () => {
    const { order } = await orderWithFakeIntent(ctx.db, stripe, {
      walletUsedMinor: 1000,
      intentAmount: 100,
    });
    const response = await accept({
      unique_order_id: order.uniqueOrderId,
      payment_method_id: TEST_METHODS.visa,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.code).toBe('payments.amount_mismatch');
    const after = await paymentSnapshot(ctx.db, order.id);
    expect(after.paymentStatus).not.toBe('paid');
    expect(after.status).toBe(9);
    expect(after.wallet.at(-1)).toEqual({ kind: 'credit', amountMinor: 1000 });
  });

  test('an order with no intent yet gets one (the server amount) and is confirmed with it', async () => {
    const order = await createAwaitingOrder(ctx.db);
    const response = await accept({
      unique_order_id: order.uniqueOrderId,
      payment_method_id: TEST_METHODS.visa,
    });
    expect(response.json().data.status).toBe('succeeded');
    expect(lastForm('/v1/payment_intents')?.get('amount')).toBe(String(order.payableMinor));
    const [attempt] = await ctx.db.select().from(payments).where(eq(payments.orderId, order.id));
    expect(attempt).toMatchObject({ provider: 'STRIPE', status: 'succeeded' });
  });

  test("another customer's order answers 404 and nothing reaches Stripe; a guest gets 401", async () => {
    const { order } = await orderWithFakeIntent(ctx.db, stripe);
    const sent = stripe.requests.length;
    const body = { unique_order_id: order.uniqueOrderId, payment_method_id: TEST_METHODS.visa };
    const other = await accept(body, 'b@test.dev');
    expect(other.statusCode).toBe(404);
    expect(other.json().error.code).toBe('orders.not_found');
    expect((await postJson(ctx.app, ACCEPT, body)).statusCode).toBe(401);
    expect(stripe.requests.length).toBe(sent);
    expect((await paymentSnapshot(ctx.db, order.id)).status).toBe(8);
  });

  test('an order already paid answers 409 payments.not_awaiting_payment, and a COD order 409 payments.method_mismatch', async () => {
    const { order } = await orderWithFakeIntent(ctx.db, stripe);
    const body = { unique_order_id: order.uniqueOrderId, payment_method_id: TEST_METHODS.visa };
    expect((await accept(body)).statusCode).toBe(200);
    const again = await accept(body);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('payments.not_awaiting_payment');

    const khalti = await createAwaitingOrder(ctx.db, { paymentMethod: 'KHALTI' });
    const other = await accept({ ...body, unique_order_id: khalti.uniqueOrderId });
    expect(other.statusCode).toBe(409);
    expect(other.json().error.code).toBe('payments.method_mismatch');
  });

  test('bad input (not a PaymentMethod id, a NUL character, a wrong type, an amount) gets 400 and reaches nothing', async () => {
    const { order } = await orderWithFakeIntent(ctx.db, stripe);
    const sent = stripe.requests.length;
    for (const payment_method_id of ['tok_visa', 'pm_a\u0000b', 'x'.repeat(100_000), 12, null]) {
      const response = await accept({ unique_order_id: order.uniqueOrderId, payment_method_id });
      expect(response.statusCode, String(payment_method_id).slice(0, 20)).toBe(400);
    }
    // The client never names an amount: the intent has the server's.
    const withAmount = await accept({
      unique_order_id: order.uniqueOrderId,
      payment_method_id: TEST_METHODS.visa,
      amount: 1,
    });
    expect(withAmount.statusCode).toBe(400);
    expect(withAmount.json().error.code).toBe('request.invalid');
    expect(stripe.requests.length).toBe(sent);
    expect((await paymentSnapshot(ctx.db, order.id)).status).toBe(8);
  });
});
