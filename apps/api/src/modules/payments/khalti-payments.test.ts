import { afterAll, beforeAll, describe, expect, test } from 'vitest';
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
  startFakeProviderServer,
} from './payments.fixture';
import { reconcileAwaitingPayments } from './reconcile-payments';

/** Khalti's lookup answers, by pidx. */
const lookups = new Map<string, { status: string; total_amount: number; transaction_id: string }>();
let nextPidx = 1;

let fake: Awaited<ReturnType<typeof startFakeProviderServer>>;
let ctx: Awaited<ReturnType<typeof buildTestApp>>;

beforeAll(async () => {
  fake = await startFakeProviderServer((request) => {
    if (request.headers.authorization !== `Key ${SECRETS.khaltiSecretKey}`) {
      return { status: 401, body: { detail: 'Invalid token.', status_code: 401 } };
    }
    const body = JSON.parse(request.body) as Record<string, unknown>;
    if (request.method === 'POST' && request.path === '/epayment/initiate/') {
      const pidx = `pidx${String(nextPidx++).padStart(6, '0')}`;
      lookups.set(pidx, {
        status: 'Initiated',
        total_amount: Number(body.amount),
        transaction_id: '',
      });
      return {
        status: 200,
        body: {
          pidx,
          payment_url: `https://test-pay.khalti.test/?pidx=${pidx}`,
          expires_at: new Date(Date.now() + 30 * 60_000).toISOString(),
          expires_in: 1800,
        },
      };
    }
    if (request.method === 'POST' && request.path === '/epayment/lookup/') {
      const found = lookups.get(String(body.pidx));
      if (!found)
        return { status: 404, body: { detail: 'Not found.', error_key: 'validation_error' } };
      return {
        status: 200,
        body: {
          pidx: body.pidx,
          fee: 0,
          refunded: false,
          ...found,
          transaction_id: found.transaction_id || null,
        },
      };
    }
    return { status: 404, body: { detail: 'Not found.' } };
  });
  ctx = await buildTestApp({
    seed: paymentsSeed(paymentSettings({ khaltiApiBaseUrl: fake.url })),
  });
});
afterAll(async () => {
  await ctx.close();
  await fake.close();
});

async function startKhalti(options: Parameters<typeof createAwaitingOrder>[1] = {}) {
  const order = await createAwaitingOrder(ctx.db, { paymentMethod: 'KHALTI', ...options });
  const a = await loginAs(ctx.db, 'a@test.dev');
  const response = await postJson(ctx.app, '/public/api/khalti/create-order', {
    token: a.token,
    order_id: order.uniqueOrderId,
  });
  expect(response.statusCode, response.body).toBe(200);
  const { pidx, payment_url } = response.json().data as { pidx: string; payment_url: string };
  return { order, pidx, payment_url, token: a.token };
}

/** The customer paid on Khalti: the lookup now says Completed, with Khalti's transaction id. */
function complete(pidx: string, amount?: number) {
  const found = lookups.get(pidx);
  if (!found) throw new Error(`no pidx ${pidx}`);
  Object.assign(found, {
    status: 'Completed',
    transaction_id: `GFq9PFS7b2iYvL8Lir9o${pidx.slice(-2)}`,
    ...(amount === undefined ? {} : { total_amount: amount }),
  });
  return found;
}

/** What Khalti's return_url query carries, as /khalti-verify passes it on. */
const verify = (token: string, fields: Record<string, string>) =>
  postJson(ctx.app, '/public/api/khalti/verify', { token, ...fields });

describe('khalti/create-order', () => {
  test('initiates an ePayment for the server-computed amount with the secret key', async () => {
    const { order, pidx, payment_url } = await startKhalti();
    expect(payment_url).toBe(`https://test-pay.khalti.test/?pidx=${pidx}`);
    const call = fake.requests.filter((r) => r.path === '/epayment/initiate/').at(-1);
    const body = JSON.parse(call?.body ?? '{}');
    expect(body).toMatchObject({
      amount: order.payableMinor,
      purchase_order_id: order.uniqueOrderId,
    });
    expect(body.return_url).toMatch(/\/khalti-verify$/);
  });
});

