import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ORDER_STATUS } from '@app/shared/orders/orders.models';
import { buildTestApp } from '../../test/build-test-app';
import { deliverySeed, loadMenu, placeOrder } from '../delivery/delivery.fixture';
import { customerWithAddress } from './orders.fixture';
import {
  ordersPerDay,
  ordersPerHourToday,
  storeTakingsPerDay,
  todayOrderFigures,
} from './order-stats.repository';
import { orderEvents, orders } from './orders.table';

const S = ORDER_STATUS;
/** 15:30 on 25 November in the marketplace (UTC+5:30): its day began at 18:30 UTC on the 24th. */
const NOW = new Date('2026-11-25T10:00:00Z');

/**
 * The console's figures against a fixture worked out by hand: five orders of test-kitchen with
 * set times and statuses.
 *   A  placed 19:00Z 24th (00:30 local 25th), delivered 19:40Z  → today, hour 0, 40 min
 *   B  placed 09:00Z 25th (14:30 local),      delivered 09:20Z  → today, hour 14, 20 min
 *   C  placed 09:30Z 25th (15:00 local),      cancelled         → today, hour 15
 *   D  placed 18:00Z 24th (23:30 local 24th), delivered 18:10Z  → yesterday
 *   E  placed 09:45Z 25th, still awaiting payment              → not an order yet
 */
describe('order figures for the console', () => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  let storeId: number;
  const totals: Record<string, { total: number; takings: number }> = {};

  const path = (statuses: number[], times: string[]) =>
    statuses.map((to, index) => ({
      fromStatus: index === 0 ? null : (statuses[index - 1] ?? null),
      toStatus: to,
      at: new Date(times[Math.min(index, times.length - 1)] ?? ''),
    }));

  beforeAll(async () => {
    ctx = await buildTestApp({ seed: deliverySeed });
    const menu = await loadMenu(ctx.db);
    storeId = menu.storeId;
    const customer = await customerWithAddress(ctx.db, 'a@test.dev');
    const delivered = [S.PLACED, S.PREPARING, S.RIDER_ASSIGNED, S.PICKED_UP, S.DELIVERED];
    const plan: Record<
      string,
      { created: string; status: number; events: ReturnType<typeof path> }
    > = {
      A: {
        created: '2026-11-24T19:00:00Z',
        status: S.DELIVERED,
        events: path(delivered, [
          '2026-11-24T19:00:00Z',
          '2026-11-24T19:05:00Z',
          '2026-11-24T19:10:00Z',
          '2026-11-24T19:20:00Z',
          '2026-11-24T19:40:00Z',
        ]),
      },
      B: {
        created: '2026-11-25T09:00:00Z',
        status: S.DELIVERED,
        events: path(delivered, [
          '2026-11-25T09:00:00Z',
          '2026-11-25T09:02:00Z',
          '2026-11-25T09:05:00Z',
          '2026-11-25T09:10:00Z',
          '2026-11-25T09:20:00Z',
        ]),
      },
      C: {
        created: '2026-11-25T09:30:00Z',
        status: S.CANCELLED,
        events: path([S.PLACED, S.CANCELLED], ['2026-11-25T09:30:00Z', '2026-11-25T09:31:00Z']),
      },
      D: {
        created: '2026-11-24T18:00:00Z',
        status: S.DELIVERED,
        events: path(delivered, [
          '2026-11-24T18:00:00Z',
          '2026-11-24T18:02:00Z',
          '2026-11-24T18:04:00Z',
          '2026-11-24T18:06:00Z',
          '2026-11-24T18:10:00Z',
        ]),
      },
      E: {
        created: '2026-11-25T09:45:00Z',
        status: S.AWAITING_PAYMENT,
        events: path([S.AWAITING_PAYMENT], ['2026-11-25T09:45:00Z']),
      },
    };
    for (const [name, { created, status, events }] of Object.entries(plan)) {
      const placed = await placeOrder(ctx, menu, customer);
      const [row] = await ctx.db
        .update(orders)
        .set({ createdAt: new Date(created), status })
        .where(eq(orders.uniqueOrderId, placed.unique_order_id))
        .returning();
      if (!row) throw new Error('no order');
      totals[name] = { total: row.totalMinor, takings: row.subtotalMinor + row.addonsMinor };
      await ctx.db.delete(orderEvents).where(inArray(orderEvents.orderId, [row.id]));
      await ctx.db
        .insert(orderEvents)
        .values(events.map((event) => ({ ...event, orderId: row.id, actor: 'system' })));
    }
  });
  afterAll(() => ctx.close());

  const t = (name: string) => totals[name] ?? { total: NaN, takings: NaN };

  test("today's orders, revenue without cancelled ones, delivery time and cancellations", async () => {
    expect(await todayOrderFigures(ctx.db, NOW)).toEqual({
      orders: 3,
      revenue: t('A').total + t('B').total,
      avgDeliveryMinutes: 30,
      cancellations: 1,
    });
  });

  test('per hour today and per day, in the marketplace time zone', async () => {
    const hours = await ordersPerHourToday(ctx.db, NOW);
    expect(hours).toHaveLength(24);
    expect(hours.filter((hour) => hour.orders > 0)).toEqual([
      { hour: 0, orders: 1 },
      { hour: 14, orders: 1 },
      { hour: 15, orders: 1 },
    ]);
    const days = await ordersPerDay(ctx.db, { now: NOW, days: 14 });
    expect(days).toHaveLength(14);
    expect(days[0]?.date).toBe('2026-11-12');
    expect(days.at(-1)).toEqual({
      date: '2026-11-25',
      orders: 3,
      revenue: t('A').total + t('B').total,
    });
    expect(days.at(-2)).toEqual({ date: '2026-11-24', orders: 1, revenue: t('D').total });
    expect(days.slice(0, -2).every((day) => day.orders === 0 && day.revenue === 0)).toBe(true);
  });

  test("a store's takings by the day its orders were delivered", async () => {
    const days = await storeTakingsPerDay(ctx.db, { storeId, now: NOW, days: 3 });
    expect(days).toEqual([
      { date: '2026-11-23', orders: 0, takings: 0 },
      { date: '2026-11-24', orders: 1, takings: t('D').takings },
      { date: '2026-11-25', orders: 2, takings: t('A').takings + t('B').takings },
    ]);
    expect(await storeTakingsPerDay(ctx.db, { storeId: storeId + 999, now: NOW, days: 1 })).toEqual(
      [{ date: '2026-11-25', orders: 0, takings: 0 }],
    );
  });
});
