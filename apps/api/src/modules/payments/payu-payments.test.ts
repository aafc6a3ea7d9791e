import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildTestApp, postJson } from '../../test/build-test-app';
import { loginAs } from '../profile/account-data.fixture';
import { orders } from '../orders/orders.table';
import {
  countWebhookEvents,
  createAwaitingOrder,
  paymentSnapshot,
  paymentsSeed,
  PUBLIC_KEYS,
  SECRETS,
} from './payments.fixture';

let ctx: Awaited<ReturnType<typeof buildTestApp>>;

beforeAll(async () => {
  ctx = await buildTestApp({ seed: paymentsSeed() });
});
afterAll(() => ctx.close());

const sha512 = (text: string) => crypto.createHash('sha512').update(text).digest('hex');

/** PayU's documented formulas, written out here independently of the code under test. */
const requestHash = (f: Record<string, string>) =>
  sha512(
    `${f.key}|${f.txnid}|${f.amount}|${f.productinfo}|${f.firstname}|${f.email}|||||||||||${SECRETS.payuMerchantSalt}`,
  );
const responseHash = (f: Record<string, string>) =>
  sha512(
    `${SECRETS.payuMerchantSalt}|${f.status}|||||||||||${f.email}|${f.firstname}|${f.productinfo}|${f.amount}|${f.txnid}|${f.key}`,
  );

/** Starts a PayU payment for a new order of A, as the checkout does. */
async function startPayu(options: Parameters<typeof createAwaitingOrder>[1] = {}) {
  const order = await createAwaitingOrder(ctx.db, { paymentMethod: 'PAYU', ...options });
  const a = await loginAs(ctx.db, 'a@test.dev');
  const response = await postJson(ctx.app, '/public/api/payu/create-order', {
    token: a.token,
    order_id: order.uniqueOrderId,
  });
  expect(response.statusCode, response.body).toBe(200);
  const { action_url, fields } = response.json().data as {
    action_url: string;
    fields: Record<string, string>;
  };
  return { order, action_url, fields, token: a.token };
}

/** What PayU posts back to surl/furl (a recorded payload's fields). */
function payuPost(
  fields: Record<string, string>,
  status: string,
  overrides: Record<string, string> = {},
) {
  const posted: Record<string, string> = {
    mihpayid: `40399${fields.txnid?.slice(-6)}`,
    mode: 'CC',
    status,
    unmappedstatus: status === 'success' ? 'captured' : 'failed',
    key: fields.key ?? '',
    txnid: fields.txnid ?? '',
    amount: fields.amount ?? '',
    productinfo: fields.productinfo ?? '',
    firstname: fields.firstname ?? '',
    email: fields.email ?? '',
    phone: fields.phone ?? '',
    udf1: '',
    udf2: '',
    udf3: '',
    udf4: '',
    udf5: '',
    field9: status === 'success' ? 'Transaction Completed Successfully' : 'Declined',
    bank_ref_num: '87d3b2a1-1b2c',
  };
  posted.hash = responseHash(posted);
  return { ...posted, ...overrides };
}

function postReturn(form: Record<string, string>) {
  return ctx.app.inject({
    method: 'POST',
    url: '/public/api/payu/return',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(form).toString(),
  });
}

describe('payu/create-order', () => {
  test('answers the PayU form with the documented request hash and our return URL', async () => {
    const { order, action_url, fields } = await startPayu();
    expect(action_url).toBe('https://test.payu.in/_payment');
    expect(fields.key).toBe(PUBLIC_KEYS.payuMerchantKey);
    expect(fields.amount).toBe((order.payableMinor / 100).toFixed(2));
    expect(fields.txnid).toMatch(/^[A-Za-z0-9]{1,25}$/);
    expect(fields.surl).toMatch(/\/public\/api\/payu\/return$/);
    expect(fields.furl).toBe(fields.surl);
    expect(fields.hash).toBe(requestHash(fields));
    expect(JSON.stringify(fields)).not.toContain(SECRETS.payuMerchantSalt);
  });
});

