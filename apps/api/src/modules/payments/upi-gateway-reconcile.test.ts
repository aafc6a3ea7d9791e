import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildTestApp, postJson } from '../../test/build-test-app';
import { loginAs } from '../profile/account-data.fixture';
import { paidOrder, refundRowsOf, silentLog, walletOf } from './card-refunds.fixture';
import {
  createAwaitingOrder,
  insertAttempt,
  paymentSettings,
  paymentSnapshot,
  paymentsSeed,
  SECRETS,
} from './payments.fixture';
import { reconcileAwaitingPayments } from './reconcile-payments';
import { createUpiGatewayProvider } from './upi-gateway-provider';
import { indiaTxnDate, startFakeUpiGateway, type FakeUpiOrder } from './upi-gateway.fixture';

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

/** An order UPIGateway holds under today's date, as create_order would have left it. */
function fakeOrder(clientTxnId: string, amountMinor: number, status: FakeUpiOrder['status']) {
  fake.orders.set(clientTxnId, {
    id: 61_000_000 + fake.orders.size,
    client_txn_id: clientTxnId,
    amount: amountMinor / 100,
    status,
    upi_txn_id: status === 'success' ? '412345678901' : '',
    customer_vpa: '',
    p_info: 'Order',
    udf1: '',
    redirect_url: 'https://shop.test/public/api/upi-gateway/return',
    txnDate: indiaTxnDate(),
  });
}

const today = () => indiaTxnDate().replaceAll('-', '');

describe('UPIGateway refunds and the reconciler', () => {
  test('UPIGateway has no refund API: a cancelled UPI order is refunded to the wallet', async () => {
    const customer = await loginAs(ctx.db, 'a@test.dev');
    const { order } = await paidOrder(ctx.db, { provider: 'UPIGATEWAY', ref: 'upi1' });
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

  test('the reconciler asks check_order_status for UPI orders left awaiting payment', async () => {
    const now = new Date();
    const old = new Date(now.getTime() - 15 * 60_000);
    const paid = await createAwaitingOrder(ctx.db, { paymentMethod: 'UPIGATEWAY', createdAt: old });
    const failed = await createAwaitingOrder(ctx.db, {
      paymentMethod: 'UPIGATEWAY',
      createdAt: old,
    });
    const scanning = await createAwaitingOrder(ctx.db, {
      paymentMethod: 'UPIGATEWAY',
      createdAt: old,
    });
    for (const [order, suffix, status] of [
      [paid, 'a', 'success'],
      [failed, 'b', 'failure'],
      [scanning, 'c', 'scanning'],
    ] as const) {
      const ref = `SB${today()}${suffix.repeat(12)}`;
      await insertAttempt(ctx.db, {
        orderId: order.id,
        provider: 'UPIGATEWAY',
        providerRef: ref,
        amountMinor: order.payableMinor,
      });
      fakeOrder(ref, order.payableMinor, status);
    }
    const summary = await reconcileAwaitingPayments({ db: ctx.db, log: silentLog, now });
    expect(summary).toMatchObject({ paid: 1, failed: 1 });
    expect((await paymentSnapshot(ctx.db, paid.id)).status).toBe(1);
    expect((await paymentSnapshot(ctx.db, failed.id)).status).toBe(9);
    expect((await paymentSnapshot(ctx.db, scanning.id)).status).toBe(8);
  });
});

describe('check_order_status and its txn_date', () => {
  const settings = () => ({ key: SECRETS.upiGatewayKey, apiBaseUrl: fake.url });
  const start = (now: Date) =>
    createUpiGatewayProvider(settings(), { now: () => now }).startPayment({
      order: { id: 1, uniqueOrderId: 'OD-TXNDATE', payableMinor: 12345 },
      currency: 'INR',
      customer: { id: 1, name: 'Asha', email: null, phone: null },
      returnUrl: 'https://shop.test/public/api/upi-gateway/return',
    });
  const datesAsked = (clientTxnId: string) =>
    fake.requests
      .filter((r) => r.path === '/api/check_order_status')
      .map((r) => JSON.parse(r.body) as { client_txn_id: string; txn_date: string })
      .filter((body) => body.client_txn_id === clientTxnId)
      .map((body) => body.txn_date);

  test('an order made seconds before midnight in India and dated the next day by UPIGateway is still found', async () => {
    // 23:59:59 on 31 Dec 2025 in India; UPIGateway dates it 1 Jan 2026.
    fake.state.createDate = '01-01-2026';
    const { providerRef } = await start(new Date('2025-12-31T18:29:59Z'));
    fake.state.createDate = null;
    expect(providerRef.slice(0, 10)).toBe('SB31122025');
    const upiOrder = fake.orders.get(providerRef);
    if (!upiOrder) throw new Error('not created');
    upiOrder.status = 'success';
    const provider = createUpiGatewayProvider(settings(), {
      now: () => new Date('2026-01-01T00:10:00Z'),
    });
    expect(await provider.fetchStatus(providerRef)).toEqual({
      outcome: 'succeeded',
      amountMinor: 12345,
      currency: 'INR',
    });
    expect(datesAsked(providerRef)).toEqual(['31-12-2025', '01-01-2026']);
  });

  test('a day that has not come yet in India is not asked about; an unknown order stays pending', async () => {
    const now = new Date();
    const ref = `SB${today()}dddddddddddd`;
    const provider = createUpiGatewayProvider(settings(), { now: () => now });
    expect((await provider.fetchStatus(ref)).outcome).toBe('pending');
    expect(datesAsked(ref)).toEqual([indiaTxnDate(now)]);
  });

  test('the amount is sent in rupees with two decimals and a phone-less customer still gets an email', async () => {
    const { providerRef } = await start(new Date());
    const body = JSON.parse(
      fake.requests.filter((r) => r.path === '/api/create_order').at(-1)?.body ?? '{}',
    );
    expect(body).toMatchObject({
      client_txn_id: providerRef,
      amount: '123.45',
      customer_email: 'customer-1@example.invalid',
    });
  });
});

test('the UPI gateway is offered only when the currency charged is INR', async () => {
  const other = await buildTestApp({
    seed: paymentsSeed(paymentSettings({ currencyCode: 'NPR', upiGatewayApiBaseUrl: fake.url })),
  });
  try {
    const codes = (await postJson(other.app, '/public/api/get-payment-gateways'))
      .json()
      .data.map((gateway: { code: string }) => gateway.code);
    expect(codes).toContain('KHALTI');
    expect(codes).not.toContain('UPIGATEWAY');
  } finally {
    await other.close();
  }
});
