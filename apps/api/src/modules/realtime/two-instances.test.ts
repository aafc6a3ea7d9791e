import path from 'node:path';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig, type Config } from '../../config';
import { openPostgres } from '../../db/client';
import { postJson } from '../../test/build-test-app';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { riderLocations } from '../delivery/delivery.table';
import { loginAs } from '../profile/account-data.fixture';
import { transitionOrder } from '../orders/orders.repository';
import { customerWithAddress, loadMenu, ordersSeed } from '../orders/orders.fixture';
import { createPostgresPubSub } from './pubsub';
import { connectSse, type SseClient } from './sse-client';

const config: Config = {
  ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }),
  WEB_DIST: path.resolve('.tmp/no-web-build'),
  CATALOG_CACHE_TTL_MS: 0,
};

/**
 * Two API instances on one PostgreSQL database (ARCHITECTURE §7: several instances share one
 * stream). On PGlite there is one process by design: the bus is in-process, checked here instead.
 */
describe('two instances on one database', () => {
  let database: TestDatabase;
  let second: { close: () => Promise<void> } | undefined;
  let apps: Awaited<ReturnType<typeof buildApp>>[] = [];
  const clients: SseClient[] = [];

  beforeAll(async () => {
    database = await createTestDatabase(ordersSeed);
    const dbs = [database.db];
    if (database.kind === 'pg') {
      // Instance B has a pool of its own, as a second process would.
      const pool = (database.db as unknown as { $client: pg.Pool }).$client;
      const handle = openPostgres(pool.options.connectionString ?? '').handle;
      second = handle;
      dbs.push(handle.db);
    }
    apps = await Promise.all(dbs.map((db) => buildApp({ config, db, logger: false })));
    for (const app of apps) await app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(async () => {
    for (const client of clients) client.close();
    for (const app of apps) await app.close();
    await second?.close();
    await database.destroy();
  });

  test('a position and a status change made through A reach a stream on B', async () => {
    if (database.kind !== 'pg') {
      expect(apps[0]?.realtime.kind).toBe('memory');
      return;
    }
    const [a, b] = apps as [(typeof apps)[0], (typeof apps)[0]];
    expect(a.realtime.kind).toBe('postgres');
    const menu = await loadMenu(database.db);
    const asha = await customerWithAddress(database.db, 'a@test.dev');
    const rider = await loginAs(database.db, 'rider@test.dev');
    const placed = await postJson(a, '/public/api/place-order', {
      token: asha.token,
      restaurant_id: menu.storeId,
      items: [{ id: menu.paneerRoll, quantity: 1, addons: [] }],
      delivery_type: 'DELIVERY',
      address_id: asha.addressId,
      payment_method: 'COD',
      idempotency_key: 'two-instances',
    });
    expect(placed.statusCode).toBe(200);
    const order = placed.json().data as { id: number; unique_order_id: string };

    const bUrl = `http://127.0.0.1:${(b.server.address() as { port: number }).port}`;
    const stream = await connectSse(
      `${bUrl}/public/api/stream/order/${order.unique_order_id}?token=${asha.token}`,
    );
    clients.push(stream);
    await stream.next((event) => event.event === 'order_status');

    // The store accepts and the rider takes the order, written through instance A's pool.
    await transitionOrder(database.db, {
      kind: 'food',
      orderId: order.id,
      from: 1,
      to: 2,
      actor: 'store',
    });
    await transitionOrder(database.db, {
      kind: 'food',
      orderId: order.id,
      from: 2,
      to: 3,
      actor: 'rider',
      actorUserId: rider.id,
      set: { riderId: rider.id },
    });
    const assigned = await stream.next(
      (event) => event.event === 'order_status' && JSON.parse(event.data).status === 3,
    );
    expect(JSON.parse(assigned.data).unique_order_id).toBe(order.unique_order_id);

    // The rider's position, through instance A's pool.
    await database.db
      .insert(riderLocations)
      .values({ riderId: rider.id, latitude: 12.95, longitude: 77.64, heading: null })
      .onConflictDoUpdate({
        target: riderLocations.riderId,
        set: { latitude: 12.95, longitude: 77.64, at: new Date() },
      });
    const moved = await stream.next((event) => event.event === 'rider_location');
    expect(JSON.parse(moved.data)).toMatchObject({
      unique_order_id: order.unique_order_id,
      latitude: 12.95,
      longitude: 77.64,
    });
  });

  test('the LISTEN connection comes back after the server drops it', async () => {
    if (database.kind !== 'pg') return;
    const pool = (database.db as unknown as { $client: pg.Pool }).$client;
    const bus = createPostgresPubSub({
      clientConfig: { ...pool.options, application_name: 'realtime-reconnect-test' },
      minBackoffMs: 20,
    });
    try {
      const received: string[] = [];
      let reconnected = 0;
      bus.onReconnect(() => (reconnected += 1));
      await bus.subscribe('realtime_test', (payload) => received.push(payload));
      await bus.publish('realtime_test', 'one');
      await expect.poll(() => received).toEqual(['one']);
      // Terminate its connection, as a server restart would.
      await pool.query(
        `select pg_terminate_backend(pid) from pg_stat_activity
          where application_name = 'realtime-reconnect-test'`,
      );
      await expect.poll(() => reconnected, { timeout: 5000 }).toBeGreaterThan(0);
      await bus.publish('realtime_test', 'two');
      await expect.poll(() => received).toEqual(['one', 'two']);
    } finally {
      await bus.close();
    }
  });
});
