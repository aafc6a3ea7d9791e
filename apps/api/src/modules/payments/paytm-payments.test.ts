import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
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
import { isPaytmSignature, signPaytmForm } from './paytm-checksum.fixture';
import {
  PAYTM_MID,
  paytmForm,
  postPaytmForm,
  rupees,
  setPaytmTransaction,
  startFakePaytm,
} from './paytm.fixture';

let fake: Awaited<ReturnType<typeof startFakePaytm>>;
let ctx: Awaited<ReturnType<typeof buildTestApp>>;

const RETURN = '/public/api/paytm/return';
const WEBHOOK = '/public/api/paytm/webhook';

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
  fake.state.isStatusDown = false;
  fake.state.refused.length = 0;
});

async function startPaytm(options: Parameters<typeof createAwaitingOrder>[1] = {}) {
  const order = await createAwaitingOrder(ctx.db, { paymentMethod: 'PAYTM', ...options });
  const a = await loginAs(ctx.db, 'a@test.dev');
  const response = await postJson(ctx.app, '/public/api/paytm/create-order', {
    token: a.token,
    order_id: order.uniqueOrderId,
  });
  expect(response.statusCode, response.body).toBe(200);
  const data = response.json().data as {
    action_url: string;
    fields: { mid: string; orderId: string; txnToken: string };
    order_id: string;
  };
  return { order, ...data };
}

