import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildTestApp, postJson } from '../../test/build-test-app';
import { auditLog } from '../audit/audit.table';
import { customerWithAddress, type Menu } from '../orders/orders.fixture';
import { loginAs } from '../profile/account-data.fixture';
import { deliverySeed, loadMenu, readyOrder } from '../delivery/delivery.fixture';

describe('console riders (issue 17): approval is enforced by the delivery calls', () => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  let menu: Menu;
  let admin: { id: number; token: string };
  let owner: { id: number; token: string };
  let customer: Awaited<ReturnType<typeof customerWithAddress>>;
  let riderId: number;
  let riderToken: string;
  let firstOrder: { unique_order_id: string; delivery_pin: string | null };

  const admin$ = (path: string, body: Record<string, unknown>) =>
    postJson(ctx.app, `/public/api/console/admin/riders/${path}`, { ...body, token: admin.token });
  const rider$ = (path: string, body: Record<string, unknown> = {}) =>
    postJson(ctx.app, `/public/api/delivery/${path}`, { ...body, token: riderToken });
  const lastAudit = async () =>
    (await ctx.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1))[0];

  beforeAll(async () => {
    ctx = await buildTestApp({ seed: deliverySeed });
    menu = await loadMenu(ctx.db);
    admin = await loginAs(ctx.db, 'admin@test.dev');
    owner = await loginAs(ctx.db, 'owner@test.dev');
    customer = await customerWithAddress(ctx.db, 'a@test.dev');
  });
  afterAll(() => ctx.close());

  test('a rider created in the console starts pending: logs in, but cannot go online or see orders', async () => {
    const created = await admin$('create', {
      name: 'Nia New',
      email: 'Nia@Test.dev',
      phone: '+919822222222',
      password: 'nia-password',
      store_ids: [menu.storeId],
    });
    expect(created.statusCode, created.body).toBe(200);
    const rider = created.json().data;
    expect(rider).toMatchObject({ approval: 'pending', email: 'nia@test.dev', is_online: false });
    expect(rider.stores.map((s: { id: number }) => s.id)).toEqual([menu.storeId]);
    riderId = rider.id;
    expect(await lastAudit()).toMatchObject({
      action: 'console.riders.create',
      targetUserId: riderId,
      details: { before: null, after: { approval: 'pending' } },
    });

    const taken = await admin$('create', {
      name: 'Again',
      email: 'nia@test.dev',
      password: 'nia-password',
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.code).toBe('delivery.account_taken');

    const login = await postJson(ctx.app, '/public/api/delivery/login', {
      email: 'nia@test.dev',
      password: 'nia-password',
    });
    expect(login.statusCode, login.body).toBe(200);
    expect(login.json().data.approval).toBe('pending');
    riderToken = login.json().data.auth_token;

    firstOrder = await readyOrder(ctx, menu, customer, owner.token);
    for (const [path, body] of [
      ['toggle-status', { is_online: true }],
      ['get-delivery-orders', {}],
    ] as const) {
      const refused = await rider$(path, body);
      expect(refused.statusCode, path).toBe(403);
      expect(refused.json().error.code).toBe('delivery.rider_pending');
    }
    // Going offline is never refused.
    expect((await rider$('toggle-status', { is_online: false })).statusCode).toBe(200);
  });

  test('approved, the rider goes online, is offered the store order and delivers it; cash in hand follows', async () => {
    const approved = await admin$('set-approval', { rider_id: riderId, approval: 'approved' });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(await lastAudit()).toMatchObject({
      actorUserId: admin.id,
      action: 'console.riders.approve',
      details: { before: { approval: 'pending' }, after: { approval: 'approved' } },
    });

    expect((await rider$('toggle-status', { is_online: true })).json().data.is_online).toBe(true);
    const offers = (await rider$('get-delivery-orders')).json().data.new_orders;
    expect(offers.length).toBeGreaterThan(0);
    const order = offers.find(
      (offer: { unique_order_id: string }) => offer.unique_order_id === firstOrder.unique_order_id,
    );
    expect(
      (await rider$('accept-to-deliver', { unique_order_id: order.unique_order_id })).statusCode,
    ).toBe(200);
    const listed = (await admin$('get', { rider_id: riderId })).json().data;
    expect(listed).toMatchObject({ is_online: true, orders_in_hand: 1 });

    expect(
      (await rider$('pickedup-order', { unique_order_id: order.unique_order_id })).statusCode,
    ).toBe(200);
    const own = await rider$('get-single-delivery-order', {
      unique_order_id: order.unique_order_id,
    });
    expect(own.statusCode).toBe(200);
    const delivered = await rider$('deliver-order', {
      unique_order_id: order.unique_order_id,
      delivery_pin: firstOrder.delivery_pin ?? undefined,
    });
    expect(delivered.statusCode, delivered.body).toBe(200);

    const after = (await admin$('get', { rider_id: riderId })).json().data;
    expect(after.delivered_orders).toBe(1);
    expect(after.orders_in_hand).toBe(0);
    expect(after.cash_in_hand).toBeGreaterThan(0);
    expect(after.earnings).toBe(after.earnings_due);

    const tooMuch = await admin$('record-payout', {
      rider_id: riderId,
      kind: 'rider_cash_deposit',
      amount: after.cash_in_hand + 1,
    });
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json().error.code).toBe('delivery.deposit_over_cash');
    const deposit = await admin$('record-payout', {
      rider_id: riderId,
      kind: 'rider_cash_deposit',
      amount: after.cash_in_hand,
      reference: 'Counter 2',
    });
    expect(deposit.statusCode, deposit.body).toBe(200);
    expect(deposit.json().data.cash_in_hand).toBe(0);
    expect(await lastAudit()).toMatchObject({
      action: 'console.riders.cash-deposit',
      details: { before: { cash_in_hand: after.cash_in_hand }, after: { cash_in_hand: 0 } },
    });
    const payouts = (await admin$('payouts', { rider_id: riderId })).json().data;
    expect(payouts).toMatchObject([
      { kind: 'rider_cash_deposit', amount: after.cash_in_hand, reference: 'Counter 2' },
    ]);
  });

  test('suspended, the rider is taken offline and refused new orders but may finish one in hand; reinstated, works again', async () => {
    const held = await readyOrder(ctx, menu, customer, owner.token);
    expect(
      (await rider$('accept-to-deliver', { unique_order_id: held.unique_order_id })).statusCode,
    ).toBe(200);
    const suspended = await admin$('set-approval', { rider_id: riderId, approval: 'suspended' });
    expect(suspended.json().data).toMatchObject({ approval: 'suspended', is_online: false });
    const order = await readyOrder(ctx, menu, customer, owner.token);
    const accept = await rider$('accept-to-deliver', { unique_order_id: order.unique_order_id });
    expect(accept.statusCode).toBe(403);
    expect(accept.json().error.code).toBe('delivery.rider_suspended');
    const single = await rider$('get-single-delivery-order', {
      unique_order_id: order.unique_order_id,
    });
    expect(single.statusCode).toBe(403);
    expect((await rider$('toggle-status', {})).json().error.code).toBe('delivery.rider_suspended');
    expect((await rider$('get-delivery-orders')).json().error.code).toBe(
      'delivery.rider_suspended',
    );
    // The order already in hand still opens and is picked up.
    const own = await rider$('get-single-delivery-order', {
      unique_order_id: held.unique_order_id,
    });
    expect(own.statusCode, own.body).toBe(200);
    expect(
      (await rider$('pickedup-order', { unique_order_id: held.unique_order_id })).statusCode,
    ).toBe(200);

    await admin$('set-approval', { rider_id: riderId, approval: 'approved' });
    expect((await rider$('toggle-status', { is_online: true })).statusCode).toBe(200);
  });

  test('the list filters by approval and search, sorts on the server; stores are replaced', async () => {
    const pending = await admin$('list', { approval: 'approved', q: 'nia' });
    expect(pending.statusCode, pending.body).toBe(200);
    expect(pending.json().data.rows.map((r: { id: number }) => r.id)).toEqual([riderId]);
    const none = await admin$('list', { approval: 'pending', q: 'nia' });
    expect(none.json().data.total).toBe(0);
    const sorted = await admin$('list', { sort: 'name', dir: 'asc', per_page: 5 });
    const names = sorted.json().data.rows.map((r: { name: string }) => r.name);
    expect(names).toEqual([...names].sort((a: string, b: string) => a.localeCompare(b)));
    expect((await admin$('list', { sort: 'secret' })).json().error.code).toBe('console.bad_sort');

    const moved = await admin$('set-stores', { rider_id: riderId, store_ids: [] });
    expect(moved.json().data.stores).toEqual([]);
    const unknown = await admin$('set-stores', { rider_id: riderId, store_ids: [999_999] });
    expect(unknown.statusCode).toBe(404);
    expect((await admin$('get', { rider_id: 999_999 })).statusCode).toBe(404);
  });
});
