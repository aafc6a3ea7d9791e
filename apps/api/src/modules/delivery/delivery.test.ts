import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildTestApp, postJson } from '../../test/build-test-app';
import { loginAs } from '../profile/account-data.fixture';
import { customerWithAddress, type Menu } from '../orders/orders.fixture';
import { orderEvents, orders } from '../orders/orders.table';
import { settings } from '../settings/settings.table';
import {
  deliverySeed,
  invalidEventPaths,
  loadMenu,
  orderRow,
  placeOrder,
  readyOrder,
} from './delivery.fixture';
import { riderLocations, riderProfiles } from './delivery.table';

const D = '/public/api/delivery';

describe('delivery staff calls', () => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  let menu: Menu;
  let customer: Awaited<ReturnType<typeof customerWithAddress>>;
  let customerB: Awaited<ReturnType<typeof customerWithAddress>>;
  let owner: { id: number; token: string };
  let rider: { id: number; token: string };
  let otherRider: { id: number; token: string };

  const call = (path: string, token: string | undefined, body: Record<string, unknown> = {}) =>
    postJson(ctx.app, `${D}/${path}`, { ...body, token });
  const ready = (extra: Record<string, unknown> = {}) =>
    readyOrder(ctx, menu, customer, owner.token, extra);
  const goOnline = async (who: { token: string }) => {
    const response = await call('toggle-status', who.token, { is_online: true });
    expect(response.json().data).toEqual({ is_online: true });
  };
  const setSetting = async (key: string, value: string | null) => {
    await ctx.db.delete(settings).where(eq(settings.key, key));
    if (value !== null) await ctx.db.insert(settings).values({ key, value, isPublic: false });
  };

  beforeAll(async () => {
    ctx = await buildTestApp({ seed: deliverySeed });
    menu = await loadMenu(ctx.db);
    customer = await customerWithAddress(ctx.db, 'a@test.dev');
    customerB = await customerWithAddress(ctx.db, 'b@test.dev');
    owner = await loginAs(ctx.db, 'owner@test.dev');
    rider = await loginAs(ctx.db, 'rider@test.dev');
    otherRider = await loginAs(ctx.db, 'other-rider@test.dev');
  });
  afterAll(() => ctx.close());

  test('login: riders only, with the password checked and the login rate limit', async () => {
    const ok = await postJson(ctx.app, `${D}/login`, {
      email: 'RIDER-LOGIN@test.dev',
      password: 'rider-password',
    });
    expect(ok.statusCode, ok.body).toBe(200);
    const data = ok.json().data;
    expect(data).toMatchObject({ name: 'Rider Login', is_online: false, max_orders: 3 });
    expect(data.stores.map((store: { name: string }) => store.name)).toEqual([
      'Far Kitchen',
      'Test Kitchen',
    ]);
    const profile = await call('update-user-info', data.auth_token);
    expect(profile.json().data.id).toBe(data.id);

    const wrong = await postJson(ctx.app, `${D}/login`, {
      email: 'rider-login@test.dev',
      password: 'nope',
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error.code).toBe('auth.invalid_credentials');
    const customerLogin = await postJson(ctx.app, `${D}/login`, {
      email: 'a@test.dev',
      password: 'a-password',
    });
    expect(customerLogin.statusCode).toBe(403);
    expect(customerLogin.json().error.code).toBe('auth.forbidden');

    const attempts = [];
    for (let index = 0; index < 6; index += 1) {
      attempts.push(
        (await postJson(ctx.app, `${D}/login`, { email: 'limit@test.dev', password: 'x' }))
          .statusCode,
      );
    }
    // The customer login's limits (per account and per address, 5 a minute) apply here too.
    expect(attempts[0]).toBe(401);
    expect(attempts.at(-1)).toBe(429);
  });

  test('customers, owners and guests are refused every rider call', async () => {
    for (const path of ['update-user-info', 'get-delivery-orders', 'toggle-status']) {
      expect((await call(path, customer.token)).statusCode).toBe(403);
      expect((await call(path, owner.token)).json().error.code).toBe('auth.forbidden');
      expect((await call(path, undefined)).statusCode).toBe(401);
    }
  });

  test('new orders: status 2 delivery orders of the rider’s stores, only while online', async () => {
    const order = await ready();
    const placed = await placeOrder(ctx, menu, customer); // status 1: the store has not accepted
    const pickup = await placeOrder(ctx, menu, customer, { delivery_type: 'SELFPICKUP' });
    await postJson(ctx.app, '/public/api/console/accept-order', {
      token: owner.token,
      unique_order_id: pickup.unique_order_id,
    });

    await call('toggle-status', rider.token, { is_online: false });
    const offline = await call('get-delivery-orders', rider.token);
    expect(offline.statusCode, offline.body).toBe(200);
    expect(offline.json().data.new_orders).toEqual([]);

    await goOnline(rider);
    const online = (await call('get-delivery-orders', rider.token)).json().data;
    const ids = online.new_orders.map((o: { unique_order_id: string }) => o.unique_order_id);
    expect(ids).toContain(order.unique_order_id);
    expect(ids).not.toContain(placed.unique_order_id);
    expect(ids).not.toContain(pickup.unique_order_id);
    const offered = online.new_orders.find(
      (o: { unique_order_id: string }) => o.unique_order_id === order.unique_order_id,
    );
    expect(offered).toMatchObject({
      status: 2,
      store: { name: 'Test Kitchen' },
      payment_method: 'COD',
      needs_delivery_pin: true,
    });
    expect(offered.cash_to_collect).toBe(offered.total);
    // The customer's phone waits until the rider has the order.
    expect(offered.customer.phone).toBeNull();

    await goOnline(otherRider);
    const elsewhere = (await call('get-delivery-orders', otherRider.token)).json().data;
    expect(
      elsewhere.new_orders.map((o: { unique_order_id: string }) => o.unique_order_id),
    ).not.toContain(order.unique_order_id);
    const single = await call('get-single-delivery-order', otherRider.token, {
      unique_order_id: order.unique_order_id,
    });
    expect(single.statusCode).toBe(404);
    expect(single.json().error.code).toBe('delivery.order_not_found');
  });

  test('accept, pick up and deliver with the PIN; cash on delivery becomes paid', async () => {
    const order = await ready({ tip: 2000 });
    await call('toggle-status', rider.token, { is_online: false });
    const offline = await call('accept-to-deliver', rider.token, {
      unique_order_id: order.unique_order_id,
    });
    expect(offline.statusCode).toBe(409);
    expect(offline.json().error.code).toBe('delivery.offline');

    await goOnline(rider);
    const early = await call('deliver-order', rider.token, {
      unique_order_id: order.unique_order_id,
    });
    expect(early.statusCode).toBe(404); // not the rider's yet

    const accepted = await call('accept-to-deliver', rider.token, {
      unique_order_id: order.unique_order_id,
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().data).toMatchObject({ status: 3, tip: 2000 });
    expect(accepted.json().data.customer.phone).toBe('+919800000001');
    expect((await orderRow(ctx.db, order.unique_order_id)).riderId).toBe(rider.id);
    // The customer now sees who delivers (for the call button); before, nobody.
    const seenByCustomer = await postJson(ctx.app, '/public/api/get-order-details', {
      token: customer.token,
      unique_order_id: order.unique_order_id,
    });
    expect(seenByCustomer.json().data.rider).toMatchObject({ name: 'Rider R' });
    const again = await call('accept-to-deliver', rider.token, {
      unique_order_id: order.unique_order_id,
    });
    expect(again.statusCode).toBe(200);

    const lists = (await call('get-delivery-orders', rider.token)).json().data;
    expect(
      lists.accepted_orders.map((o: { unique_order_id: string }) => o.unique_order_id),
    ).toContain(order.unique_order_id);

    const tooEarly = await call('deliver-order', rider.token, {
      unique_order_id: order.unique_order_id,
      delivery_pin: order.delivery_pin,
    });
    expect(tooEarly.statusCode).toBe(409);
    expect(tooEarly.json().error.code).toBe('delivery.wrong_status');

    const picked = await call('pickedup-order', rider.token, {
      unique_order_id: order.unique_order_id,
    });
    expect(picked.statusCode, picked.body).toBe(200);
    expect(picked.json().data.status).toBe(4);

    for (const pin of [undefined, '0000']) {
      const wrong = await call('deliver-order', rider.token, {
        unique_order_id: order.unique_order_id,
        ...(pin ? { delivery_pin: pin === order.delivery_pin ? '9999' : pin } : {}),
      });
      expect(wrong.statusCode).toBe(422);
      expect(wrong.json().error.code).toBe('delivery.pin_invalid');
    }
    const unchanged = await orderRow(ctx.db, order.unique_order_id);
    expect(unchanged).toMatchObject({ status: 4, paymentStatus: 'unpaid' });

    const delivered = await call('deliver-order', rider.token, {
      unique_order_id: order.unique_order_id,
      delivery_pin: order.delivery_pin,
    });
    expect(delivered.statusCode, delivered.body).toBe(200);
    expect(delivered.json().data).toMatchObject({ status: 5, cash_to_collect: 0 });
    expect(await orderRow(ctx.db, order.unique_order_id)).toMatchObject({
      status: 5,
      paymentStatus: 'paid',
    });
    const events = await ctx.db
      .select()
      .from(orderEvents)
      .where(eq(orderEvents.orderId, unchanged.id))
      .orderBy(orderEvents.id);
    expect(events.map((event) => [event.fromStatus, event.toStatus, event.actor])).toEqual([
      [null, 1, 'customer'],
      [1, 2, 'store'],
      [2, 3, 'rider'],
      [3, 4, 'rider'],
      [4, 5, 'rider'],
    ]);
  });

  test('with enableDeliveryPin false no PIN is asked', async () => {
    await setSetting('enableDeliveryPin', 'false');
    try {
      const order = await ready();
      await goOnline(rider);
      for (const path of ['accept-to-deliver', 'pickedup-order', 'deliver-order']) {
        const response = await call(path, rider.token, { unique_order_id: order.unique_order_id });
        expect(response.statusCode, `${path} ${response.body}`).toBe(200);
      }
    } finally {
      await setSetting('enableDeliveryPin', null);
    }
  });

  test('a rider holds at most max_orders (3/4) at once; the riderMaxOrders setting overrides', async () => {
    const holder = await loginAs(ctx.db, 'rider5@test.dev');
    await goOnline(holder);
    await ctx.db
      .update(riderProfiles)
      .set({ maxOrders: 1 })
      .where(eq(riderProfiles.userId, holder.id));
    const first = await ready();
    const second = await ready();
    expect(
      (await call('accept-to-deliver', holder.token, { unique_order_id: first.unique_order_id }))
        .statusCode,
    ).toBe(200);
    const refused = await call('accept-to-deliver', holder.token, {
      unique_order_id: second.unique_order_id,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('delivery.max_orders');
    expect((await orderRow(ctx.db, second.unique_order_id)).status).toBe(2);

    await setSetting('riderMaxOrders', '2');
    try {
      const profile = (await call('update-user-info', holder.token)).json().data;
      expect(profile).toMatchObject({ max_orders: 2, active_orders: 1, is_online: true });
      const allowed = await call('accept-to-deliver', holder.token, {
        unique_order_id: second.unique_order_id,
      });
      expect(allowed.statusCode, allowed.body).toBe(200);
    } finally {
      await setSetting('riderMaxOrders', null);
    }
  });

  test('toggle-status flips without is_online', async () => {
    const who = await loginAs(ctx.db, 'rider6@test.dev');
    expect((await call('toggle-status', who.token)).json().data.is_online).toBe(true);
    expect((await call('toggle-status', who.token)).json().data.is_online).toBe(false);
    expect(
      (await call('toggle-status', who.token, { is_online: false })).json().data.is_online,
    ).toBe(false);
  });

  test('GPS: the rider writes, the order’s customer and rider read while it is on the way', async () => {
    const who = await loginAs(ctx.db, 'rider7@test.dev');
    await goOnline(who);
    const order = await ready();
    const read = (token: string) =>
      call('get-delivery-guy-gps-location', token, { unique_order_id: order.unique_order_id });

    const set = await call('set-delivery-guy-gps-location', who.token, {
      latitude: 12.94,
      longitude: 77.63,
      heading: 90,
    });
    expect(set.statusCode, set.body).toBe(200);
    // No rider on the order yet: nothing to show.
    expect((await read(customer.token)).json().data).toBeNull();

    await call('accept-to-deliver', who.token, { unique_order_id: order.unique_order_id });
    const seen = await read(customer.token);
    expect(seen.statusCode).toBe(200);
    expect(seen.json().data).toMatchObject({ latitude: 12.94, longitude: 77.63, heading: 90 });
    expect((await read(who.token)).json().data).toMatchObject({ latitude: 12.94 });

    // A second position within 2 s is accepted and dropped.
    const soon = await call('set-delivery-guy-gps-location', who.token, {
      latitude: 13.5,
      longitude: 77.7,
    });
    expect(soon.statusCode).toBe(200);
    expect(soon.json().data.at).toBe(set.json().data.at);
    const [stored] = await ctx.db
      .select()
      .from(riderLocations)
      .where(eq(riderLocations.riderId, who.id));
    expect(stored?.latitude).toBe(12.94);

    // Older than 2 s: the next one is kept.
    await ctx.db
      .update(riderLocations)
      .set({ at: new Date(Date.now() - 5_000) })
      .where(eq(riderLocations.riderId, who.id));
    await call('set-delivery-guy-gps-location', who.token, { latitude: 12.95, longitude: 77.64 });
    expect((await read(customer.token)).json().data).toMatchObject({
      latitude: 12.95,
      heading: null,
    });

    for (const token of [customerB.token, rider.token, otherRider.token, owner.token]) {
      const refused = await read(token);
      expect(refused.statusCode).toBe(404);
    }
    expect(
      (
        await call('get-delivery-guy-gps-location', undefined, {
          unique_order_id: order.unique_order_id,
        })
      ).statusCode,
    ).toBe(401);
    const guestSet = await call('set-delivery-guy-gps-location', customer.token, {
      latitude: 1,
      longitude: 1,
    });
    expect(guestSet.statusCode).toBe(403);
  });

  test('completed orders: newest first, 10 a page, earnings over all', async () => {
    const earner = await loginAs(ctx.db, 'rider8@test.dev');
    await goOnline(earner);
    await setSetting('enableDeliveryPin', 'false');
    await ctx.db
      .update(riderProfiles)
      .set({ maxOrders: 20 })
      .where(eq(riderProfiles.userId, earner.id));
    const delivered: string[] = [];
    try {
      for (let index = 0; index < 11; index += 1) {
        const order = await ready({ tip: index * 100 });
        for (const path of ['accept-to-deliver', 'pickedup-order', 'deliver-order']) {
          const response = await call(path, earner.token, {
            unique_order_id: order.unique_order_id,
          });
          expect(response.statusCode, response.body).toBe(200);
        }
        delivered.push(order.unique_order_id);
      }
    } finally {
      await setSetting('enableDeliveryPin', null);
    }
    const page1 = (await call('get-completed-orders', earner.token)).json().data;
    expect(page1.orders).toHaveLength(10);
    expect(page1.has_more).toBe(true);
    expect(page1.orders[0].unique_order_id).toBe(delivered[10]);
    const page2 = (await call('get-completed-orders', earner.token, { page: 2 })).json().data;
    expect(page2.orders.map((o: { unique_order_id: string }) => o.unique_order_id)).toEqual([
      delivered[0],
    ]);
    expect(page2.has_more).toBe(false);
    const rows = await ctx.db.select().from(orders).where(eq(orders.riderId, earner.id));
    const fees = rows.reduce((sum, row) => sum + row.deliveryFeeMinor, 0);
    expect(page1.earnings).toEqual({
      orders: 11,
      delivery_fees: fees,
      tips: 5500,
      total: fees + 5500,
    });
    expect(fees).toBe(11 * 3000);
  });

  test('a rider of another store, a customer and a guest change nothing on an order', async () => {
    const order = await ready();
    const before = await orderRow(ctx.db, order.unique_order_id);
    await goOnline(otherRider);
    const callers = [
      { who: 'other store’s rider', token: otherRider.token, status: 404 },
      { who: 'customer (even its own)', token: customer.token, status: 403 },
      { who: 'owner', token: owner.token, status: 403 },
      { who: 'guest', token: undefined, status: 401 },
    ];
    for (const path of [
      'get-single-delivery-order',
      'accept-to-deliver',
      'pickedup-order',
      'deliver-order',
    ]) {
      for (const caller of callers) {
        const response = await call(path, caller.token, {
          unique_order_id: order.unique_order_id,
          ...(path === 'deliver-order' ? { delivery_pin: order.delivery_pin } : {}),
        });
        expect(response.statusCode, `${path} as ${caller.who}`).toBe(caller.status);
      }
    }
    // Once a rider has it, the other riders of the store cannot move it either.
    await goOnline(rider);
    await call('accept-to-deliver', rider.token, { unique_order_id: order.unique_order_id });
    const colleague = await loginAs(ctx.db, 'rider9@test.dev');
    await goOnline(colleague);
    const taken = await call('accept-to-deliver', colleague.token, {
      unique_order_id: order.unique_order_id,
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.code).toBe('delivery.already_taken');
    for (const path of ['pickedup-order', 'deliver-order', 'get-single-delivery-order']) {
      expect(
        (await call(path, colleague.token, { unique_order_id: order.unique_order_id })).statusCode,
      ).toBe(404);
    }
    const after = await orderRow(ctx.db, order.unique_order_id);
    expect({ ...after, updatedAt: null }).toEqual({
      ...before,
      status: 3,
      riderId: rider.id,
      updatedAt: null,
    });
  });

  test('every order’s events form a valid path through the state machine', async () => {
    expect(await invalidEventPaths(ctx.db)).toEqual([]);
  });
});
