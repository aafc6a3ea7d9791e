import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { postJson } from '../../test/build-test-app';
import { loginAs } from '../profile/account-data.fixture';
import { refundRowsOf, silentLog } from './card-refunds.fixture';
import { paymentSnapshot } from './payments.fixture';
import {
  buildPaymongoApp,
  paymongoEvent,
  postEvent,
  startFakePaymongo,
  startPaymongo,
} from './paymongo.fixture';
import { reconcileAwaitingPayments } from './reconcile-payments';
import { processDueRefunds } from './refunds.usecases';

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
beforeEach(() => {
  fake.next.refundStatus = 'succeeded';
  fake.next.loseRefundAnswer = false;
});

/** A PayMongo order paid through the signed webhook, then cancelled by its customer. */
async function paidThenCancelled() {
  const { order, checkout_session_id } = await startPaymongo(ctx);
  const session = fake.pay(checkout_session_id);
  const paid = await postEvent(ctx, paymongoEvent('checkout_session.payment.paid', session));
  expect(paid.json().data.result).toBe('paid');
  const customer = await loginAs(ctx.db, 'a@test.dev');
  const cancel = await postJson(ctx.app, '/public/api/cancel-order', {
    token: customer.token,
    order_id: order.uniqueOrderId,
  });
  expect(cancel.statusCode, cancel.body).toBe(200);
  await processDueRefunds({ db: ctx.db, log: silentLog, orderId: order.id });
  const payment = session.attributes.payments[0];
  if (!payment) throw new Error('no payment');
  return { order, payment };
}

describe('PayMongo refunds', () => {
  test('a cancelled PayMongo order is refunded with POST /v1/refunds on the session’s payment, carrying our refund key', async () => {
    const { order, payment } = await paidThenCancelled();
    const call = fake.requests.filter(
      (r) => r.method === 'POST' && r.path === '/v1/refunds' && r.body.includes(payment.id),
    );
    expect(call).toHaveLength(1);
    const { attributes } = JSON.parse(call[0]?.body ?? '{}').data;
    expect(attributes).toMatchObject({
      amount: order.payableMinor,
      payment_id: payment.id,
      reason: 'requested_by_customer',
      metadata: { refund_key: expect.stringMatching(/^swiftbite-refund-\d+$/) },
    });
    const [row] = await refundRowsOf(ctx.db, order.id);
    expect(row).toMatchObject({ provider: 'PAYMONGO', status: 'succeeded' });
    expect(row?.providerRef).toBe(payment.attributes.refunds[0]?.id);
  });

  test('a pending refund is settled by the signed payment.refund.updated event, once', async () => {
    fake.next.refundStatus = 'pending';
    const { order, payment } = await paidThenCancelled();
    const [pending] = await refundRowsOf(ctx.db, order.id);
    expect(pending?.status).toBe('pending');
    const refund = payment.attributes.refunds[0];
    if (!refund) throw new Error('no refund');
    refund.attributes.status = 'succeeded';
    const event = paymongoEvent('payment.refund.updated', payment);
    expect((await postEvent(ctx, event)).json().data.result).toBe('refund_succeeded');
    expect((await postEvent(ctx, event)).json().data.result).toBe('duplicate');
    expect((await refundRowsOf(ctx.db, order.id))[0]?.status).toBe('succeeded');
  });

  test('a refund whose answer was lost is found by its refund key on the retry, not made twice', async () => {
    fake.next.loseRefundAnswer = true;
    const { order, payment } = await paidThenCancelled();
    expect((await refundRowsOf(ctx.db, order.id))[0]?.status).toBe('pending');
    fake.next.loseRefundAnswer = false;
    const later = new Date(Date.now() + 10 * 60_000);
    await processDueRefunds({ db: ctx.db, log: silentLog, orderId: order.id, now: later });
    expect(payment.attributes.refunds).toHaveLength(1);
    const [row] = await refundRowsOf(ctx.db, order.id);
    expect(row).toMatchObject({
      status: 'succeeded',
      providerRef: payment.attributes.refunds[0]?.id,
    });
  });
});

describe('the reconciler and PayMongo', () => {
  test('reads the sessions of orders left awaiting payment: a paid one settles, an expired one fails', async () => {
    const now = new Date();
    const createdAt = new Date(now.getTime() - 15 * 60_000);
    const paid = await startPaymongo(ctx, { createdAt });
    const expired = await startPaymongo(ctx, { createdAt });
    fake.pay(paid.checkout_session_id);
    const session = fake.sessions.get(expired.checkout_session_id);
    if (session) session.attributes.status = 'expired';
    const summary = await reconcileAwaitingPayments({ db: ctx.db, log: silentLog, now });
    expect(summary).toMatchObject({ paid: 1, failed: 1 });
    expect((await paymentSnapshot(ctx.db, paid.order.id)).status).toBe(1);
    expect((await paymentSnapshot(ctx.db, expired.order.id)).status).toBe(9);
  });
});
