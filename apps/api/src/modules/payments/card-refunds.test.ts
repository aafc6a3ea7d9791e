import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { buildTestApp, postJson } from '../../test/build-test-app';
import { loginAs } from '../profile/account-data.fixture';
import {
  paidOrder,
  refundRowsOf,
  refundsSeed,
  silentLog,
  startFakeRefundProviders,
  walletOf,
} from './card-refunds.fixture';
import { SECRETS } from './payments.fixture';
import { signRazorpayWebhook } from './razorpay-provider';
import { MAX_REFUND_SEND_ATTEMPTS, processDueRefunds } from './refunds.usecases';

let ctx: Awaited<ReturnType<typeof buildTestApp>>;
let fake: Awaited<ReturnType<typeof startFakeRefundProviders>>;
let customer: { id: number; token: string };

beforeAll(async () => {
  fake = await startFakeRefundProviders();
  ctx = await buildTestApp({ seed: refundsSeed(fake.url) });
  customer = await loginAs(ctx.db, 'a@test.dev');
});
afterAll(async () => {
  await ctx.close();
  await fake.close();
});
beforeEach(() => {
  fake.state.next = { kind: 'refund', status: 'succeeded' };
});

const cancel = (orderId: string) =>
  postJson(ctx.app, '/public/api/cancel-order', { token: customer.token, order_id: orderId });

const refundCalls = () =>
  fake.requests.filter(
    (request) =>
      request.method === 'POST' && /\/v1\/(refunds|payments\/\w+\/refund)$/.test(request.path),
  );

