import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildTestApp, postJson } from '../../test/build-test-app';
import { storeOwners } from '../catalog/catalog.table';
import { riderStores } from '../delivery/delivery.table';
import { loginAs } from '../profile/account-data.fixture';
import { customerWithAddress, loadMenu, ordersSeed, type Menu } from '../orders/orders.fixture';
import { connectSse, type SseClient } from './sse-client';

describe('store and rider streams start with the current state', () => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  let base: string;
  let menu: Menu;
  let customer: Awaited<ReturnType<typeof customerWithAddress>>;
  let owner: { id: number; token: string };
  let rider: { id: number; token: string };
  const clients: SseClient[] = [];

  beforeAll(async () => {
    ctx = await buildTestApp({ seed: ordersSeed });
    base = await ctx.app.listen({ host: '127.0.0.1', port: 0 });
    menu = await loadMenu(ctx.db);
    customer = await customerWithAddress(ctx.db, 'a@test.dev');
    owner = await loginAs(ctx.db, 'owner@test.dev');
    rider = await loginAs(ctx.db, 'rider@test.dev');
    await ctx.db.insert(storeOwners).values({ userId: owner.id, storeId: menu.storeId });
    await ctx.db.insert(riderStores).values({ riderId: rider.id, storeId: menu.storeId });
  });
  afterAll(async () => {
    for (const client of clients) client.close();
    await ctx.close();
  });

  const connect = async (path: string) => {
    const client = await connectSse(base + path);
    clients.push(client);
    return client;
  };

  test('[H8.16] an order placed while the store tablet was away is in the first event after it reconnects', async () => {
    const placed = await postJson(ctx.app, '/public/api/place-order', {
      token: customer.token,
      restaurant_id: menu.storeId,
      items: [{ id: menu.paneerRoll, quantity: 1, addons: [] }],
      delivery_type: 'DELIVERY',
      address_id: customer.addressId,
      payment_method: 'COD',
      idempotency_key: 'while-away-1',
    });
    expect(placed.statusCode).toBe(200);
    const uniqueOrderId = placed.json().data.unique_order_id as string;

    const stream = await connect(`/public/api/stream/store/${menu.storeId}?token=${owner.token}`);
    expect(stream.status).toBe(200);
    const first = await stream.next(() => true);
    expect(first.event).toBe('state');
    const state = JSON.parse(first.data) as {
      store_id: number;
      orders: { unique_order_id: string }[];
    };
    expect(state.store_id).toBe(menu.storeId);
    expect(state.orders.map((order) => order.unique_order_id)).toContain(uniqueOrderId);

    // The store accepts it: riders connecting now see it among their offers, first thing.
    await postJson(ctx.app, '/public/api/console/accept-order', {
      token: owner.token,
      unique_order_id: uniqueOrderId,
    });
    await postJson(ctx.app, '/public/api/delivery/toggle-status', {
      token: rider.token,
      is_online: true,
    });
    const riderStream = await connect(`/public/api/stream/rider?token=${rider.token}`);
    const riderFirst = await riderStream.next(() => true);
    expect(riderFirst.event).toBe('state');
    const offers = JSON.parse(riderFirst.data) as { new_orders: { unique_order_id: string }[] };
    expect(offers.new_orders.map((order) => order.unique_order_id)).toContain(uniqueOrderId);
  });
});