describe('paytm/create-order', () => {
  test('signs Initiate Transaction over the server-computed amount and answers the form for Paytm’s page', async () => {
    const { order, action_url, fields, order_id } = await startPaytm();
    expect(action_url).toBe(
      `${fake.url}/theia/api/v1/showPaymentPage?mid=${PAYTM_MID}&orderId=${order_id}`,
    );
    expect(fields).toEqual({ mid: PAYTM_MID, orderId: order_id, txnToken: `tok${order_id}` });
    const call = fake.requests.filter((r) => r.path.startsWith('/theia/')).at(-1);
    const sent = JSON.parse(call?.body ?? '{}') as {
      body: Record<string, unknown>;
      head: { signature: string };
    };
    expect(
      isPaytmSignature(JSON.stringify(sent.body), SECRETS.paytmMerchantKey, sent.head.signature),
    ).toBe(true);
    expect(sent.body).toMatchObject({
      requestType: 'Payment',
      mid: PAYTM_MID,
      websiteName: 'DEFAULT',
      orderId: order_id,
      txnAmount: { value: rupees(order.payableMinor), currency: 'INR' },
    });
    expect(sent.body.callbackUrl).toMatch(/\/public\/api\/paytm\/return$/);
    expect(call?.body).not.toContain(SECRETS.paytmMerchantKey);
    expect(fake.state.refused).toEqual([]);
  });

  test('a customer cannot start Paytm on an order placed with another method (409, nothing asked)', async () => {
    const order = await createAwaitingOrder(ctx.db, { paymentMethod: 'PHONEPE' });
    const a = await loginAs(ctx.db, 'a@test.dev');
    const calls = fake.requests.length;
    const response = await postJson(ctx.app, '/public/api/paytm/create-order', {
      token: a.token,
      order_id: order.uniqueOrderId,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.code).toBe('payments.method_mismatch');
    expect(fake.requests.length).toBe(calls);
  });
});

describe('paytm/return (the browser’s callback)', () => {
  test('a checksummed TXN_SUCCESS confirmed by the status API pays the order and opens its page; posted again, nothing changes', async () => {
    const { order, order_id } = await startPaytm();
    setPaytmTransaction(fake.state, { orderId: order_id, amountMinor: order.payableMinor });
    const form = paytmForm({ orderId: order_id, amountMinor: order.payableMinor });
    const response = await postPaytmForm(ctx.app, RETURN, form);
    expect(response.statusCode, response.body).toBe(303);
    expect(response.headers.location).toBe(`/running-order/${order.uniqueOrderId}`);
    const once = await paymentSnapshot(ctx.db, order.id);
    expect(once.status).toBe(1);
    expect(once.attempts).toEqual([{ status: 'succeeded', providerRef: order_id }]);
    const events = await countWebhookEvents(ctx.db);

    const again = await postPaytmForm(ctx.app, RETURN, form);
    expect(again.statusCode).toBe(303);
    expect(await paymentSnapshot(ctx.db, order.id)).toEqual(once);
    expect(await countWebhookEvents(ctx.db)).toBe(events);
  });

  test('a tampered callback (amount changed, CHECKSUMHASH kept) gets 400 and writes nothing', async () => {
    const { order, order_id } = await startPaytm();
    setPaytmTransaction(fake.state, { orderId: order_id, amountMinor: order.payableMinor });
    const form = paytmForm({ orderId: order_id, amountMinor: order.payableMinor });
    const events = await countWebhookEvents(ctx.db);
    const response = await postPaytmForm(ctx.app, RETURN, { ...form, TXNAMOUNT: '1.00' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('payments.invalid_signature');
    const unsigned = await postPaytmForm(ctx.app, RETURN, { ...form, CHECKSUMHASH: '' });
    expect(unsigned.statusCode).toBe(400);
    const otherKey = signPaytmForm({ ...form, CHECKSUMHASH: '' }, 'abcdefghijklmnop');
    expect((await postPaytmForm(ctx.app, RETURN, otherKey)).statusCode).toBe(400);
    expect((await paymentSnapshot(ctx.db, order.id)).status).toBe(8);
    expect(await countWebhookEvents(ctx.db)).toBe(events);
  });

  test('a checksummed callback whose status or amount differs from the status API is refused (400), nothing written', async () => {
    const { order, order_id } = await startPaytm();
    setPaytmTransaction(fake.state, {
      orderId: order_id,
      amountMinor: order.payableMinor,
      status: 'PENDING',
    });
    const events = await countWebhookEvents(ctx.db);
    const claimsPaid = paytmForm({ orderId: order_id, amountMinor: order.payableMinor });
    const first = await postPaytmForm(ctx.app, RETURN, claimsPaid);
    expect(first.statusCode).toBe(400);
    expect(first.json().error.code).toBe('payments.invalid_signature');

    setPaytmTransaction(fake.state, { orderId: order_id, amountMinor: order.payableMinor });
    const claimsLess = paytmForm({ orderId: order_id, amountMinor: order.payableMinor - 100 });
    expect((await postPaytmForm(ctx.app, RETURN, claimsLess)).statusCode).toBe(400);
    const otherTxn = paytmForm({
      orderId: order_id,
      amountMinor: order.payableMinor,
      txnId: '20269999',
    });
    expect((await postPaytmForm(ctx.app, RETURN, otherTxn)).statusCode).toBe(400);
    expect((await paymentSnapshot(ctx.db, order.id)).status).toBe(8);
    expect(await countWebhookEvents(ctx.db)).toBe(events);
  });

  test('a checksummed callback for an order id we never started answers 404 and asks Paytm nothing', async () => {
    const calls = fake.requests.length;
    const form = paytmForm({ orderId: 'SBNEVERSTARTED', amountMinor: 45000 });
    const response = await postPaytmForm(ctx.app, RETURN, form);
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('orders.not_found');
    expect(fake.requests.length).toBe(calls);
  });

  test('a confirmed TXN_FAILURE fails the order (8 → 9) and the wallet part comes back', async () => {
    const { order, order_id } = await startPaytm({ walletUsedMinor: 2500 });
    setPaytmTransaction(fake.state, {
      orderId: order_id,
      amountMinor: order.payableMinor,
      status: 'TXN_FAILURE',
    });
    const form = paytmForm({
      orderId: order_id,
      amountMinor: order.payableMinor,
      status: 'TXN_FAILURE',
    });
    expect((await postPaytmForm(ctx.app, RETURN, form)).statusCode).toBe(303);
    const after = await paymentSnapshot(ctx.db, order.id);
    expect(after.status).toBe(9);
    expect(after.wallet).toEqual([
      { kind: 'debit', amountMinor: 2500 },
      { kind: 'credit', amountMinor: 2500 },
    ]);
  });

  test('when the status API is down the browser still reaches the order page, left awaiting payment', async () => {
    const { order, order_id } = await startPaytm();
    fake.state.isStatusDown = true;
    const form = paytmForm({ orderId: order_id, amountMinor: order.payableMinor });
    const response = await postPaytmForm(ctx.app, RETURN, form);
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(`/running-order/${order.uniqueOrderId}`);
    expect((await paymentSnapshot(ctx.db, order.id)).status).toBe(8);
  });
});

describe('paytm/webhook (payment notification)', () => {
  test('a checksummed notification confirmed by the status API pays the order; a replay changes nothing', async () => {
    const { order, order_id } = await startPaytm();
    setPaytmTransaction(fake.state, { orderId: order_id, amountMinor: order.payableMinor });
    const form = paytmForm({ orderId: order_id, amountMinor: order.payableMinor });
    const first = await postPaytmForm(ctx.app, WEBHOOK, form);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data.result).toBe('paid');
    const once = await paymentSnapshot(ctx.db, order.id);
    expect(once.status).toBe(1);
    const events = await countWebhookEvents(ctx.db);

    const replay = await postPaytmForm(ctx.app, WEBHOOK, form);
    expect(replay.statusCode).toBe(200);
    expect(replay.json().data.result).toBe('duplicate');
    expect(await paymentSnapshot(ctx.db, order.id)).toEqual(once);
    expect(await countWebhookEvents(ctx.db)).toBe(events);
    // The browser's callback for the same transaction is the same event.
    expect((await postPaytmForm(ctx.app, RETURN, form)).statusCode).toBe(303);
    expect(await countWebhookEvents(ctx.db)).toBe(events);
  });

  test('a tampered notification (status flipped, checksum kept) gets 400 and writes nothing', async () => {
    const { order, order_id } = await startPaytm();
    const form = paytmForm({
      orderId: order_id,
      amountMinor: order.payableMinor,
      status: 'PENDING',
    });
    const events = await countWebhookEvents(ctx.db);
    const response = await postPaytmForm(ctx.app, WEBHOOK, { ...form, STATUS: 'TXN_SUCCESS' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('payments.invalid_signature');
    expect((await paymentSnapshot(ctx.db, order.id)).status).toBe(8);
    expect(await countWebhookEvents(ctx.db)).toBe(events);
  });

  test('a notification Paytm confirms for less than the payable amount does not pay the order', async () => {
    const { order, order_id } = await startPaytm();
    setPaytmTransaction(fake.state, { orderId: order_id, amountMinor: order.payableMinor - 1 });
    const form = paytmForm({ orderId: order_id, amountMinor: order.payableMinor - 1 });
    expect((await postPaytmForm(ctx.app, WEBHOOK, form)).statusCode).toBe(200);
    expect((await paymentSnapshot(ctx.db, order.id)).status).not.toBe(1);
  });

  test('a notification that cannot be confirmed now answers 502 and is taken when Paytm sends it again', async () => {
    const { order, order_id } = await startPaytm();
    setPaytmTransaction(fake.state, { orderId: order_id, amountMinor: order.payableMinor });
    const form = paytmForm({ orderId: order_id, amountMinor: order.payableMinor });
    fake.state.isStatusDown = true;
    const events = await countWebhookEvents(ctx.db);
    expect((await postPaytmForm(ctx.app, WEBHOOK, form)).statusCode).toBe(502);
    expect(await countWebhookEvents(ctx.db)).toBe(events);
    fake.state.isStatusDown = false;
    expect((await postPaytmForm(ctx.app, WEBHOOK, form)).json().data.result).toBe('paid');
  });
});