function postStripeEvent(refund: Record<string, unknown>, eventId: string) {
  const payload = JSON.stringify({
    id: eventId,
    object: 'event',
    type: refund.status === 'failed' ? 'refund.failed' : 'refund.updated',
    created: Math.floor(Date.now() / 1000),
    data: { object: { object: 'refund', currency: 'inr', ...refund } },
  });
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

describe('[H8.16] card refunds go through the gateway refund API', () => {
  test('[H8.16] a Stripe-paid order cancelled by the customer is refunded to the card with an idempotency key; only the wallet part goes to the wallet', async () => {
    const { order, providerRef } = await paidOrder(ctx.db, {
      ref: 'cancel1',
      walletUsedMinor: 5000,
    });
    const before = await walletOf(ctx.db, { userId: customer.id, orderId: order.id });
    const calls = refundCalls().length;

    const response = await cancel(order.uniqueOrderId);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({
      status: 6,
      payment_status: 'refunded',
      refund: {
        to_wallet: 5000,
        to_card: { amount: order.payableMinor, status: 'succeeded', provider: 'STRIPE' },
      },
    });
    const sent = refundCalls().slice(calls);
    expect(sent).toHaveLength(1);
    const form = new URLSearchParams(sent[0]?.body);
    expect(form.get('payment_intent')).toBe(providerRef);
    expect(form.get('amount')).toBe(String(order.payableMinor));
    const [row] = await refundRowsOf(ctx.db, order.id);
    expect(sent[0]?.headers['idempotency-key']).toBe(`swiftbite-refund-${row?.id}`);
    expect(row).toMatchObject({
      status: 'succeeded',
      providerRef: expect.stringMatching(/^re_fake_/),
    });

    const after = await walletOf(ctx.db, { userId: customer.id, orderId: order.id });
    expect(after.balance - before.balance).toBe(5000);
    expect(after.credited).toBe(5000);
  });

  test('[H8.16] a pending refund settles from signed notifications: succeeded once, a replay changes nothing, a later failure credits the wallet exactly once', async () => {
    fake.state.next = { kind: 'refund', status: 'pending' };
    const { order } = await paidOrder(ctx.db, { ref: 'pending1' });
    const response = await cancel(order.uniqueOrderId);
    expect(response.json().data.refund.to_card.status).toBe('pending');
    const [row] = await refundRowsOf(ctx.db, order.id);
    const refund = {
      id: row?.providerRef,
      amount: order.payableMinor,
      metadata: { refund_key: `swiftbite-refund-${row?.id}` },
    };

    const bad = await ctx.app.inject({
      method: 'POST',
      url: '/public/api/stripe/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=00' },
      payload: JSON.stringify({
        id: 'evt_forged',
        data: { object: { ...refund, status: 'failed' } },
      }),
    });
    expect(bad.statusCode).toBe(400);

    const ok = await postStripeEvent({ ...refund, status: 'succeeded' }, `evt_ok_${row?.id}`);
    expect(ok.json().data.result).toBe('refund_succeeded');
    const replay = await postStripeEvent({ ...refund, status: 'succeeded' }, `evt_ok_${row?.id}`);
    expect(replay.json().data.result).toBe('duplicate');

    const failed = await postStripeEvent({ ...refund, status: 'failed' }, `evt_fail_${row?.id}`);
    expect(failed.json().data.result).toBe('refund_failed');
    const again = await postStripeEvent({ ...refund, status: 'failed' }, `evt_fail2_${row?.id}`);
    expect(again.json().data.result).toBe('unchanged');
    expect((await walletOf(ctx.db, { userId: customer.id, orderId: order.id })).credited).toBe(
      order.payableMinor,
    );

    const view = await postJson(ctx.app, '/public/api/get-order-details', {
      token: customer.token,
      unique_order_id: order.uniqueOrderId,
    });
    expect(view.json().data.refund).toEqual({
      to_wallet: order.payableMinor,
      to_card: { amount: order.payableMinor, status: 'failed', provider: 'STRIPE' },
    });
  });

  test('[H8.16] a provider outage leaves the refund pending; the worker retries with the same key, then gives up to the wallet after the last attempt', async () => {
    fake.state.next = { kind: 'error', status: 500, body: { error: { type: 'api_error' } } };
    const { order } = await paidOrder(ctx.db, { ref: 'outage1' });
    const response = await cancel(order.uniqueOrderId);
    expect(response.json().data.refund.to_card.status).toBe('pending');
    let [row] = await refundRowsOf(ctx.db, order.id);
    expect(row?.lastError).toMatch(/./);

    const inFuture = (minutes: number) => new Date(Date.now() + minutes * 60_000);
    // Not due yet: nothing is sent.
    expect(
      (await processDueRefunds({ db: ctx.db, log: silentLog, orderId: order.id })).claimed,
    ).toBe(0);

    fake.state.next = { kind: 'refund', status: 'succeeded' };
    const run = await processDueRefunds({
      db: ctx.db,
      log: silentLog,
      orderId: order.id,
      now: inFuture(5),
    });
    expect(run).toMatchObject({ claimed: 1, succeeded: 1 });
    const keys = new Set(
      refundCalls()
        .filter((call) => new URLSearchParams(call.body).get('payment_intent') === 'pi_outage1')
        .map((call) => call.headers['idempotency-key']),
    );
    [row] = await refundRowsOf(ctx.db, order.id);
    expect([...keys]).toEqual([`swiftbite-refund-${row?.id}`]);
    expect(row?.status).toBe('succeeded');

    // Another order whose provider never answers: after the last attempt the wallet gets it.
    fake.state.next = { kind: 'error', status: 503, body: { error: { type: 'api_error' } } };
    const stuck = await paidOrder(ctx.db, { ref: 'outage2' });
    await cancel(stuck.order.uniqueOrderId);
    for (let attempt = 2; attempt <= MAX_REFUND_SEND_ATTEMPTS + 1; attempt += 1) {
      await processDueRefunds({
        db: ctx.db,
        log: silentLog,
        orderId: stuck.order.id,
        now: inFuture(attempt * 400),
      });
    }
    const [gaveUp] = await refundRowsOf(ctx.db, stuck.order.id);
    expect(gaveUp).toMatchObject({ status: 'failed', attempts: MAX_REFUND_SEND_ATTEMPTS });
    expect(
      (await walletOf(ctx.db, { userId: customer.id, orderId: stuck.order.id })).credited,
    ).toBe(stuck.order.payableMinor);
  });

  test('[H8.16] a refund Stripe refuses (already refunded by hand) goes to the wallet at once', async () => {
    fake.state.next = {
      kind: 'error',
      status: 400,
      body: {
        error: {
          type: 'invalid_request_error',
          code: 'charge_already_refunded',
          message: 'already',
        },
      },
    };
    const { order } = await paidOrder(ctx.db, { ref: 'refused1' });
    const response = await cancel(order.uniqueOrderId);
    expect(response.json().data.refund).toEqual({
      to_wallet: order.payableMinor,
      to_card: { amount: order.payableMinor, status: 'failed', provider: 'STRIPE' },
    });
  });

  test('[H8.16] Razorpay: the captured payment of the order is refunded with notes; a retry finds the earlier refund instead of making a second; refund.processed settles it', async () => {
    fake.state.next = { kind: 'refund', status: 'pending' };
    const { order, providerRef } = await paidOrder(ctx.db, { provider: 'RAZORPAY', ref: 'rzp1' });
    const response = await cancel(order.uniqueOrderId);
    expect(response.json().data.refund.to_card).toMatchObject({
      status: 'pending',
      provider: 'RAZORPAY',
    });
    const posts = refundCalls().filter(
      (call) => call.path === `/v1/payments/pay_of_${providerRef}/refund`,
    );
    expect(posts).toHaveLength(1);
    const body = JSON.parse(posts[0]?.body ?? '{}');
    const [row] = await refundRowsOf(ctx.db, order.id);
    expect(body).toMatchObject({
      amount: order.payableMinor,
      notes: { order_id: order.uniqueOrderId, refund_key: `swiftbite-refund-${row?.id}` },
    });

    // The worker asks where the pending refund stands instead of sending it again.
    await processDueRefunds({
      db: ctx.db,
      log: silentLog,
      orderId: order.id,
      now: new Date(Date.now() + 600_000),
    });
    expect(refundCalls().filter((call) => call.path.includes(providerRef))).toHaveLength(1);

    const payload = JSON.stringify({
      entity: 'event',
      event: 'refund.processed',
      payload: {
        refund: {
          entity: {
            id: row?.providerRef,
            amount: order.payableMinor,
            currency: 'INR',
            payment_id: `pay_of_${providerRef}`,
            status: 'processed',
            notes: { refund_key: `swiftbite-refund-${row?.id}` },
          },
        },
      },
    });
    const webhook = await ctx.app.inject({
      method: 'POST',
      url: '/public/api/razorpay/webhook',
      headers: {
        'content-type': 'application/json',
        'x-razorpay-event-id': `evt_rzp_${row?.id}`,
        'x-razorpay-signature': signRazorpayWebhook({
          webhookSecret: SECRETS.razorpayWebhookSecret,
          rawBody: payload,
        }),
      },
      payload,
    });
    expect(webhook.json().data.result).toBe('refund_succeeded');
    expect((await refundRowsOf(ctx.db, order.id))[0]?.status).toBe('succeeded');
  });

  test('[H8.16] a store rejecting a card-paid order refunds it to the card too', async () => {
    const { order } = await paidOrder(ctx.db, { ref: 'reject1' });
    const owner = await loginAs(ctx.db, 'owner@test.dev');
    const response = await postJson(ctx.app, '/public/api/console/reject-order', {
      token: owner.token,
      unique_order_id: order.uniqueOrderId,
      reason: 'Out of dough',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(await refundRowsOf(ctx.db, order.id)).toMatchObject([
      { status: 'succeeded', provider: 'STRIPE' },
    ]);
  });

  test('[H8.16] a PayU-paid order has no refund API here: it is refunded to the wallet as before', async () => {
    const { order } = await paidOrder(ctx.db, { provider: 'PAYU', ref: 'payu1' });
    const response = await cancel(order.uniqueOrderId);
    expect(response.json().data.refund).toEqual({ to_wallet: order.payableMinor, to_card: null });
    expect(await refundRowsOf(ctx.db, order.id)).toEqual([]);
  });

  test('[H8.16] a customer cancel racing a store reject, and two refund workers at once: one refund row, one call to the provider, money returned once', async () => {
    const calls = refundCalls().length;
    const { order } = await paidOrder(ctx.db, { ref: 'race1', walletUsedMinor: 1000 });
    const owner = await loginAs(ctx.db, 'owner@test.dev');
    const results = await Promise.all([
      cancel(order.uniqueOrderId),
      cancel(order.uniqueOrderId),
      postJson(ctx.app, '/public/api/console/reject-order', {
        token: owner.token,
        unique_order_id: order.uniqueOrderId,
        reason: 'Closing early',
      }),
      processDueRefunds({ db: ctx.db, log: silentLog }),
      processDueRefunds({ db: ctx.db, log: silentLog }),
    ]);
    expect(
      results.slice(0, 3).filter((r) => 'statusCode' in r && r.statusCode === 200).length,
    ).toBeGreaterThanOrEqual(1);
    await processDueRefunds({ db: ctx.db, log: silentLog });
    await processDueRefunds({ db: ctx.db, log: silentLog });
    expect(await refundRowsOf(ctx.db, order.id)).toHaveLength(1);
    expect(refundCalls().slice(calls)).toHaveLength(1);
    expect((await walletOf(ctx.db, { userId: customer.id, orderId: order.id })).credited).toBe(
      1000,
    );
  });
});