describe('khalti/verify', () => {
  test('a return the lookup confirms pays the order; the same return again changes nothing', async () => {
    const { order, pidx, token } = await startKhalti();
    const paid = complete(pidx);
    const fields = {
      pidx,
      status: 'Completed',
      total_amount: String(order.payableMinor),
      transaction_id: paid.transaction_id,
      purchase_order_id: order.uniqueOrderId,
    };
    const first = await verify(token, fields);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toMatchObject({ status: 1, payment_status: 'paid' });
    const once = await paymentSnapshot(ctx.db, order.id);
    const events = await countWebhookEvents(ctx.db);
    const again = await verify(token, fields);
    expect(again.statusCode).toBe(200);
    expect(await paymentSnapshot(ctx.db, order.id)).toEqual(once);
    expect(await countWebhookEvents(ctx.db)).toBe(events);
  });

  test('a tampered return (amount changed, or Completed before paying) is refused and writes nothing', async () => {
    const { order, pidx, token } = await startKhalti();
    const events = await countWebhookEvents(ctx.db);
    const unpaid = await verify(token, {
      pidx,
      status: 'Completed',
      total_amount: String(order.payableMinor),
      transaction_id: 'forged',
    });
    expect(unpaid.statusCode).toBe(400);
    expect(unpaid.json().error.code).toBe('payments.invalid_signature');
    const paid = complete(pidx);
    const amount = await verify(token, {
      pidx,
      status: 'Completed',
      total_amount: '100',
      transaction_id: paid.transaction_id,
    });
    expect(amount.statusCode).toBe(400);
    expect((await paymentSnapshot(ctx.db, order.id)).status).toBe(8);
    expect(await countWebhookEvents(ctx.db)).toBe(events);
  });

  test('a Completed lookup for less than the payable amount does not pay the order', async () => {
    const { order, pidx, token } = await startKhalti();
    complete(pidx, order.payableMinor - 1000);
    const response = await verify(token, { pidx });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.payment_status).not.toBe('paid');
  });

  test("another customer's pidx answers 404", async () => {
    const { pidx } = await startKhalti();
    const b = await loginAs(ctx.db, 'b@test.dev');
    const response = await verify(b.token, { pidx });
    expect(response.statusCode).toBe(404);
  });
});

describe('Khalti refunds and the reconciler', () => {
  test('Khalti has no refund API: a cancelled Khalti order is refunded to the wallet', async () => {
    const customer = await loginAs(ctx.db, 'a@test.dev');
    const { order } = await paidOrder(ctx.db, { provider: 'KHALTI', ref: 'kh1' });
    const before = await walletOf(ctx.db, { userId: customer.id, orderId: order.id });
    const calls = fake.requests.length;
    const response = await postJson(ctx.app, '/public/api/cancel-order', {
      token: customer.token,
      order_id: order.uniqueOrderId,
    });
    expect(response.statusCode, response.body).toBe(200);
    const after = await walletOf(ctx.db, { userId: customer.id, orderId: order.id });
    expect(after.balance - before.balance).toBe(order.payableMinor);
    expect(await refundRowsOf(ctx.db, order.id)).toEqual([]);
    expect(fake.requests.length).toBe(calls);
  });

  test('the reconciler asks the lookup API for Khalti orders left awaiting payment', async () => {
    const now = new Date();
    const old = new Date(now.getTime() - 15 * 60_000);
    const paid = await createAwaitingOrder(ctx.db, { paymentMethod: 'KHALTI', createdAt: old });
    const expired = await createAwaitingOrder(ctx.db, { paymentMethod: 'KHALTI', createdAt: old });
    for (const [order, pidx, status] of [
      [paid, 'pidxRECPAID', 'Completed'],
      [expired, 'pidxRECEXPIRED', 'Expired'],
    ] as const) {
      await insertAttempt(ctx.db, {
        orderId: order.id,
        provider: 'KHALTI',
        providerRef: pidx,
        amountMinor: order.payableMinor,
      });
      lookups.set(pidx, { status, total_amount: order.payableMinor, transaction_id: 'T1' });
    }
    const summary = await reconcileAwaitingPayments({ db: ctx.db, log: silentLog, now });
    expect(summary).toMatchObject({ paid: 1, failed: 1 });
    expect((await paymentSnapshot(ctx.db, paid.id)).status).toBe(1);
    expect((await paymentSnapshot(ctx.db, expired.id)).status).toBe(9);
  });
});
