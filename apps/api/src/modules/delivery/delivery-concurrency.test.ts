import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildTestApp, postJson } from '../../test/build-test-app';
import { loginAs } from '../profile/account-data.fixture';
import { customerWithAddress, type Menu } from '../orders/orders.fixture';
import { orderEvents, orders } from '../orders/orders.table';
import {
  checkEventPaths,
  deliverySeed,
  invalidEventPaths,
  loadMenu,
  readyOrder,
  RIDER_CROWD,
} from './delivery.fixture';

/**
 * Riders racing for orders. It matters on PostgreSQL (the api-postgres project), where the
 * requests really run at once; PGlite runs them one transaction at a time.
 */
describe('concurrent accepts', () => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  let menu: Menu;
  let customer: Awaited<ReturnType<typeof customerWithAddress>>;
  let owner: { id: number; token: string };
  let riders: { id: number; token: string }[];

  const accept = (token: string, uniqueOrderId: string) =>
    postJson(ctx.app, '/public/api/delivery/accept-to-deliver', {
      token,
      unique_order_id: uniqueOrderId,
    });

  beforeAll(async () => {
    ctx = await buildTestApp({ seed: deliverySeed });
    menu = await loadMenu(ctx.db);
    customer = await customerWithAddress(ctx.db, 'a@test.dev');
    owner = await loginAs(ctx.db, 'owner@test.dev');
    riders = [];
    for (let index = 0; index < RIDER_CROWD; index += 1) {
      const rider = await loginAs(ctx.db, `rider${index}@test.dev`);
      const online = await postJson(ctx.app, '/public/api/delivery/toggle-status', {
        token: rider.token,
        is_online: true,
      });
      expect(online.statusCode).toBe(200);
      riders.push(rider);
    }
  });
  afterAll(() => ctx.close());

  test('20 riders accepting one order at once: exactly one wins, 19 get delivery.already_taken', async () => {
    for (let round = 0; round < 3; round += 1) {
      const order = await readyOrder(ctx, menu, customer, owner.token);
      const responses = await Promise.all(
        riders.map((rider) => accept(rider.token, order.unique_order_id)),
      );
      const winners = responses.flatMap((response, index) =>
        response.statusCode === 200 ? [riders[index]] : [],
      );
      expect(winners).toHaveLength(1);
      const losers = responses.filter((response) => response.statusCode !== 200);
      expect(losers.map((response) => response.statusCode)).toEqual(Array(19).fill(409));
      expect(new Set(losers.map((response) => response.json().error.code))).toEqual(
        new Set(['delivery.already_taken']),
      );
      const [row] = await ctx.db
        .select()
        .from(orders)
        .where(eq(orders.uniqueOrderId, order.unique_order_id));
      expect(row).toMatchObject({ status: 3, riderId: winners[0]?.id });
      const [assigned] = await ctx.db
        .select({ n: sql<number>`count(*)::int` })
        .from(orderEvents)
        .where(and(eq(orderEvents.orderId, row?.id ?? 0), eq(orderEvents.toStatus, 3)));
      expect(assigned?.n).toBe(1);
    }
  });

  test('one rider accepting 6 orders at once holds no more than max_orders (3)', async () => {
    const rider = await loginAs(ctx.db, 'rider-login@test.dev');
    await postJson(ctx.app, '/public/api/delivery/toggle-status', {
      token: rider.token,
      is_online: true,
    });
    const ready = [];
    for (let index = 0; index < 6; index += 1) {
      ready.push(await readyOrder(ctx, menu, customer, owner.token));
    }
    const responses = await Promise.all(
      ready.map((order) => accept(rider.token, order.unique_order_id)),
    );
    expect(responses.filter((response) => response.statusCode === 200)).toHaveLength(3);
    expect(
      responses
        .filter((response) => response.statusCode !== 200)
        .map((response) => response.json().error.code),
    ).toEqual(Array(3).fill('delivery.max_orders'));
    const held = await ctx.db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.riderId, rider.id), inArray(orders.status, [3, 4])));
    expect(held).toHaveLength(3);
  });

  test('afterwards every order’s events form a valid path through the state machine', async () => {
    expect(await invalidEventPaths(ctx.db)).toEqual([]);
  });

  test('the path checker itself catches bad paths', () => {
    const order = [{ id: 1, status: 3 }];
    const good = [
      { orderId: 1, fromStatus: null, toStatus: 1 },
      { orderId: 1, fromStatus: 1, toStatus: 2 },
      { orderId: 1, fromStatus: 2, toStatus: 3 },
    ];
    expect(checkEventPaths(good, order)).toEqual([]);
    // Two riders both recorded as taking the order.
    expect(
      checkEventPaths([...good, { orderId: 1, fromStatus: 2, toStatus: 3 }], order),
    ).not.toEqual([]);
    expect(checkEventPaths([{ orderId: 1, fromStatus: 2, toStatus: 3 }], order)).not.toEqual([]);
    expect(
      checkEventPaths(
        [
          { orderId: 1, fromStatus: null, toStatus: 1 },
          { orderId: 1, fromStatus: 1, toStatus: 3 },
        ],
        order,
      ),
    ).not.toEqual([]);
    expect(checkEventPaths(good, [{ id: 1, status: 4 }])).not.toEqual([]);
    expect(checkEventPaths([], order)).not.toEqual([]);
  });
});
