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
import { indiaTxnDate, payUpiOrder, startFakeUpiGateway, webhookForm } from './upi-gateway.fixture';

let fake: Awaited<ReturnType<typeof startFakeUpiGateway>>;
let ctx: Awaited<ReturnType<typeof buildTestApp>>;

beforeAll(async () => {
  fake = await startFakeUpiGateway();
  ctx = await buildTestApp({
    seed: paymentsSeed(paymentSettings({ upiGatewayApiBaseUrl: fake.url })),
  });
});
afterAll(async () => {
  await ctx.close();
  await fake.close();
});
beforeEach(() => {
  fake.state.down = false;
  fake.state.createDate = null;
});

/** An order awaiting payment by UPI, started through create-order as the checkout does. */
async function startUpi(options: Parameters<typeof createAwaitingOrder>[1] = {}) {
  const order = await createAwaitingOrder(ctx.db, { paymentMethod: 'UPIGATEWAY', ...options });
  const a = await loginAs(ctx.db, 'a@test.dev');
  const response = await postJson(ctx.app, '/public/api/upi-gateway/create-order', {
    token: a.token,
    order_id: order.uniqueOrderId,
  });
  expect(response.statusCode, response.body).toBe(200);
  const data = response.json().data as { payment_url: string; client_txn_id: string };
  const upiOrder = fake.orders.get(data.client_txn_id);
  if (!upiOrder) throw new Error('UPIGateway was not asked to create the order');
  return { order, upiOrder, ...data };
}

/** UPIGateway's webhook: an unsigned form post. */
const postWebhook = (form: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/public/api/upi-gateway/webhook',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: form,
  });

const statusCalls = () => fake.requests.filter((r) => r.path === '/api/check_order_status');

describe('upi-gateway/create-order', () => {
  test('creates a UPIGateway order for the server-computed amount in rupees, with the key', async () => {
    const { order, upiOrder, payment_url, client_txn_id } = await startUpi();
    const call = JSON.parse(
      fake.requests.filter((r) => r.path === '/api/create_order').at(-1)?.body ?? '{}',
    );
    expect(call).toMatchObject({
      key: SECRETS.upiGatewayKey,
      client_txn_id,
      amount: (order.payableMinor / 100).toFixed(2),
      udf1: order.uniqueOrderId,
      customer_email: 'a@test.dev',
      customer_mobile: '9800000001',
    });
    expect(call.redirect_url).toMatch(/^http:\/\/[^/]+\/public\/api\/upi-gateway\/return$/);
    // The id carries the day UPIGateway dates the order by (India), for check_order_status.
    expect(client_txn_id).toMatch(/^SB\d{8}[0-9a-f]{12}$/);
    expect(client_txn_id.slice(2, 10)).toBe(indiaTxnDate().replaceAll('-', ''));
    expect(payment_url).toBe(`https://pay.upi.test/instant/${upiOrder.id}`);
  });

  test("another customer's order answers 404 and asks UPIGateway nothing", async () => {
    const order = await createAwaitingOrder(ctx.db, { paymentMethod: 'UPIGATEWAY' });
    const b = await loginAs(ctx.db, 'b@test.dev');
    const calls = fake.requests.length;
    const response = await postJson(ctx.app, '/public/api/upi-gateway/create-order', {
      token: b.token,
      order_id: order.uniqueOrderId,
    });
    expect(response.statusCode).toBe(404);
    expect(fake.requests.length).toBe(calls);
  });
});

