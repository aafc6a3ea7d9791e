import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildTestApp, postJson } from '../../test/build-test-app';
import { users } from '../accounts/accounts.table';
import { items, stores } from '../catalog/catalog.table';
import { coupons } from '../coupons/coupons.table';
import { loginAs } from '../profile/account-data.fixture';
import { customerWithAddress, type Menu } from '../orders/orders.fixture';
import {
  deliverySeed,
  invalidEventPaths,
  loadMenu,
  orderRow,
  placeOrder,
} from '../delivery/delivery.fixture';

const C = '/public/api/console';

describe('store console calls', () => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  let menu: Menu;
  let customer: Awaited<ReturnType<typeof customerWithAddress>>;
  let spender: Awaited<ReturnType<typeof customerWithAddress>>;
  let owner: { id: number; token: string };
  let owner2: { id: number; token: string };
  let admin: { id: number; token: string };
  let rider: { id: number; token: string };
  let pickupStoreId: number;

  const call = (path: string, token: string | undefined, body: Record<string, unknown> = {}) =>
    postJson(ctx.app, `${C}/${path}`, { ...body, token });

  beforeAll(async () => {
    ctx = await buildTestApp({ seed: deliverySeed });
    menu = await loadMenu(ctx.db);
    customer = await customerWithAddress(ctx.db, 'a@test.dev');
    spender = await customerWithAddress(ctx.db, 'b@test.dev', { walletMinor: 5000 });
    owner = await loginAs(ctx.db, 'owner@test.dev');
    owner2 = await loginAs(ctx.db, 'owner2@test.dev');
    admin = await loginAs(ctx.db, 'admin@test.dev');
    rider = await loginAs(ctx.db, 'rider@test.dev');
    const [pickup] = await ctx.db
      .select({ id: stores.id })
      .from(stores)
      .where(eq(stores.slug, 'pickup-kitchen'));
    pickupStoreId = pickup?.id ?? 0;
  });
  afterAll(() => ctx.close());

  test('login: store owners and admins only', async () => {
    const ok = await postJson(ctx.app, `${C}/login`, {
      email: 'owner-login@test.dev',
      password: 'owner-password',
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data).toMatchObject({
      name: 'Owner Login',
      role: 'store_owner',
      stores: [{ name: 'Night Kitchen', is_active: true, auto_accept_orders: false }],
    });
    const stores = await call('get-stores', ok.json().data.auth_token);
    expect(stores.json().data).toHaveLength(1);
    const rider = await postJson(ctx.app, `${C}/login`, {
      email: 'rider-login@test.dev',
      password: 'rider-password',
    });
    expect(rider.statusCode).toBe(403);
    expect(rider.json().error.code).toBe('auth.forbidden');
    const wrong = await postJson(ctx.app, `${C}/login`, {
      email: 'owner-login@test.dev',
      password: 'wrong',
    });
    expect(wrong.statusCode).toBe(401);
  });

  test('an owner sees their stores, an admin all; others are refused', async () => {
    const mine = (await call('get-stores', owner.token)).json().data;
    expect(mine.map((store: { name: string }) => store.name)).toEqual([
      'Pickup Kitchen',
      'Test Kitchen',
    ]);
    expect((await call('get-stores', admin.token)).json().data).toHaveLength(4);
    expect((await call('get-stores', customer.token)).statusCode).toBe(403);
    expect((await call('get-stores', rider.token)).json().error.code).toBe('auth.forbidden');
    expect((await call('get-stores', undefined)).statusCode).toBe(401);
  });

  test('accept 1 -> 2 on an own store’s order; another owner gets 404; the PIN stays hidden', async () => {
    const order = await placeOrder(ctx, menu, customer);
    const list = (await call('get-store-orders', owner.token, { store_id: menu.storeId })).json()
      .data;
    const listed = list.find(
      (o: { unique_order_id: string }) => o.unique_order_id === order.unique_order_id,
    );
    expect(listed).toMatchObject({
      status: 1,
      delivery_pin: null,
      customer: { name: 'Asha A', phone: '+919800000001' },
    });
    const other = await call('get-store-orders', owner2.token, { store_id: menu.storeId });
    expect(other.statusCode).toBe(404);
    expect(other.json().error.code).toBe('console.store_not_found');

    const refused = await call('accept-order', owner2.token, {
      unique_order_id: order.unique_order_id,
    });
    expect(refused.statusCode).toBe(404);
    expect(refused.json().error.code).toBe('console.order_not_found');
    expect((await orderRow(ctx.db, order.unique_order_id)).status).toBe(1);

    const accepted = await call('accept-order', owner.token, {
      unique_order_id: order.unique_order_id,
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().data.status).toBe(2);
    expect(accepted.json().data.events.at(-1)).toMatchObject({
      from_status: 1,
      to_status: 2,
      actor: 'store',
    });
    // Accepting twice changes nothing; readying a delivery order is the rider's business.
    expect(
      (await call('accept-order', owner.token, { unique_order_id: order.unique_order_id }))
        .statusCode,
    ).toBe(200);
    const ready = await call('mark-order-ready', owner.token, {
      unique_order_id: order.unique_order_id,
    });
    expect(ready.statusCode).toBe(409);
    expect(ready.json().error.code).toBe('console.not_self_pickup');
    const done = (
      await call('get-store-orders', owner.token, {
        store_id: menu.storeId,
        scope: 'done',
      })
    ).json().data;
    expect(done).toEqual([]);
  });

  test('reject refunds the wallet part and releases the coupon, like a cancel', async () => {
    const order = await placeOrder(ctx, menu, spender, { use_wallet: true, coupon: 'TEN' });
    const [before] = await ctx.db.select().from(users).where(eq(users.id, spender.id));
    expect(before?.walletBalanceMinor).toBe(0);
    const [couponBefore] = await ctx.db.select().from(coupons).where(eq(coupons.code, 'TEN'));
    await call('accept-order', owner.token, { unique_order_id: order.unique_order_id });

    const rejected = await call('reject-order', owner.token, {
      unique_order_id: order.unique_order_id,
      reason: 'Out of paneer',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json().data.status).toBe(6);
    expect(rejected.json().data.events.at(-1)).toMatchObject({
      from_status: 2,
      to_status: 6,
      actor: 'store',
      reason: 'Out of paneer',
    });
    const [after] = await ctx.db.select().from(users).where(eq(users.id, spender.id));
    expect(after?.walletBalanceMinor).toBe(5000);
    const [couponAfter] = await ctx.db.select().from(coupons).where(eq(coupons.code, 'TEN'));
    expect(couponAfter?.usedCount).toBe((couponBefore?.usedCount ?? 0) - 1);
    // Rejecting again refunds nothing more.
    await call('reject-order', owner.token, {
      unique_order_id: order.unique_order_id,
      reason: 'Again',
    });
    const [again] = await ctx.db.select().from(users).where(eq(users.id, spender.id));
    expect(again?.walletBalanceMinor).toBe(5000);
    const done = (
      await call('get-store-orders', owner.token, {
        store_id: menu.storeId,
        scope: 'done',
      })
    ).json().data;
    expect(done.map((o: { unique_order_id: string }) => o.unique_order_id)).toContain(
      order.unique_order_id,
    );
  });

  test('a rider’s order cannot be rejected', async () => {
    const order = await placeOrder(ctx, menu, customer);
    await call('accept-order', owner.token, { unique_order_id: order.unique_order_id });
    await postJson(ctx.app, '/public/api/delivery/toggle-status', {
      token: rider.token,
      is_online: true,
    });
    const taken = await postJson(ctx.app, '/public/api/delivery/accept-to-deliver', {
      token: rider.token,
      unique_order_id: order.unique_order_id,
    });
    expect(taken.statusCode).toBe(200);
    const refused = await call('reject-order', admin.token, {
      unique_order_id: order.unique_order_id,
      reason: 'Too late',
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('console.wrong_status');
    expect((await orderRow(ctx.db, order.unique_order_id)).status).toBe(3);
  });

  test('self-pickup: ready 2 -> 7, then complete 7 -> 5 with cash paid', async () => {
    const [pickupItem] = await ctx.db
      .select({ id: items.id })
      .from(items)
      .where(eq(items.storeId, pickupStoreId));
    const order = await placeOrder(ctx, menu, customer, {
      restaurant_id: pickupStoreId,
      items: [{ id: pickupItem?.id, quantity: 1, addons: [] }],
      delivery_type: 'SELFPICKUP',
      address_id: null,
    });
    expect(order.status).toBe(2); // the pickup kitchen auto-accepts
    const early = await call('complete-order', owner.token, {
      unique_order_id: order.unique_order_id,
    });
    expect(early.statusCode).toBe(409);
    const ready = await call('mark-order-ready', owner.token, {
      unique_order_id: order.unique_order_id,
    });
    expect(ready.statusCode, ready.body).toBe(200);
    expect(ready.json().data.status).toBe(7);
    const done = await call('complete-order', owner.token, {
      unique_order_id: order.unique_order_id,
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data).toMatchObject({ status: 5, payment_status: 'paid' });
  });

  test('a scheduled order is confirmed 10 -> 11 (the scheduler releases it later)', async () => {
    const slot = new Date(Date.now() + 3 * 3_600_000);
    slot.setUTCMinutes(0, 0, 0);
    const order = await placeOrder(ctx, menu, customer, { scheduled_for: slot.toISOString() });
    expect(order.status).toBe(10);
    expect(
      (await call('accept-order', owner.token, { unique_order_id: order.unique_order_id }))
        .statusCode,
    ).toBe(409);
    const confirmed = await call('confirm-scheduled', owner.token, {
      unique_order_id: order.unique_order_id,
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().data.status).toBe(11);
    // An admin acts on any store, recorded as the admin.
    const rejected = await call('reject-order', admin.token, {
      unique_order_id: order.unique_order_id,
      reason: 'Kitchen closed for a private event',
    });
    expect(rejected.json().data.events.at(-1)).toMatchObject({ to_status: 6, actor: 'admin' });
  });

  test('store switches and item availability: own stores only', async () => {
    const closed = await call('toggle-store', owner.token, {
      store_id: menu.storeId,
      is_active: false,
    });
    expect(closed.json().data).toMatchObject({ id: menu.storeId, is_active: false });
    const auto = await call('set-auto-accept', owner.token, {
      store_id: menu.storeId,
      auto_accept_orders: true,
    });
    expect(auto.json().data).toMatchObject({ is_active: false, auto_accept_orders: true });
    await call('toggle-store', owner.token, { store_id: menu.storeId, is_active: true });
    await call('set-auto-accept', owner.token, {
      store_id: menu.storeId,
      auto_accept_orders: false,
    });

    const list = (await call('get-store-items', owner.token, { store_id: menu.storeId })).json()
      .data;
    expect(list.map((item: { name: string }) => item.name)).toEqual([
      'Paneer Roll',
      'Masala Dosa',
      'Pizza',
      'Sold Out Soup',
    ]);
    expect(list[0]).toMatchObject({ category: 'Mains', price: 15000, is_available: true });
    const soldOut = await call('set-item-availability', owner.token, {
      item_id: menu.paneerRoll,
      is_available: false,
    });
    expect(soldOut.json().data).toMatchObject({ id: menu.paneerRoll, is_available: false });
    await call('set-item-availability', owner.token, {
      item_id: menu.paneerRoll,
      is_available: true,
    });

    for (const [path, body] of [
      ['toggle-store', { store_id: menu.storeId, is_active: false }],
      ['set-auto-accept', { store_id: menu.storeId, auto_accept_orders: true }],
      ['get-store-items', { store_id: menu.storeId }],
      ['set-item-availability', { item_id: menu.paneerRoll, is_available: false }],
    ] as const) {
      expect((await call(path, owner2.token, body)).statusCode, path).toBe(404);
      expect((await call(path, customer.token, body)).statusCode, path).toBe(403);
      expect((await call(path, rider.token, body)).statusCode, path).toBe(403);
      expect((await call(path, undefined, body)).statusCode, path).toBe(401);
    }
    const [store] = await ctx.db.select().from(stores).where(eq(stores.id, menu.storeId));
    expect(store).toMatchObject({ isActive: true, autoAcceptOrders: false });
    const [item] = await ctx.db.select().from(items).where(eq(items.id, menu.paneerRoll));
    expect(item?.isAvailable).toBe(true);
    expect(
      (await call('toggle-store', admin.token, { store_id: menu.storeId, is_active: true }))
        .statusCode,
    ).toBe(200);
    expect(
      (await call('toggle-store', admin.token, { store_id: 99999, is_active: true })).statusCode,
    ).toBe(404);
  });

  test('every order’s events form a valid path through the state machine', async () => {
    expect(await invalidEventPaths(ctx.db)).toEqual([]);
  });
});
