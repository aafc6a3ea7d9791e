import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildTestApp, postJson } from '../../test/build-test-app';
import {
  paidOrder,
  refundRowsOf,
  refundsSeed,
  startFakeRefundProviders,
  walletOf,
} from '../payments/card-refunds.fixture';
import { loginAs } from '../profile/account-data.fixture';

/** An admin's cancel of a card-paid order: back to the card through the provider, or to the wallet. */
describe('console cancel with a card refund', () => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  let fake: Awaited<ReturnType<typeof startFakeRefundProviders>>;
  let admin: string;

  const cancel = (uniqueOrderId: string, refundTo: 'wallet' | 'original') =>
    postJson(ctx.app, '/public/api/console/admin/orders/cancel', {
      token: admin,
      unique_order_id: uniqueOrderId,
      reason: 'Kitchen fire',
      refund_to: refundTo,
    });

  beforeAll(async () => {
    fake = await startFakeRefundProviders();
    const seed = refundsSeed(fake.url);
    ctx = await buildTestApp({
      seed: {
        ...seed,
        users: [...(seed.users ?? []), { name: 'Admin', email: 'admin@test.dev', role: 'admin' }],
      },
    });
    admin = (await loginAs(ctx.db, 'admin@test.dev')).token;
  });
  afterAll(async () => {
    await ctx.close();
    await fake.close();
  });

  test('"original": the card part goes back through Stripe once, the wallet part to the wallet', async () => {
    const { order } = await paidOrder(ctx.db, { ref: 'card1', walletUsedMinor: 1000 });
    const responses = await Promise.all([
      cancel(order.uniqueOrderId, 'original'),
      cancel(order.uniqueOrderId, 'original'),
      cancel(order.uniqueOrderId, 'original'),
    ]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409, 409]);
    const data = responses.find((response) => response.statusCode === 200)!.json().data;
    expect(data).toMatchObject({ refunded_to_wallet: 1000, refunded_to_card: order.payableMinor });
    const rows = await refundRowsOf(ctx.db, order.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ amountMinor: order.payableMinor, status: 'succeeded' });
    expect(fake.state.made.filter((made) => made.paymentRef === 'pi_card1')).toHaveLength(1);
    const wallet = await walletOf(ctx.db, { userId: order.userId, orderId: order.id });
    expect(wallet.credited).toBe(1000);
  });

  test('"wallet": everything paid goes to the wallet and the provider is not called', async () => {
    const { order } = await paidOrder(ctx.db, { ref: 'card2' });
    const response = await cancel(order.uniqueOrderId, 'wallet');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({
      refunded_to_wallet: order.payableMinor,
      refunded_to_card: 0,
    });
    expect(await refundRowsOf(ctx.db, order.id)).toEqual([]);
    expect(fake.state.made.filter((made) => made.paymentRef === 'pi_card2')).toEqual([]);
    const wallet = await walletOf(ctx.db, { userId: order.userId, orderId: order.id });
    expect(wallet.credited).toBe(order.payableMinor);
  });
});
