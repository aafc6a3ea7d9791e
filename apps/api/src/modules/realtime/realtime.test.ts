import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildTestApp, postJson } from '../../test/build-test-app';
import { storeOwners } from '../catalog/catalog.table';
import { riderLocations, riderStores } from '../delivery/delivery.table';
import { notifications, pushSubscriptions } from '../notifications/notifications.table';
import { settings } from '../settings/settings.table';
import { loginAs } from '../profile/account-data.fixture';
import { transitionOrder } from '../orders/orders.repository';
import { customerWithAddress, loadMenu, ordersSeed, type Menu } from '../orders/orders.fixture';
import { withTwoBridges } from './bridges.fixture';
import { connectSse, type SseClient } from './sse-client';

type Ctx = Awaited<ReturnType<typeof buildTestApp>>;

async function placeOrder(
  ctx: Ctx,
  menu: Menu,
  who: { token: string; addressId: number },
  key: string,
) {
  const response = await postJson(ctx.app, '/public/api/place-order', {
    token: who.token,
    restaurant_id: menu.storeId,
    items: [{ id: menu.paneerRoll, quantity: 1, addons: [] }],
    delivery_type: 'DELIVERY',
    address_id: who.addressId,
    payment_method: 'COD',
    idempotency_key: key,
  });
  expect(response.statusCode).toBe(200);
  return response.json().data as { id: number; unique_order_id: string; status: number };
}

async function upsertPosition(ctx: Ctx, riderId: number, latitude: number, longitude: number) {
  await ctx.db
    .insert(riderLocations)
    .values({ riderId, latitude, longitude, heading: 90, at: new Date() })
    .onConflictDoUpdate({
      target: riderLocations.riderId,
      set: { latitude, longitude, heading: 90, at: new Date() },
    });
}

const parse = (data: string) => JSON.parse(data) as Record<string, unknown>;

