import crypto from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { buildTestApp, postJson } from '../../test/build-test-app';
import { loginAs } from '../profile/account-data.fixture';
import { paidOrder, refundRowsOf, silentLog } from './card-refunds.fixture';
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
import { reconcileAwaitingPayments } from './reconcile-payments';
import { processDueRefunds } from './refunds.usecases';

/** PhonePe's documented checksums, written out here independently of the code under test. */
const sha256 = (text: string) => crypto.createHash('sha256').update(text).digest('hex');
const xVerify = (text: string) => `${sha256(text + SECRETS.phonepeSaltKey)}###1`;
const MID = PUBLIC_KEYS.phonepeMerchantId;

/** What the fake PhonePe answers: the state of each transaction, and of the next refund. */
const fakeState = {
  transactions: new Map<string, { state: string; code: string; amount: number }>(),
  refundState: 'COMPLETED',
};

let fake: Awaited<ReturnType<typeof startFakeProviderServer>>;
let ctx: Awaited<ReturnType<typeof buildTestApp>>;

beforeAll(async () => {
  fake = await startFakeProviderServer((request) => {
    const decoded = (body: string) => {
      const encoded = (JSON.parse(body) as { request: string }).request;
      return { encoded, payload: JSON.parse(Buffer.from(encoded, 'base64').toString()) };
    };
    if (request.method === 'POST' && request.path === '/pg/v1/pay') {
      const { encoded, payload } = decoded(request.body);
      if (request.headers['x-verify'] !== xVerify(`${encoded}/pg/v1/pay`)) {
        return { status: 400, body: { success: false, code: 'BAD_REQUEST' } };
      }
      return {
        status: 200,
        body: {
          success: true,
          code: 'PAYMENT_INITIATED',
          data: {
            merchantId: MID,
            merchantTransactionId: payload.merchantTransactionId,
            instrumentResponse: {
              type: 'PAY_PAGE',
              redirectInfo: {
                url: `${fake.url}/pay/${payload.merchantTransactionId}`,
                method: 'GET',
              },
            },
          },
        },
      };
    }
    const status = /^\/pg\/v1\/status\/([^/]+)\/([^/]+)$/.exec(request.path);
    if (request.method === 'GET' && status) {
      if (
        request.headers['x-verify'] !== xVerify(request.path) ||
        request.headers['x-merchant-id'] !== MID
      ) {
        return { status: 401, body: { success: false, code: 'AUTHORIZATION_FAILED' } };
      }
      const txn = fakeState.transactions.get(status[2] ?? '');
      if (!txn) return { status: 200, body: { success: false, code: 'TRANSACTION_NOT_FOUND' } };
      return {
        status: 200,
        body: {
          success: txn.state === 'COMPLETED',
          code: txn.code,
          data: {
            merchantId: MID,
            merchantTransactionId: status[2],
            transactionId: `T${status[2]}`,
            amount: txn.amount,
            state: txn.state,
            responseCode: txn.state === 'COMPLETED' ? 'SUCCESS' : 'PENDING',
          },
        },
      };
    }
    if (request.method === 'POST' && request.path === '/pg/v1/refund') {
      const { encoded, payload } = decoded(request.body);
      if (request.headers['x-verify'] !== xVerify(`${encoded}/pg/v1/refund`)) {
        return { status: 400, body: { success: false, code: 'BAD_REQUEST' } };
      }
      return {
        status: 200,
        body: {
          success: true,
          code: fakeState.refundState === 'COMPLETED' ? 'PAYMENT_SUCCESS' : 'PAYMENT_PENDING',
          data: {
            merchantId: MID,
            merchantTransactionId: payload.merchantTransactionId,
            transactionId: `TR${payload.merchantTransactionId}`,
            amount: payload.amount,
            state: fakeState.refundState,
          },
        },
      };
    }
    return { status: 404, body: { success: false, code: 'NOT_FOUND' } };
  });
  ctx = await buildTestApp({
    seed: paymentsSeed(paymentSettings({ phonepeApiBaseUrl: fake.url })),
  });
});
afterAll(async () => {
  await ctx.close();
  await fake.close();
});
beforeEach(() => {
  fakeState.refundState = 'COMPLETED';
});

async function startPhonepe(options: Parameters<typeof createAwaitingOrder>[1] = {}) {
  const order = await createAwaitingOrder(ctx.db, { paymentMethod: 'PHONEPE', ...options });
  const a = await loginAs(ctx.db, 'a@test.dev');
  const response = await postJson(ctx.app, '/public/api/phonepe/create-order', {
    token: a.token,
    order_id: order.uniqueOrderId,
  });
  expect(response.statusCode, response.body).toBe(200);
  const data = response.json().data as { redirect_url: string; transaction_id: string };
  return { order, ...data };
}

