import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { buildTestApp, postJson } from '../../test/build-test-app';
import { loginAs } from '../profile/account-data.fixture';
import { paidOrder, refundRowsOf, silentLog, walletOf } from './card-refunds.fixture';
import {
  countWebhookEvents,
  createAwaitingOrder,
  insertAttempt,
  paymentSettings,
  paymentSnapshot,
  paymentsSeed,
  SECRETS,
} from './payments.fixture';
import { isPaytmSignature } from './paytm-checksum.fixture';
import {
  PAYTM_MID,
  paytmForm,
  postPaytmForm,
  rupees,
  setPaytmTransaction,
  startFakePaytm,
  txnIdOf,
} from './paytm.fixture';
import { reconcileAwaitingPayments } from './reconcile-payments';
import { processDueRefunds } from './refunds.usecases';

let fake: Awaited<ReturnType<typeof startFakePaytm>>;
let ctx: Awaited<ReturnType<typeof buildTestApp>>;

beforeAll(async () => {
  fake = await startFakePaytm();
  ctx = await buildTestApp({
    seed: paymentsSeed(paymentSettings({ paytmApiBaseUrl: fake.url })),
  });
});
afterAll(async () => {
  await ctx.close();
  await fake.close();
});
beforeEach(() => {
  fake.state.refundResult = { resultStatus: 'PENDING', resultCode: '601' };
  fake.state.refundStatus = 'TXN_SUCCESS';
  fake.state.refused.length = 0;
});

const later = () => new Date(Date.now() + 60 * 60_000);

/** A Paytm-paid order, cancelled by its customer: its refund is queued. */
async function cancelledPaytmOrder(ref: string) {
  const customer = await loginAs(ctx.db, 'a@test.dev');
  const { order, providerRef } = await paidOrder(ctx.db, { provider: 'PAYTM', ref });
  setPaytmTransaction(fake.state, { orderId: providerRef, amountMinor: order.payableMinor });
  const response = await postJson(ctx.app, '/public/api/cancel-order', {
    token: customer.token,
    order_id: order.uniqueOrderId,
  });
  expect(response.statusCode, response.body).toBe(200);
  return { order, providerRef };
}

describe('Paytm refunds', () => {
  test('a cancelled Paytm order is refunded through refund/apply (signed, Paytm’s txnId, our refund key as refId), then settled by refund status', async () => {
    const { order, providerRef } = await cancelledPaytmOrder('pt1');
    await processDueRefunds({ db: ctx.db, log: silentLog, orderId: order.id });
    const call = fake.requests.filter((r) => r.path === '/refund/apply').at(-1);
    const sent = JSON.parse(call?.body ?? '{}') as {
      body: Record<string, string>;
      head: { signature: string };
    };
    expect(
      isPaytmSignature(JSON.stringify(sent.body), SECRETS.paytmMerchantKey, sent.head.signature),
    ).toBe(true);
    expect(sent.body).toEqual({
      mid: PAYTM_MID,
      txnType: 'REFUND',
      orderId: providerRef,
      txnId: txnIdOf(providerRef),
      refId: expect.stringMatching(/^swiftbite-refund-\d+$/),
      refundAmount: rupees(order.payableMinor),
    });
    const [pending] = await refundRowsOf(ctx.db, order.id);
    expect(pending).toMatchObject({ provider: 'PAYTM', status: 'pending' });
    expect(pending?.providerRef).toBe(sent.body.refId);

    await processDueRefunds({ db: ctx.db, log: silentLog, orderId: order.id, now: later() });
    expect(fake.requests.filter((r) => r.path === '/v2/refund/status')).not.toHaveLength(0);
    expect((await refundRowsOf(ctx.db, order.id))[0]?.status).toBe('succeeded');
    expect(fake.state.refused).toEqual([]);
  });

  test('a refund Paytm refuses (619 invalid amount) is credited to the wallet instead', async () => {
    fake.state.refundResult = { resultStatus: 'TXN_FAILURE', resultCode: '619' };
    const { order } = await cancelledPaytmOrder('pt2');
    await processDueRefunds({ db: ctx.db, log: silentLog, orderId: order.id });
    expect((await refundRowsOf(ctx.db, order.id))[0]?.status).toBe('failed');
    const wallet = await walletOf(ctx.db, { userId: order.userId, orderId: order.id });
    expect(wallet.credited).toBe(order.payableMinor);
  });

  test('a retry after a lost answer (617: refId raised already) asks refund status instead of refunding twice', async () => {
    fake.state.refundResult = { resultStatus: 'TXN_FAILURE', resultCode: '617' };
    const { order } = await cancelledPaytmOrder('pt3');
    await processDueRefunds({ db: ctx.db, log: silentLog, orderId: order.id });
    expect((await refundRowsOf(ctx.db, order.id))[0]?.status).toBe('succeeded');
    const applied = fake.state.refunds.filter((refund) => refund.orderId === 'txnpt3');
    expect(applied).toHaveLength(1);
  });
});