describe('realtime streams', () => {
  let ctx: Ctx;
  let base: string;
  let menu: Menu;
  let asha: Awaited<ReturnType<typeof customerWithAddress>>;
  let bala: Awaited<ReturnType<typeof customerWithAddress>>;
  let rider: { id: number; token: string };
  let owner: { id: number; token: string };
  let counter = 0;
  const clients: SseClient[] = [];
  const open = async (path: string) => {
    const client = await connectSse(base + path);
    clients.push(client);
    return client;
  };

  beforeAll(async () => {
    ctx = await buildTestApp({ seed: ordersSeed, config: { REALTIME_PING_INTERVAL_MS: 1000 } });
    base = await ctx.app.listen({ host: '127.0.0.1', port: 0 });
    menu = await loadMenu(ctx.db);
    asha = await customerWithAddress(ctx.db, 'a@test.dev');
    bala = await customerWithAddress(ctx.db, 'b@test.dev');
    rider = await loginAs(ctx.db, 'rider@test.dev');
    owner = await loginAs(ctx.db, 'owner@test.dev');
    await ctx.db.insert(storeOwners).values({ userId: owner.id, storeId: menu.storeId });
    await ctx.db.insert(riderStores).values({ riderId: rider.id, storeId: menu.storeId });
  });
  afterAll(async () => {
    for (const client of clients) client.close();
    await ctx.close();
  });

  const place = () => placeOrder(ctx, menu, asha, `realtime-${(counter += 1)}`);

  test('the bus matches the database: PGlite in-process, PostgreSQL LISTEN/NOTIFY', () => {
    expect(ctx.app.realtime.kind).toBe(ctx.databaseKind === 'pg' ? 'postgres' : 'memory');
  });

  test('a guest gets 401, another customer and unknown orders 404', async () => {
    const order = await place();
    const url = `/public/api/stream/order/${order.unique_order_id}`;
    const guest = await ctx.app.inject({ method: 'GET', url });
    expect(guest.statusCode).toBe(401);
    expect(guest.json().error.code).toBe('auth.unauthenticated');
    const badToken = await ctx.app.inject({ method: 'GET', url: `${url}?token=nope` });
    expect(badToken.statusCode).toBe(401);
    const other = await ctx.app.inject({ method: 'GET', url: `${url}?token=${bala.token}` });
    expect(other.statusCode).toBe(404);
    const unknown = await ctx.app.inject({
      method: 'GET',
      url: `/public/api/stream/order/NOPE-1?token=${asha.token}`,
    });
    expect(unknown.statusCode).toBe(404);
    // The rider of another order is nobody here either.
    const riderAsk = await ctx.app.inject({ method: 'GET', url: `${url}?token=${rider.token}` });
    expect(riderAsk.statusCode).toBe(404);
  });

  test('the owner gets the current state first, then each status change as order_status', async () => {
    const order = await place();
    const stream = await open(
      `/public/api/stream/order/${order.unique_order_id}?token=${asha.token}`,
    );
    expect(stream.status).toBe(200);
    expect(stream.headers['content-type']).toMatch(/^text\/event-stream/);
    expect(stream.headers['cache-control']).toMatch(/no-cache/);
    expect(stream.headers['x-accel-buffering']).toBe('no');
    expect(stream.headers['content-encoding']).toBeUndefined();
    const first = await stream.next((event) => event.event === 'order_status');
    expect(parse(first.data)).toMatchObject({ unique_order_id: order.unique_order_id, status: 1 });

    await transitionOrder(ctx.db, {
      kind: 'food',
      orderId: order.id,
      from: 1,
      to: 2,
      actor: 'store',
    });
    const accepted = await stream.next((event) => event.event === 'order_status');
    expect(parse(accepted.data)).toMatchObject({
      unique_order_id: order.unique_order_id,
      status: 2,
      event: { from_status: 1, to_status: 2, actor: 'store' },
    });

    // The customer's in-app notification, once.
    await ctx.app.realtime.bridge.settle();
    const rows = await ctx.db
      .select()
      .from(notifications)
      .where(eq(notifications.clickAction, `/running-order/${order.unique_order_id}`));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ userId: asha.id, title: 'Order accepted' });
  });

  test('rider positions reach the order stream as rider_location; a reconnect starts from them', async () => {
    const order = await place();
    const riderStream = await open(`/public/api/stream/rider?token=${rider.token}`);
    const stream = await open(
      `/public/api/stream/order/${order.unique_order_id}?token=${asha.token}`,
    );
    await stream.next((event) => event.event === 'order_status');

    await transitionOrder(ctx.db, {
      kind: 'food',
      orderId: order.id,
      from: 1,
      to: 2,
      actor: 'store',
    });
    const offered = await riderStream.next(
      (event) =>
        event.event === 'new_order' && parse(event.data).unique_order_id === order.unique_order_id,
    );
    expect(parse(offered.data)).toMatchObject({ status: 2 });

    await transitionOrder(ctx.db, {
      kind: 'food',
      orderId: order.id,
      from: 2,
      to: 3,
      actor: 'rider',
      actorUserId: rider.id,
      set: { riderId: rider.id },
    });
    await stream.next((event) => event.event === 'order_status' && parse(event.data).status === 3);
    await riderStream.next(
      (event) =>
        event.event === 'order_status' &&
        parse(event.data).unique_order_id === order.unique_order_id &&
        parse(event.data).status === 3,
    );

    await upsertPosition(ctx, rider.id, 12.94, 77.63);
    const moved = await stream.next((event) => event.event === 'rider_location');
    expect(parse(moved.data)).toMatchObject({
      unique_order_id: order.unique_order_id,
      latitude: 12.94,
      longitude: 77.63,
      heading: 90,
    });
    await upsertPosition(ctx, rider.id, 12.945, 77.635);
    const again = await stream.next((event) => event.event === 'rider_location');
    expect(parse(again.data)).toMatchObject({ latitude: 12.945 });

    // A client that reconnects gets the status and the last position before anything else.
    const reconnected = await open(
      `/public/api/stream/order/${order.unique_order_id}?token=${asha.token}`,
    );
    await reconnected.next((event) => event.event === 'rider_location');
    expect(reconnected.events.map((event) => event.event)).toEqual([
      'order_status',
      'rider_location',
    ]);
    expect(parse(reconnected.events[0]?.data ?? '{}')).toMatchObject({ status: 3 });
    expect(parse(reconnected.events[1]?.data ?? '{}')).toMatchObject({ latitude: 12.945 });

    // The order's rider may follow it too.
    const riderOnOrder = await open(
      `/public/api/stream/order/${order.unique_order_id}?token=${rider.token}`,
    );
    await riderOnOrder.next((event) => event.event === 'order_status');
  });

  test('store stream: owners and admins only; a new order arrives as new_order', async () => {
    const url = `/public/api/stream/store/${menu.storeId}`;
    expect((await ctx.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    expect(
      (await ctx.app.inject({ method: 'GET', url: `${url}?token=${asha.token}` })).statusCode,
    ).toBe(404);
    const stream = await open(`${url}?token=${owner.token}`);
    expect(stream.status).toBe(200);
    const admin = await loginAs(ctx.db, 'admin@test.dev');
    const adminStream = await open(`${url}?token=${admin.token}`);
    const order = await place();
    for (const client of [stream, adminStream]) {
      const event = await client.next(
        (candidate) =>
          candidate.event === 'new_order' &&
          parse(candidate.data).unique_order_id === order.unique_order_id,
      );
      expect(parse(event.data)).toMatchObject({ status: 1 });
    }
  });

  test('rider stream: riders only', async () => {
    const url = '/public/api/stream/rider';
    expect((await ctx.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    expect(
      (await ctx.app.inject({ method: 'GET', url: `${url}?token=${asha.token}` })).statusCode,
    ).toBe(403);
  });

  test('idle streams get a ping comment; closing the client frees its subscription', async () => {
    const order = await place();
    const channel = `order:${order.unique_order_id}`;
    const stream = await open(
      `/public/api/stream/order/${order.unique_order_id}?token=${asha.token}`,
    );
    await stream.next((event) => event.event === 'order_status');
    expect(ctx.app.realtime.hub.hasSubscribers(channel)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 1300));
    expect(stream.comments).toContain('ping');
    stream.close();
    await stream.closed;
    await expect
      .poll(() => ctx.app.realtime.hub.hasSubscribers(channel), { timeout: 2000 })
      .toBe(false);
  });
});

describe('order notifications are made once across instances', () => {
  let ctx: Ctx;

  beforeAll(async () => {
    // The app's own bridge stays out; two bridges of our own race for each event.
    ctx = await buildTestApp({ seed: ordersSeed, config: { REALTIME_NOTIFICATIONS: false } });
  });
  afterAll(() => ctx.close());

  test('two bridges on one database: one notification and one push per status change', async () => {
    const menu = await loadMenu(ctx.db);
    const asha = await customerWithAddress(ctx.db, 'a@test.dev');
    await ctx.db.insert(settings).values([
      { key: 'vapidPublicKey', value: 'test-public', isPublic: true },
      { key: 'vapidPrivateKey', value: 'test-private', isPublic: false },
    ]);
    await ctx.db.insert(pushSubscriptions).values({
      userId: asha.id,
      endpoint: 'https://push.test/1',
      p256dh: 'p',
      auth: 'a',
    });
    const sent: string[] = [];
    const send = async (_subscription: unknown, payload: string) => {
      sent.push(payload);
      return {};
    };
    await withTwoBridges(ctx, send, async (bridges) => {
      const order = await placeOrder(ctx, menu, asha, 'notify-once');
      await transitionOrder(ctx.db, {
        kind: 'food',
        orderId: order.id,
        from: 1,
        to: 2,
        actor: 'store',
      });
      await transitionOrder(ctx.db, {
        kind: 'food',
        orderId: order.id,
        from: 2,
        to: 6,
        actor: 'store',
        reason: 'Out of paneer',
      });
      const expected = ['Order accepted', 'Order cancelled'];
      await expect
        .poll(
          async () => {
            const rows = await ctx.db
              .select({ title: notifications.title })
              .from(notifications)
              .where(
                and(
                  eq(notifications.userId, asha.id),
                  eq(notifications.clickAction, `/running-order/${order.unique_order_id}`),
                ),
              );
            return rows.map((row) => row.title).sort();
          },
          { timeout: 5000 },
        )
        .toEqual(expected);
      for (const bridge of bridges) await bridge.settle();
      expect(sent).toHaveLength(2);
      expect(sent.map((payload) => JSON.parse(payload).title).sort()).toEqual(expected);
      expect(JSON.parse(sent.find((p) => p.includes('cancelled')) ?? '{}')).toMatchObject({
        message: expect.stringContaining('Out of paneer'),
        click_action: `/running-order/${order.unique_order_id}`,
      });
    });
  });
});