/** PhonePe's server-to-server callback: {response: base64 JSON}, X-VERIFY over it + salt. */
function callback(
  txn: string,
  { state = 'COMPLETED', amount, code }: { state?: string; amount: number; code?: string },
) {
  const encoded = Buffer.from(
    JSON.stringify({
      success: state === 'COMPLETED',
      code: code ?? (state === 'COMPLETED' ? 'PAYMENT_SUCCESS' : 'PAYMENT_ERROR'),
      message: 'Your request has been successfully completed.',
      data: {
        merchantId: MID,
        merchantTransactionId: txn,
        transactionId: `T${txn}`,
        amount,
        state,
        responseCode: state === 'COMPLETED' ? 'SUCCESS' : 'PAYMENT_ERROR',
        paymentInstrument: { type: 'UPI', utr: '206378866112' },
      },
    }),
  ).toString('base64');
  return { encoded, checksum: xVerify(encoded) };
}

function postCallback(encoded: string, checksum: string) {
  return ctx.app.inject({
    method: 'POST',
    url: '/public/api/phonepe/webhook',
    headers: { 'content-type': 'application/json', 'x-verify': checksum },
    payload: JSON.stringify({ response: encoded }),
  });
}

describe('phonepe/create-order', () => {
  test('asks PhonePe for a pay page with the server-computed amount and a valid X-VERIFY', async () => {
    const { order, redirect_url, transaction_id } = await startPhonepe();
    expect(redirect_url).toBe(`${fake.url}/pay/${transaction_id}`);
    const pay = fake.requests.filter((r) => r.path === '/pg/v1/pay').at(-1);
    const payload = JSON.parse(
      Buffer.from(
        (JSON.parse(pay?.body ?? '{}') as { request: string }).request,
        'base64',
      ).toString(),
    );
    expect(payload).toMatchObject({
      merchantId: MID,
      merchantTransactionId: transaction_id,
      amount: order.payableMinor,
      redirectMode: 'REDIRECT',
      paymentInstrument: { type: 'PAY_PAGE' },
    });
    expect(payload.redirectUrl).toMatch(
      new RegExp(`/public/api/phonepe/return/${transaction_id}$`),
    );
    expect(payload.callbackUrl).toMatch(/\/public\/api\/phonepe\/webhook$/);
    expect(JSON.stringify(payload)).not.toContain(SECRETS.phonepeSaltKey);
  });
});

describe('phonepe/webhook', () => {
  test('a valid callback moves the order 8 → 1; the same callback again changes nothing', async () => {
    const { order, transaction_id } = await startPhonepe();
    const { encoded, checksum } = callback(transaction_id, { amount: order.payableMinor });
    const first = await postCallback(encoded, checksum);
    expect(first.statusCode, first.body).toBe(200);
    const once = await paymentSnapshot(ctx.db, order.id);
    expect(once.status).toBe(1);
    expect(once.attempts).toEqual([{ status: 'succeeded', providerRef: transaction_id }]);
    const events = await countWebhookEvents(ctx.db);

    const replay = await postCallback(encoded, checksum);
    expect(replay.statusCode).toBe(200);
    expect(replay.json().data.result).toBe('duplicate');
    expect(await paymentSnapshot(ctx.db, order.id)).toEqual(once);
    expect(await countWebhookEvents(ctx.db)).toBe(events);
  });

  test('a tampered callback (amount changed, checksum kept) gets 400 and writes nothing', async () => {
    const { order, transaction_id } = await startPhonepe();
    const { checksum } = callback(transaction_id, { amount: order.payableMinor });
    const forged = callback(transaction_id, { amount: 100 }).encoded;
    const events = await countWebhookEvents(ctx.db);
    const response = await postCallback(forged, checksum);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('payments.invalid_signature');
    const wrongIndex = callback(transaction_id, { amount: order.payableMinor });
    const other = await postCallback(
      wrongIndex.encoded,
      wrongIndex.checksum.replace(/###1$/, '###2'),
    );
    expect(other.statusCode).toBe(400);
    expect((await paymentSnapshot(ctx.db, order.id)).status).toBe(8);
    expect(await countWebhookEvents(ctx.db)).toBe(events);
  });

  test('a signed callback for less than the payable amount does not pay the order', async () => {
    const { order, transaction_id } = await startPhonepe();
    const { encoded, checksum } = callback(transaction_id, { amount: order.payableMinor - 1 });
    expect((await postCallback(encoded, checksum)).statusCode).toBe(200);
    expect((await paymentSnapshot(ctx.db, order.id)).status).not.toBe(1);
  });

  test('a failure callback moves the order 8 → 9 and the wallet part comes back', async () => {
    const { order, transaction_id } = await startPhonepe({ walletUsedMinor: 2500 });
    const { encoded, checksum } = callback(transaction_id, { state: 'FAILED', amount: 0 });
    expect((await postCallback(encoded, checksum)).statusCode).toBe(200);
    const after = await paymentSnapshot(ctx.db, order.id);
    expect(after.status).toBe(9);
    expect(after.wallet).toEqual([
      { kind: 'debit', amountMinor: 2500 },
      { kind: 'credit', amountMinor: 2500 },
    ]);
  });
});

describe('phonepe/return', () => {
  test('the return asks the status API: paid → the order moves on and the browser goes to its page', async () => {
    const { order, transaction_id } = await startPhonepe();
    fakeState.transactions.set(transaction_id, {
      state: 'COMPLETED',
      code: 'PAYMENT_SUCCESS',
      amount: order.payableMinor,
    });
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/public/api/phonepe/return/${transaction_id}`,
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(`/running-order/${order.uniqueOrderId}`);
    expect((await paymentSnapshot(ctx.db, order.id)).status).toBe(1);
  });

  test('a return for a transaction never started answers 404 and asks PhonePe nothing', async () => {
    const calls = fake.requests.length;
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/public/api/phonepe/return/SBNEVERSTARTED',
    });
    expect(response.statusCode).toBe(404);
    expect(fake.requests.length).toBe(calls);
  });

  test('a return while PhonePe says pending leaves the order awaiting payment', async () => {
    const { order, transaction_id } = await startPhonepe();
    fakeState.transactions.set(transaction_id, {
      state: 'PENDING',
      code: 'PAYMENT_PENDING',
      amount: order.payableMinor,
    });
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/public/api/phonepe/return/${transaction_id}`,
    });
    expect(response.statusCode).toBe(303);
    expect((await paymentSnapshot(ctx.db, order.id)).status).toBe(8);
  });
});

