import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildTestApp, postJson } from '../../test/build-test-app';
import { auditLog } from '../audit/audit.table';
import { loginAs } from '../profile/account-data.fixture';
import { customerWithAddress, type Menu } from '../orders/orders.fixture';
import { deliverySeed, loadMenu, placeOrder } from '../delivery/delivery.fixture';
import { insertStorePayout } from '../payouts/store-payouts.repository';
import { platformDate } from '@app/shared/catalog/store-status.models';

const C = '/public/api/console';

/**
 * The owner's /hours and /earnings calls, and what busy mode, pauses and holidays do for
 * customers: the store shows closed or slower in its page, and place-order refuses it.
 */
describe('owner hours, busy mode, holidays and earnings', () => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  let menu: Menu;
  let customer: Awaited<ReturnType<typeof customerWithAddress>>;
  let owner: { id: number; token: string };
  let owner2: { id: number; token: string };

  const call = (path: string, token: string, body: Record<string, unknown> = {}) =>
    postJson(ctx.app, `${C}/${path}`, { ...body, token });
  const storeInfo = async () =>
    (await postJson(ctx.app, `/public/api/get-restaurant-info-by-id/${menu.storeId}`, {})).json()
      .data;
  const tryOrder = () =>
    postJson(ctx.app, '/public/api/place-order', {
      token: customer.token,
      restaurant_id: menu.storeId,
      items: [{ id: menu.paneerRoll, quantity: 1, addons: [] }],
      delivery_type: 'DELIVERY',
      address_id: customer.addressId,
      payment_method: 'COD',
      idempotency_key: `owner-test-${Math.random()}`,
    });
  const audits = () => ctx.db.select().from(auditLog).orderBy(desc(auditLog.id));

  beforeAll(async () => {
    ctx = await buildTestApp({ seed: deliverySeed });
    menu = await loadMenu(ctx.db);
    customer = await customerWithAddress(ctx.db, 'a@test.dev');
    owner = await loginAs(ctx.db, 'owner@test.dev');
    owner2 = await loginAs(ctx.db, 'owner2@test.dev');
  });
  afterAll(() => ctx.close());

  test('pausing orders: shown not accepting, place-order refused with orders.store_paused, end now undoes it', async () => {
    const before = await storeInfo();
    expect(before.is_open).toBe(true);
    const paused = await call('set-busy-mode', owner.token, {
      store_id: menu.storeId,
      mode: 'pause',
      for_minutes: 30,
    });
    expect(paused.statusCode, paused.body).toBe(200);
    const until = new Date(paused.json().data.orders_paused_until).getTime();
    expect(Math.abs(until - Date.now() - 30 * 60_000)).toBeLessThan(60_000);
    expect(paused.json().data.is_open).toBe(false);

    const info = await storeInfo();
    expect(info.is_open).toBe(false);
    expect(info.opens_at_text).toMatch(/^Not accepting orders/);
    const refused = await tryOrder();
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('orders.store_paused');

    const [row] = await audits();
    expect(row).toMatchObject({ actorUserId: owner.id, action: 'console.hours.busy-pause' });
    expect(row?.details).toMatchObject({
      store_id: menu.storeId,
      before: { orders_paused_until: null },
      after: { orders_paused_until: paused.json().data.orders_paused_until },
    });

    const ended = await call('set-busy-mode', owner.token, { store_id: menu.storeId, mode: 'end' });
    expect(ended.json().data).toMatchObject({ orders_paused_until: null, is_open: true });
    expect((await tryOrder()).statusCode).toBe(200);
  });

  test('busy mode adds its minutes to the delivery and preparation time shown', async () => {
    const before = await storeInfo();
    const busy = await call('set-busy-mode', owner.token, {
      store_id: menu.storeId,
      mode: 'busy',
      for_minutes: 60,
      extra_minutes: 20,
    });
    expect(busy.statusCode, busy.body).toBe(200);
    expect(busy.json().data.busy_extra_minutes).toBe(20);
    const info = await storeInfo();
    expect(info.delivery_time).toBe(before.delivery_time + 20);
    expect(info.prep_time).toBe(before.prep_time + 20);
    expect(info.is_open).toBe(true);
    // Busy still takes orders.
    expect((await tryOrder()).statusCode).toBe(200);
    await call('set-busy-mode', owner.token, { store_id: menu.storeId, mode: 'end' });
    expect((await storeInfo()).delivery_time).toBe(before.delivery_time);
    // Busy needs its minutes.
    const bad = await call('set-busy-mode', owner.token, {
      store_id: menu.storeId,
      mode: 'busy',
      for_minutes: 60,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe('console.busy_mode_input');
  });

  test('a holiday today closes the store for customers and place-order; hours are saved as given', async () => {
    const today = platformDate(new Date());
    const set = await call('set-store-holidays', owner.token, {
      store_id: menu.storeId,
      holidays: [today, '2031-01-01', today],
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().data.holidays).toEqual([today, '2031-01-01'].sort());
    const info = await storeInfo();
    expect(info.is_open).toBe(false);
    expect(info.opens_at_text).toBe('Closed today (holiday)');
    const refused = await tryOrder();
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('orders.store_closed');
    await call('set-store-holidays', owner.token, { store_id: menu.storeId, holidays: [] });
    expect((await storeInfo()).is_open).toBe(true);

    const bad = await call('set-store-holidays', owner.token, {
      store_id: menu.storeId,
      holidays: ['2031-02-30'],
    });
    expect(bad.statusCode).toBe(400);

    const hours = await call('set-store-hours', owner.token, {
      store_id: menu.storeId,
      opening_hours: [1, 2, 3, 4, 5, 6, 7].map((day) => ({ day, ranges: [['00:00', '24:00']] })),
    });
    expect(hours.statusCode, hours.body).toBe(200);
    expect(hours.json().data.opening_hours[0]).toEqual({ day: 1, ranges: [['00:00', '24:00']] });
    const badHours = await call('set-store-hours', owner.token, {
      store_id: menu.storeId,
      opening_hours: [{ day: 1, ranges: [['25:00', '26:00']] }],
    });
    expect(badHours.statusCode).toBe(400);
  });

  test("another owner can neither read nor change the store's hours, and nothing is written", async () => {
    const before = await audits();
    const read = await call('get-store-hours', owner2.token, { store_id: menu.storeId });
    expect(read.statusCode).toBe(404);
    expect(read.json().error.code).toBe('console.store_not_found');
    const pause = await call('set-busy-mode', owner2.token, {
      store_id: menu.storeId,
      mode: 'pause',
      for_minutes: 30,
    });
    expect(pause.statusCode).toBe(404);
    expect((await storeInfo()).is_open).toBe(true);
    const earnings = await call('get-store-earnings', owner2.token, { store_id: menu.storeId });
    expect(earnings.statusCode).toBe(404);
    const board = await call('get-owner-orders', owner2.token, { store_ids: [menu.storeId] });
    expect(board.statusCode).toBe(404);
    expect((await audits()).length).toBe(before.length);
  });

  test("one board: the orders of all the owner's stores together", async () => {
    const mine = (await call('get-stores', owner.token)).json().data as { id: number }[];
    expect(mine.length).toBe(2);
    const order = await placeOrder(ctx, menu, customer);
    const board = await call('get-owner-orders', owner.token, {
      store_ids: mine.map((store) => store.id),
    });
    expect(board.statusCode, board.body).toBe(200);
    const ids = (board.json().data as { unique_order_id: string }[]).map((o) => o.unique_order_id);
    expect(ids).toContain(order.unique_order_id);
  });

  test('earnings: delivered takings, commission at the store rate, net, payouts', async () => {
    await insertStorePayout(ctx.db, {
      storeId: menu.storeId,
      amountMinor: 12_345,
      reference: 'NEFT 1',
    });
    const response = await call('get-store-earnings', owner.token, {
      store_id: menu.storeId,
      days: 7,
    });
    expect(response.statusCode, response.body).toBe(200);
    const data = response.json().data;
    expect(data.days).toHaveLength(7);
    expect(data.totals.paid_out).toBe(12_345);
    expect(data.payouts[0]).toMatchObject({ amount: 12_345, reference: 'NEFT 1' });
    // Nothing delivered yet in this fixture: takings are zero, and the arithmetic holds per day.
    for (const day of data.days) {
      expect(day.commission).toBe(Math.round((day.takings * data.commission_bps) / 10_000));
      expect(day.net).toBe(day.takings - day.commission);
    }
  });
});

describe('admin dashboard', () => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;

  beforeAll(async () => {
    ctx = await buildTestApp({ seed: deliverySeed });
  });
  afterAll(() => ctx.close());

  test('figures, 14 days, 24 hours, and an online rider on the live map', async () => {
    const menu = await loadMenu(ctx.db);
    const customer = await customerWithAddress(ctx.db, 'a@test.dev');
    const rider = await loginAs(ctx.db, 'rider@test.dev');
    const admin = await loginAs(ctx.db, 'admin@test.dev');
    const online = await postJson(ctx.app, '/public/api/delivery/toggle-status', {
      token: rider.token,
      is_online: true,
    });
    expect(online.statusCode, online.body).toBe(200);
    const located = await postJson(ctx.app, '/public/api/delivery/set-delivery-guy-gps-location', {
      token: rider.token,
      latitude: 12.94,
      longitude: 77.62,
    });
    expect(located.statusCode, located.body).toBe(200);
    const order = await placeOrder(ctx, menu, customer);

    const response = await postJson(ctx.app, `${C}/admin/get-dashboard`, { token: admin.token });
    expect(response.statusCode, response.body).toBe(200);
    const data = response.json().data;
    expect(data.today).toBe(platformDate(new Date()));
    expect(data.figures.orders).toBe(1);
    expect(data.figures.online_riders).toBe(1);
    expect(data.figures.open_stores).toBeGreaterThan(0);
    expect(data.days).toHaveLength(14);
    expect(data.days.at(-1).orders).toBe(1);
    expect(data.hours).toHaveLength(24);
    expect(data.live.riders).toEqual([
      expect.objectContaining({ rider_id: rider.id, latitude: 12.94, longitude: 77.62 }),
    ]);
    expect(data.live.orders.map((o: { unique_order_id: string }) => o.unique_order_id)).toEqual([
      order.unique_order_id,
    ]);

    const owner = await loginAs(ctx.db, 'owner@test.dev');
    const refused = await postJson(ctx.app, `${C}/admin/get-dashboard`, { token: owner.token });
    expect(refused.statusCode).toBe(403);
  });
});