describe('upi-gateway/webhook (unsigned: confirmed with check_order_status)', () => {
  test('a webhook the status API confirms pays the order; the same webhook again changes nothing', async () => {
    const { order, upiOrder } = await startUpi();
    payUpiOrder(upiOrder);
    const first = await postWebhook(webhookForm(upiOrder));
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data.result).toBe('paid');
    expect(await paymentSnapshot(ctx.db, order.id)).toMatchObject({
      status: 1,
      paymentStatus: 'paid',
    });
    const once = await paymentSnapshot(ctx.db, order.id);
    const events = await countWebhookEvents(ctx.db);
    const replay = await postWebhook(webhookForm(upiOrder));
    expect(replay.statusCode).toBe(200);
    expect(replay.json().data.result).toBe('duplicate');
    expect(await paymentSnapshot(ctx.db, order.id)).toEqual(once);
    expect(await countWebhookEvents(ctx.db)).toBe(events);
  });

  test('the status call names the order and its day (txn_date DD-MM-YYYY) with the key', async () => {
    const { upiOrder, client_txn_id } = await startUpi();
    payUpiOrder(upiOrder);
    await postWebhook(webhookForm(upiOrder));
    expect(JSON.parse(statusCalls().at(-1)?.body ?? '{}')).toEqual({
      key: SECRETS.upiGatewayKey,
      client_txn_id,
      txn_date: indiaTxnDate(),
    });
  });

  test('a forged success for a real order the status API does not confirm is refused and writes nothing', async () => {
    const { order, upiOrder } = await startUpi();
    const before = await paymentSnapshot(ctx.db, order.id);
    const events = await countWebhookEvents(ctx.db);
    // UPIGateway says "created": the customer has not paid.
    const forged = await postWebhook(webhookForm(upiOrder, { status: 'success' }));
    expect(forged.statusCode).toBe(400);
    expect(forged.json().error.code).toBe('payments.invalid_signature');
    expect(await paymentSnapshot(ctx.db, order.id)).toEqual(before);
    expect(await countWebhookEvents(ctx.db)).toBe(events);
  });

  test('a webhook whose amount, UTR or id differs from the status API is refused and writes nothing', async () => {
    const { order, upiOrder } = await startUpi();
    payUpiOrder(upiOrder);
    const before = await paymentSnapshot(ctx.db, order.id);
    const events = await countWebhookEvents(ctx.db);
    const forgeries: Record<string, string>[] = [
      { amount: '1.00' },
      { upi_txn_id: '499999999999' },
      { id: String(upiOrder.id + 1) },
      { status: 'failure' },
    ];
    for (const forgery of forgeries) {
      const response = await postWebhook(webhookForm(upiOrder, forgery));
      expect(response.statusCode, JSON.stringify(forgery)).toBe(400);
      expect(response.json().error.code).toBe('payments.invalid_signature');
    }
    expect(await paymentSnapshot(ctx.db, order.id)).toEqual(before);
    expect(await countWebhookEvents(ctx.db)).toBe(events);
  });

  test('a success the status API reports for less than the payable amount does not pay the order', async () => {
    const { order, upiOrder } = await startUpi();
    payUpiOrder(upiOrder, order.payableMinor / 100 - 10);
    const response = await postWebhook(webhookForm(upiOrder));
    expect(response.statusCode).toBe(200);
    expect((await paymentSnapshot(ctx.db, order.id)).paymentStatus).not.toBe('paid');
  });

  test('a confirmed failure fails the order and gives the wallet part back', async () => {
    const { order, upiOrder } = await startUpi({ walletUsedMinor: 5000 });
    const before = await paymentSnapshot(ctx.db, order.id);
    upiOrder.status = 'failure';
    const response = await postWebhook(webhookForm(upiOrder));
    expect(response.statusCode, response.body).toBe(200);
    const after = await paymentSnapshot(ctx.db, order.id);
    expect(after).toMatchObject({ status: 9, paymentStatus: 'failed' });
    expect(after.balance - before.balance).toBe(5000);
  });

  test('a claim while UPIGateway still says scanning changes nothing', async () => {
    const { order, upiOrder } = await startUpi();
    upiOrder.status = 'scanning';
    const response = await postWebhook(webhookForm(upiOrder));
    expect(response.statusCode).toBe(200);
    expect(response.json().data.result).toBe('ignored');
    expect((await paymentSnapshot(ctx.db, order.id)).status).toBe(8);
  });

  test('a webhook naming no order of ours answers 404 and asks UPIGateway nothing', async () => {
    const calls = fake.requests.length;
    const response = await postWebhook(
      new URLSearchParams({
        client_txn_id: 'SB01012026aaaaaaaaaaaa',
        status: 'success',
        amount: '450',
      }).toString(),
    );
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('orders.not_found');
    expect(fake.requests.length).toBe(calls);
  });

  test('a webhook with a NUL, a wrong type or an oversized field is refused with 400 request.invalid', async () => {
    const { order, upiOrder } = await startUpi();
    const calls = fake.requests.length;
    const before = await paymentSnapshot(ctx.db, order.id);
    for (const payload of [
      { client_txn_id: upiOrder.client_txn_id, status: 'success\u0000' },
      { client_txn_id: upiOrder.client_txn_id, status: { wrong: [true] } },
      { client_txn_id: upiOrder.client_txn_id, status: 'success', remark: 'x'.repeat(100_000) },
      { client_txn_id: 'x'.repeat(100_000), status: 'success' },
    ]) {
      const response = await postJson(ctx.app, '/public/api/upi-gateway/webhook', payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe('request.invalid');
    }
    expect(fake.requests.length).toBe(calls);
    expect(await paymentSnapshot(ctx.db, order.id)).toEqual(before);
  });

  test('while UPIGateway is down a webhook answers 502 and changes nothing', async () => {
    const { order, upiOrder } = await startUpi();
    payUpiOrder(upiOrder);
    fake.state.down = true;
    const response = await postWebhook(webhookForm(upiOrder));
    expect(response.statusCode).toBe(502);
    expect((await paymentSnapshot(ctx.db, order.id)).status).toBe(8);
  });
});