describe('PhonePe refunds and the reconciler', () => {
  test('a PhonePe-paid order cancelled is refunded through the refund API (checksummed)', async () => {
    const customer = await loginAs(ctx.db, 'a@test.dev');
    const { order, providerRef } = await paidOrder(ctx.db, { provider: 'PHONEPE', ref: 'pp1' });
    const response = await postJson(ctx.app, '/public/api/cancel-order', {
      token: customer.token,
      order_id: order.uniqueOrderId,
    });
    expect(response.statusCode, response.body).toBe(200);
    await processDueRefunds({ db: ctx.db, log: silentLog, orderId: order.id });
    const call = fake.requests.filter((r) => r.path === '/pg/v1/refund').at(-1);
    const payload = JSON.parse(
      Buffer.from(
        (JSON.parse(call?.body ?? '{}') as { request: string }).request,
        'base64',
      ).toString(),
    );
    expect(payload).toMatchObject({
      merchantId: MID,
      originalTransactionId: providerRef,
      amount: order.payableMinor,
    });
    const [row] = await refundRowsOf(ctx.db, order.id);
    expect(row).toMatchObject({ provider: 'PHONEPE', status: 'succeeded' });
    expect(row?.providerRef).toBe(payload.merchantTransactionId);
  });

  test('a pending refund is settled by its signed callback, once', async () => {
    fakeState.refundState = 'PENDING';
    const customer = await loginAs(ctx.db, 'a@test.dev');
    const { order } = await paidOrder(ctx.db, { provider: 'PHONEPE', ref: 'pp2' });
    await postJson(ctx.app, '/public/api/cancel-order', {
      token: customer.token,
      order_id: order.uniqueOrderId,
    });
    await processDueRefunds({ db: ctx.db, log: silentLog, orderId: order.id });
    const [pending] = await refundRowsOf(ctx.db, order.id);
    expect(pending?.status).toBe('pending');
    const { encoded, checksum } = callback(pending?.providerRef ?? '', {
      amount: pending?.amountMinor ?? 0,
    });
    expect((await postCallback(encoded, checksum)).json().data.result).toBe('refund_succeeded');
    expect((await postCallback(encoded, checksum)).json().data.result).toBe('duplicate');
    expect((await refundRowsOf(ctx.db, order.id))[0]?.status).toBe('succeeded');
  });

  test('the reconciler asks the status API for PhonePe orders left awaiting payment', async () => {
    const now = new Date();
    const old = new Date(now.getTime() - 15 * 60_000);
    const paid = await createAwaitingOrder(ctx.db, { paymentMethod: 'PHONEPE', createdAt: old });
    const failed = await createAwaitingOrder(ctx.db, { paymentMethod: 'PHONEPE', createdAt: old });
    for (const [order, ref, state] of [
      [paid, 'SBRECPAID', 'COMPLETED'],
      [failed, 'SBRECFAILED', 'FAILED'],
    ] as const) {
      await insertAttempt(ctx.db, {
        orderId: order.id,
        provider: 'PHONEPE',
        providerRef: ref,
        amountMinor: order.payableMinor,
      });
      fakeState.transactions.set(ref, {
        state,
        code: state === 'COMPLETED' ? 'PAYMENT_SUCCESS' : 'PAYMENT_ERROR',
        amount: order.payableMinor,
      });
    }
    const summary = await reconcileAwaitingPayments({ db: ctx.db, log: silentLog, now });
    expect(summary).toMatchObject({ paid: 1, failed: 1 });
    expect((await paymentSnapshot(ctx.db, paid.id)).status).toBe(1);
    expect((await paymentSnapshot(ctx.db, failed.id)).status).toBe(9);
  });
});