describe('the reconciler with Paytm', () => {
  test('asks the Transaction Status API for Paytm orders left awaiting payment: paid, failed, unknown', async () => {
    const now = new Date();
    const old = new Date(now.getTime() - 15 * 60_000);
    const cases = [
      ['SBRECPAID', 'TXN_SUCCESS'],
      ['SBRECFAILED', 'TXN_FAILURE'],
      ['SBRECUNKNOWN', null],
    ] as const;
    const orders = [];
    for (const [ref, status] of cases) {
      const order = await createAwaitingOrder(ctx.db, { paymentMethod: 'PAYTM', createdAt: old });
      await insertAttempt(ctx.db, {
        orderId: order.id,
        provider: 'PAYTM',
        providerRef: ref,
        amountMinor: order.payableMinor,
      });
      if (status) {
        setPaytmTransaction(fake.state, {
          orderId: ref,
          amountMinor: order.payableMinor,
          status,
        });
      }
      orders.push(order);
    }
    const summary = await reconcileAwaitingPayments({ db: ctx.db, log: silentLog, now });
    expect(summary).toMatchObject({ paid: 1, failed: 1, stillPending: 1 });
    const statuses = await Promise.all(
      orders.map(async (order) => (await paymentSnapshot(ctx.db, order.id)).status),
    );
    expect(statuses).toEqual([1, 9, 8]);
    expect(fake.state.refused).toEqual([]);
  });
});

describe('bad input to Paytm’s calls', () => {
  test('a huge, NUL-carrying, mistyped or altered form, and a bad create-order, get a 400 with a stable code and write nothing', async () => {
    const order = await createAwaitingOrder(ctx.db, { paymentMethod: 'PAYTM' });
    const signed = paytmForm({ orderId: 'SBBADINPUT1', amountMinor: order.payableMinor });
    const before = await paymentSnapshot(ctx.db, order.id);
    const events = await countWebhookEvents(ctx.db);
    for (const path of ['/public/api/paytm/return', '/public/api/paytm/webhook']) {
      const huge = await postPaytmForm(ctx.app, path, { ...signed, RESPMSG: 'x'.repeat(100_000) });
      const nulName = await postPaytmForm(ctx.app, path, { ...signed, 'A\u0000B': '1' });
      const nulOrder = await postPaytmForm(ctx.app, path, { ...signed, ORDERID: 'SB\u0000' });
      const mistyped = await postJson(ctx.app, path, { ...signed, TXNAMOUNT: 450 });
      const list = await postJson(ctx.app, path, [signed]);
      for (const response of [huge, nulName, nulOrder, mistyped, list]) {
        expect(response.statusCode, response.body).toBe(400);
        expect(response.json().error.code).toBe('request.invalid');
      }
      const forgedOrder = await postPaytmForm(ctx.app, path, { ...signed, ORDERID: '../x' });
      expect(forgedOrder.json().error.code).toBe('payments.invalid_signature');
    }
    const a = await loginAs(ctx.db, 'a@test.dev');
    for (const orderId of [2 ** 31, 'x'.repeat(100_000), ['OD']]) {
      const response = await postJson(ctx.app, '/public/api/paytm/create-order', {
        token: a.token,
        order_id: orderId,
      });
      expect(response.statusCode).toBe(400);
    }
    const unknownField = await postJson(ctx.app, '/public/api/paytm/create-order', {
      token: a.token,
      order_id: order.uniqueOrderId,
      amount: 1,
    });
    expect(unknownField.statusCode).toBe(400);
    expect(await paymentSnapshot(ctx.db, order.id)).toEqual(before);
    expect(await countWebhookEvents(ctx.db)).toBe(events);
  });
});