describe('upi-gateway/return', () => {
  const returnOf = (query: string) =>
    ctx.app.inject({ method: 'GET', url: `/public/api/upi-gateway/return?${query}` });

  test('a return after paying asks the status API, settles and opens the running order', async () => {
    const { order, upiOrder, client_txn_id } = await startUpi();
    payUpiOrder(upiOrder);
    const response = await returnOf(`client_txn_id=${client_txn_id}&txn_id=${upiOrder.id}`);
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(`/running-order/${order.uniqueOrderId}`);
    expect((await paymentSnapshot(ctx.db, order.id)).paymentStatus).toBe('paid');
    // The webhook arriving afterwards is the same (order, status): nothing changes.
    const once = await paymentSnapshot(ctx.db, order.id);
    const late = await postWebhook(webhookForm(upiOrder));
    expect(late.json().data.result).toBe('duplicate');
    expect(await paymentSnapshot(ctx.db, order.id)).toEqual(once);
  });

  test('a return before paying (UPIGateway says created) leaves the order awaiting payment', async () => {
    const { order, upiOrder, client_txn_id } = await startUpi();
    const response = await returnOf(`client_txn_id=${client_txn_id}&txn_id=${upiOrder.id}`);
    expect(response.statusCode).toBe(303);
    expect(await paymentSnapshot(ctx.db, order.id)).toMatchObject({
      status: 8,
      paymentStatus: 'pending',
    });
  });

  test('a return while UPIGateway is down still opens the order, awaiting payment', async () => {
    const { order, upiOrder, client_txn_id } = await startUpi();
    payUpiOrder(upiOrder);
    fake.state.down = true;
    const response = await returnOf(`client_txn_id=${client_txn_id}`);
    expect(response.statusCode).toBe(303);
    expect((await paymentSnapshot(ctx.db, order.id)).status).toBe(8);
  });

  test('a return naming no order of ours answers 404 and asks UPIGateway nothing', async () => {
    const calls = fake.requests.length;
    const unknown = await returnOf('client_txn_id=SB01012026bbbbbbbbbbbb&txn_id=1');
    expect(unknown.statusCode).toBe(404);
    const missing = await returnOf('txn_id=1');
    expect(missing.statusCode).toBe(400);
    expect(fake.requests.length).toBe(calls);
  });
});