describe('payu/return', () => {
  test('a success post with a valid hash moves the order 8 → 1 and redirects to /payu-verify/{txnid}', async () => {
    const { order, fields, token } = await startPayu();
    const response = await postReturn(payuPost(fields, 'success'));
    expect(response.statusCode, response.body).toBe(303);
    expect(response.headers.location).toBe(`/payu-verify/${fields.txnid}`);
    const after = await paymentSnapshot(ctx.db, order.id);
    expect(after.status).toBe(1);
    expect(after.attempts).toEqual([{ status: 'succeeded', providerRef: fields.txnid }]);

    const state = await postJson(ctx.app, '/public/api/verify-payu-money', {
      token,
      transaction_id: fields.txnid,
    });
    expect(state.statusCode).toBe(200);
    expect(state.json().data).toEqual({
      unique_order_id: order.uniqueOrderId,
      status: 1,
      payment_status: 'paid',
    });
  });

  test('a grocery order returns to /grocery-payu-verify/{txnid}', async () => {
    const { order, fields } = await startPayu();
    await ctx.db.update(orders).set({ kind: 'grocery' }).where(eq(orders.id, order.id));
    const response = await postReturn(payuPost(fields, 'success'));
    expect(response.statusCode, response.body).toBe(303);
    expect(response.headers.location).toBe(`/grocery-payu-verify/${fields.txnid}`);
  });

  test('for a store that auto-accepts orders, the order goes 8 → 2', async () => {
    const { order, fields } = await startPayu({ storeSlug: 'auto-kitchen' });
    expect((await postReturn(payuPost(fields, 'success'))).statusCode).toBe(303);
    expect((await paymentSnapshot(ctx.db, order.id)).status).toBe(2);
  });

  test('the same post twice changes nothing the second time', async () => {
    const { order, fields } = await startPayu();
    const post = payuPost(fields, 'success');
    expect((await postReturn(post)).statusCode).toBe(303);
    const once = await paymentSnapshot(ctx.db, order.id);
    const eventsOnce = await countWebhookEvents(ctx.db);
    const again = await postReturn(post);
    expect(again.statusCode).toBe(303);
    expect(await paymentSnapshot(ctx.db, order.id)).toEqual(once);
    expect(once.events).toHaveLength(1);
    expect(await countWebhookEvents(ctx.db)).toBe(eventsOnce);
  });

  test('a tampered field (hash unchanged) gets 400 payments.invalid_signature and the order stays 8', async () => {
    const { order, fields } = await startPayu();
    const post = payuPost(fields, 'success', { amount: '1.00' });
    const eventsBefore = await countWebhookEvents(ctx.db);
    const response = await postReturn(post);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('payments.invalid_signature');
    const after = await paymentSnapshot(ctx.db, order.id);
    expect(after.status).toBe(8);
    expect(after.attempts).toEqual([{ status: 'created', providerRef: fields.txnid }]);
    expect(await countWebhookEvents(ctx.db)).toBe(eventsBefore);
  });

  test('a failure status turned into success without a new hash gets 400', async () => {
    const { order, fields } = await startPayu();
    const failure = payuPost(fields, 'failure');
    const response = await postReturn({ ...failure, status: 'success' });
    expect(response.statusCode).toBe(400);
    expect((await paymentSnapshot(ctx.db, order.id)).status).toBe(8);
  });

  test('a failure post moves the order 8 → 9 and the wallet part comes back', async () => {
    const { order, fields } = await startPayu({ walletUsedMinor: 4000 });
    expect((await postReturn(payuPost(fields, 'failure'))).statusCode).toBe(303);
    const after = await paymentSnapshot(ctx.db, order.id);
    expect(after.status).toBe(9);
    expect(after.paymentStatus).toBe('failed');
    expect(after.wallet).toEqual([
      { kind: 'debit', amountMinor: 4000 },
      { kind: 'credit', amountMinor: 4000 },
    ]);
  });

  test("verify-payu-money answers 404 for another customer's transaction", async () => {
    const { fields } = await startPayu();
    const b = await loginAs(ctx.db, 'b@test.dev');
    const response = await postJson(ctx.app, '/public/api/verify-payu-money', {
      token: b.token,
      transaction_id: fields.txnid,
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('orders.not_found');
  });
});
