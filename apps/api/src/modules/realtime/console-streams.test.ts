import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildTestApp, postJson } from '../../test/build-test-app';
import { deliverySeed, loadMenu, placeOrder } from '../delivery/delivery.fixture';
import { customerWithAddress, type Menu } from '../orders/orders.fixture';
import { loginAs } from '../profile/account-data.fixture';
import { connectSse, type SseClient } from './sse-client';

type Ctx = Awaited<ReturnType<typeof buildTestApp>>;
const parse = (data: string) => JSON.parse(data) as Record<string, unknown>;

/**
 * The console's streams (issue 17): one stream for all an owner's stores, and the admin
 * dashboard's live map.
 */
describe('console streams', () => {
  let ctx: Ctx;
  let base: string;
  let menu: Menu;
  const clients: SseClient[] = [];
  const open = async (path: string) => {
    const client = await connectSse(base + path);
    clients.push(client);
    return client;
  };

  beforeAll(async () => {
    ctx = await buildTestApp({
      seed: {
        ...deliverySeed,
        users: [
          ...(deliverySeed.users ?? []),
          ...(['orders', 'reports'] as const).map((area) => ({
            name: `Only ${area}`,
            email: `only-${area}@test.dev`,
            role: 'admin' as const,
            adminPermissions: [area],
          })),
        ],
      },
      config: { REALTIME_PING_INTERVAL_MS: 1000 },
    });
    base = await ctx.app.listen({ host: '127.0.0.1', port: 0 });
    menu = await loadMenu(ctx.db);
  });
  afterAll(async () => {
    for (const client of clients) client.close();
    await ctx.close();
  });

  test("one stream for all the owner's stores: a state per store, then a new order at either", async () => {
    const owner = await loginAs(ctx.db, 'owner@test.dev');
    const owner2 = await loginAs(ctx.db, 'owner2@test.dev');
    const stores = (
      await postJson(ctx.app, '/public/api/console/get-stores', { token: owner.token })
    ).json().data as { id: number }[];
    const ids = stores.map((store) => store.id).join(',');
    const stream = await open(`/public/api/stream/stores?store_ids=${ids}&token=${owner.token}`);
    expect(stream.status).toBe(200);
    const states = new Set<unknown>();
    for (let seen = 0; seen < stores.length; seen += 1) {
      const state = await stream.next(
        (event) => event.event === 'state' && !states.has(parse(event.data).store_id),
      );
      states.add(parse(state.data).store_id);
    }
    expect([...states].sort()).toEqual(stores.map((store) => store.id).sort());

    const customer = await customerWithAddress(ctx.db, 'a@test.dev');
    const order = await placeOrder(ctx, menu, customer);
    const arrived = await stream.next((event) => event.event === 'new_order');
    expect(parse(arrived.data)).toMatchObject({ unique_order_id: order.unique_order_id });

    // Another owner may not listen to these stores; a malformed list is refused.
    const refused = await ctx.app.inject({
      method: 'GET',
      url: `/public/api/stream/stores?store_ids=${ids}&token=${owner2.token}`,
    });
    expect(refused.statusCode).toBe(404);
    const bad = await ctx.app.inject({
      method: 'GET',
      url: `/public/api/stream/stores?store_ids=1;2&token=${owner.token}`,
    });
    expect(bad.statusCode).toBe(400);
  });

  test('the admin stream: the live map first, then rider positions and order changes', async () => {
    const admin = await loginAs(ctx.db, 'admin@test.dev');
    const owner = await loginAs(ctx.db, 'owner@test.dev');
    const rider = await loginAs(ctx.db, 'rider@test.dev');
    await postJson(ctx.app, '/public/api/delivery/toggle-status', {
      token: rider.token,
      is_online: true,
    });
    const located = await postJson(ctx.app, '/public/api/delivery/set-delivery-guy-gps-location', {
      token: rider.token,
      latitude: 12.94,
      longitude: 77.62,
    });
    expect(located.statusCode, located.body).toBe(200);

    const refused = await ctx.app.inject({
      method: 'GET',
      url: `/public/api/stream/admin?token=${owner.token}`,
    });
    expect(refused.statusCode).toBe(403);

    const stream = await open(`/public/api/stream/admin?token=${admin.token}`);
    const state = parse((await stream.next((event) => event.event === 'state')).data);
    expect(state.riders).toEqual([
      expect.objectContaining({ rider_id: rider.id, latitude: 12.94, longitude: 77.62 }),
    ]);

    // The rider app's positions are kept at most every 2 s (GPS_MIN_INTERVAL_MS).
    await new Promise((resolve) => setTimeout(resolve, 2_100));
    const moved = await postJson(ctx.app, '/public/api/delivery/set-delivery-guy-gps-location', {
      token: rider.token,
      latitude: 12.95,
      longitude: 77.63,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const position = await stream.next((event) => event.event === 'rider_location');
    expect(parse(position.data)).toMatchObject({ rider_id: rider.id, latitude: 12.95 });

    const customer = await customerWithAddress(ctx.db, 'b@test.dev');
    const order = await placeOrder(ctx, menu, customer);
    const status = await stream.next((event) => event.event === 'order_status');
    expect(parse(status.data)).toMatchObject({ unique_order_id: order.unique_order_id, status: 1 });
  });

  test('[issue 17] a store stream is the board: an admin needs the orders area (403 console.permission_denied without it)', async () => {
    const storeId = menu.storeId;
    const paths = [
      `/public/api/stream/store/${storeId}`,
      `/public/api/stream/stores?store_ids=${storeId}`,
    ];
    const withToken = (path: string, token: string) =>
      `${path}${path.includes('?') ? '&' : '?'}token=${token}`;
    const reports = await loginAs(ctx.db, 'only-reports@test.dev');
    for (const path of paths) {
      const refused = await ctx.app.inject({ method: 'GET', url: withToken(path, reports.token) });
      expect(refused.statusCode, path).toBe(403);
      expect(refused.json().error.code).toBe('console.permission_denied');
    }
    const orders = await loginAs(ctx.db, 'only-orders@test.dev');
    for (const path of paths) {
      const stream = await open(withToken(path, orders.token));
      expect(stream.status, path).toBe(200);
      const state = parse((await stream.next((event) => event.event === 'state')).data);
      expect(state.store_id).toBe(storeId);
      stream.close();
    }
  });
});
