import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildTestApp, postJson } from '../../test/build-test-app';
import { users } from '../accounts/accounts.table';
import { stores } from '../catalog/catalog.table';
import { coupons } from '../coupons/coupons.table';
import { ratings } from '../reviews/reviews.table';
import { walletTransactions } from '../wallet/wallet.table';
import { pathBetween } from './dev-orders.routes';
import { customerWithAddress, loadMenu, ordersSeed, type Menu } from './orders.fixture';
import { orderEvents } from './orders.table';

describe('orders: list, running order, cancel, rate', () => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  let menu: Menu;
  let asha: Awaited<ReturnType<typeof customerWithAddress>>;
  let bala: Awaited<ReturnType<typeof customerWithAddress>>;
  let counter = 0;

  beforeAll(async () => {
    ctx = await buildTestApp({ seed: ordersSeed, config: { DEV_OUTBOX_ENABLED: true } });
    menu = await loadMenu(ctx.db);
    asha = await customerWithAddress(ctx.db, 'a@test.dev', { walletMinor: 30000 });
    bala = await customerWithAddress(ctx.db, 'b@test.dev');
  });
  afterAll(() => ctx.close());

  async function place(
    who: { token: string; addressId: number },
    extra: Record<string, unknown> = {},
  ) {
    const response = await postJson(ctx.app, '/public/api/place-order', {
      token: who.token,
      restaurant_id: menu.storeId,
      items: [{ id: menu.paneerRoll, quantity: 2, addons: [] }],
      delivery_type: 'DELIVERY',
      address_id: who.addressId,
      payment_method: 'COD',
      idempotency_key: `orders-test-${(counter += 1)}`,
      ...extra,
    });
    expect(response.statusCode).toBe(200);
    return response.json().data as {
      id: number;
      unique_order_id: string;
      status: number;
      bill: { total: number; wallet_used: number };
    };
  }

  const advance = (uniqueOrderId: string, toStatus: number) =>
    postJson(ctx.app, '/public/api/dev/advance-order', {
      unique_order_id: uniqueOrderId,
      to_status: toStatus,
    });

  test('get-orders lists only the caller’s orders, newest first, 10 a page', async () => {
    const placed: { id: number; unique_order_id: string }[] = [];
    for (let index = 0; index < 11; index += 1) placed.push(await place(bala));
    const first = await postJson(ctx.app, '/public/api/get-orders', { token: bala.token, page: 1 });
    expect(first.statusCode).toBe(200);
    expect(first.json().data.has_more).toBe(true);
    expect(first.json().data.orders).toHaveLength(10);
    expect(first.json().data.orders[0].unique_order_id).toBe(placed.at(-1)?.unique_order_id);
    const second = await postJson(ctx.app, '/public/api/get-orders', {
      token: bala.token,
      page: 2,
    });
    expect(second.json().data).toMatchObject({ has_more: false });
    expect(second.json().data.orders.map((order: { id: number }) => order.id)).toEqual([
      placed[0]?.id,
    ]);
    const other = await postJson(ctx.app, '/public/api/get-orders', { token: asha.token });
    expect(
      other
        .json()
        .data.orders.some((order: { id: number }) => placed.some((p) => p.id === order.id)),
    ).toBe(false);
  });

  test('get-order-details answers the owner and 404 to anyone else', async () => {
    const order = await place(asha);
    const own = await postJson(ctx.app, '/public/api/get-order-details', {
      token: asha.token,
      unique_order_id: order.unique_order_id,
    });
    expect(own.statusCode).toBe(200);
    expect(own.json().data.id).toBe(order.id);
    const other = await postJson(ctx.app, '/public/api/get-order-details', {
      token: bala.token,
      unique_order_id: order.unique_order_id,
    });
    expect(other.statusCode).toBe(404);
    expect(other.json().error.code).toBe('orders.not_found');
  });

  test('check-running-order answers the newest order under way, and null once none is', async () => {
    const fresh = await customerWithAddress(ctx.db, 'crowd5@test.dev');
    const none = await postJson(ctx.app, '/public/api/check-running-order', {
      token: fresh.token,
      user_id: fresh.id,
    });
    expect(none.json()).toEqual({ success: true, data: { running_order: null } });
    const guest = await postJson(ctx.app, '/public/api/get-running-order', { user_id: fresh.id });
    expect(guest.statusCode).toBe(401);
    const order = await place(fresh);
    const running = await postJson(ctx.app, '/public/api/get-running-order', {
      token: fresh.token,
    });
    expect(running.json().data.running_order).toMatchObject({ id: order.id, status: 1 });
    await advance(order.unique_order_id, 5);
    const after = await postJson(ctx.app, '/public/api/check-running-order', {
      token: fresh.token,
    });
    expect(after.json().data.running_order).toBeNull();
  });

  test('cancelling a placed order refunds the wallet part to the wallet and gives the coupon use back', async () => {
    const [couponBefore] = await ctx.db.select().from(coupons).where(eq(coupons.code, 'TEN'));
    const order = await place(asha, { use_wallet: true, coupon: 'TEN' });
    expect(order.bill.wallet_used).toBeGreaterThan(0);
    const [afterPlace] = await ctx.db.select().from(users).where(eq(users.id, asha.id));
    const response = await postJson(ctx.app, '/public/api/cancel-order', {
      token: asha.token,
      order_id: order.unique_order_id,
      reason: 'Ordered by mistake',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.status).toBe(6);
    expect(response.json().data.events.at(-1)).toMatchObject({
      from_status: 1,
      to_status: 6,
      actor: 'customer',
      reason: 'Ordered by mistake',
    });
    const [afterCancel] = await ctx.db.select().from(users).where(eq(users.id, asha.id));
    expect(afterCancel?.walletBalanceMinor).toBe(
      (afterPlace?.walletBalanceMinor ?? 0) + order.bill.wallet_used,
    );
    const ledger = await ctx.db
      .select()
      .from(walletTransactions)
      .where(eq(walletTransactions.orderId, order.id));
    expect(ledger.map((line) => [line.kind, line.amountMinor])).toEqual([
      ['debit', order.bill.wallet_used],
      ['credit', order.bill.wallet_used],
    ]);
    const [couponAfter] = await ctx.db.select().from(coupons).where(eq(coupons.code, 'TEN'));
    expect(couponAfter?.usedCount).toBe(couponBefore?.usedCount);
  });

  test('an order the store has started cannot be cancelled by the customer, nor cancelled twice', async () => {
    const order = await place(asha);
    await advance(order.unique_order_id, 2);
    const started = await postJson(ctx.app, '/public/api/cancel-order', {
      token: asha.token,
      order_id: order.unique_order_id,
    });
    expect(started.statusCode).toBe(409);
    expect(started.json().error.code).toBe('orders.not_cancellable');
    const other = await place(asha);
    await postJson(ctx.app, '/public/api/cancel-order', { token: asha.token, order_id: other.id });
    const twice = await postJson(ctx.app, '/public/api/cancel-order', {
      token: asha.token,
      order_id: other.id,
    });
    expect(twice.json().error.code).toBe('orders.not_cancellable');
    const events = await ctx.db.select().from(orderEvents).where(eq(orderEvents.orderId, other.id));
    expect(events.map((event) => event.toStatus)).toEqual([1, 6]);
  });

  test('another customer cannot cancel my order: 404 and it stays placed', async () => {
    const order = await place(asha);
    const response = await postJson(ctx.app, '/public/api/cancel-order', {
      token: bala.token,
      order_id: order.unique_order_id,
    });
    expect(response.statusCode).toBe(404);
    const mine = await postJson(ctx.app, '/public/api/get-order-details', {
      token: asha.token,
      unique_order_id: order.unique_order_id,
    });
    expect(mine.json().data.status).toBe(1);
  });

  test('a delivered order is rated once; the store average follows; undelivered orders cannot be rated', async () => {
    const order = await place(asha);
    const early = await postJson(ctx.app, '/public/api/rate-order', {
      token: asha.token,
      order_id: order.id,
      store_rating: 5,
    });
    expect(early.statusCode).toBe(409);
    expect(early.json().error.code).toBe('orders.not_ratable');
    expect((await advance(order.unique_order_id, 5)).statusCode).toBe(200);
    const ratable = await postJson(ctx.app, '/public/api/get-ratable-order', {
      token: asha.token,
      order_id: order.unique_order_id,
    });
    expect(ratable.json().data).toMatchObject({ has_rider: false });
    expect(ratable.json().data.order).toMatchObject({ status: 5, is_ratable: true });
    expect(
      ratable.json().data.order.events.map((event: { to_status: number }) => event.to_status),
    ).toEqual([1, 2, 3, 4, 5]);
    const rated = await postJson(ctx.app, '/public/api/rate-order', {
      token: asha.token,
      order_id: order.unique_order_id,
      store_rating: 4,
      rider_rating: 5,
      review: 'Hot and quick',
    });
    expect(rated.statusCode).toBe(200);
    expect(rated.json().data).toEqual({ order_id: order.id, store_rating: 4, rider_rating: null });
    const again = await postJson(ctx.app, '/public/api/rate-order', {
      token: asha.token,
      order_id: order.id,
      store_rating: 1,
    });
    expect(again.json().error.code).toBe('orders.already_rated');
    const rows = await ctx.db.select().from(ratings).where(eq(ratings.orderId, order.id));
    expect(rows).toHaveLength(1);
    const [store] = await ctx.db.select().from(stores).where(eq(stores.id, menu.storeId));
    expect(store).toMatchObject({ avgRating: 4, ratingsCount: 1 });
    const details = await postJson(ctx.app, '/public/api/get-order-details', {
      token: asha.token,
      unique_order_id: order.unique_order_id,
    });
    expect(details.json().data.is_ratable).toBe(false);
    const stranger = await postJson(ctx.app, '/public/api/rate-order', {
      token: bala.token,
      order_id: order.id,
      store_rating: 1,
    });
    expect(stranger.statusCode).toBe(404);
  });

  test('the development walker takes the rider steps for delivery and ready-for-pickup for pickup', () => {
    expect(pathBetween(1, 5, [7])).toEqual([1, 2, 3, 4, 5]);
    expect(pathBetween(1, 5, [3, 4])).toEqual([1, 2, 7, 5]);
    expect(pathBetween(5, 1)).toBeNull();
  });
});
