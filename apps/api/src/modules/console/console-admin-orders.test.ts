import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildTestApp, postJson } from '../../test/build-test-app';
import { customerWithAddress, type Menu } from '../orders/orders.fixture';
import { loginAs } from '../profile/account-data.fixture';
import { findWalletBalance, listWalletTransactionsOf } from '../wallet/wallet.repository';
import {
  deliverySeed,
  loadMenu,
  orderRow,
  placeOrder,
  readyOrder,
} from '../delivery/delivery.fixture';

/** The admin's orders (issue 17): search, CSV, detail, cancel with refund once, rider changes. */
describe('console admin orders', () => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  let menu: Menu;
  let customer: Awaited<ReturnType<typeof customerWithAddress>>;
  let admin: string;
  let ownerToken: string;
  const rider: Record<string, { id: number; token: string }> = {};

  const call = (path: string, body: Record<string, unknown>, token = admin) =>
    postJson(ctx.app, `/public/api/console/admin/${path}`, { ...body, token });
  const ids = async (body: Record<string, unknown>) => {
    const response = await call('orders', body);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data.rows.map((row: { unique_order_id: string }) => row.unique_order_id);
  };
  const today = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
  const yesterday = new Date(Date.now() + 330 * 60_000 - 86_400_000).toISOString().slice(0, 10);

  beforeAll(async () => {
    ctx = await buildTestApp({
      seed: {
        ...deliverySeed,
        users: [
          ...(deliverySeed.users ?? []),
          {
            name: 'Support S',
            email: 'support@test.dev',
            role: 'admin',
            adminPermissions: ['dashboard', 'orders', 'refunds', 'customers', 'outbox'],
          },
        ],
      },
    });
    menu = await loadMenu(ctx.db);
    customer = await customerWithAddress(ctx.db, 'a@test.dev', { walletMinor: 100_000 });
    admin = (await loginAs(ctx.db, 'admin@test.dev')).token;
    ownerToken = (await loginAs(ctx.db, 'owner@test.dev')).token;
    for (const email of [
      'rider@test.dev',
      'rider0@test.dev',
      'rider1@test.dev',
      'other-rider@test.dev',
    ]) {
      rider[email] = await loginAs(ctx.db, email);
    }
    for (const email of ['rider@test.dev', 'rider0@test.dev', 'other-rider@test.dev']) {
      const online = await postJson(ctx.app, '/public/api/delivery/toggle-status', {
        token: rider[email]!.token,
        is_online: true,
      });
      expect(online.statusCode, online.body).toBe(200);
    }
  });
  afterAll(() => ctx.close());

  test('search by order id, phone, store, status, kind and dates; bad sort refused; CSV', async () => {
    const order = await placeOrder(ctx, menu, customer);
    const other = await customerWithAddress(ctx.db, 'b@test.dev');
    const bOrder = await placeOrder(ctx, menu, other);
    const id = order.unique_order_id;

    expect(await ids({ order: id })).toEqual([id]);
    expect(await ids({ order: id.toLowerCase() })).toEqual([id]);
    expect(await ids({ order: String((await orderRow(ctx.db, id)).id) })).toEqual([id]);
    const byPhone = await ids({ phone: '98000-00001' });
    expect(byPhone).toContain(id);
    expect(byPhone).not.toContain(bOrder.unique_order_id);
    expect(await ids({ phone: '+91 98000 00002' })).toEqual([bOrder.unique_order_id]);
    expect(await ids({ store_id: menu.storeId, status: 1 })).toEqual(
      expect.arrayContaining([id, bOrder.unique_order_id]),
    );
    expect(await ids({ status: 5 })).toEqual([]);
    expect(await ids({ kind: 'courier' })).toEqual([]);
    expect(await ids({ kind: 'food', order: id })).toEqual([id]);
    expect(await ids({ from: today, to: today, order: id })).toEqual([id]);
    expect(await ids({ to: yesterday })).toEqual([]);
    expect(await ids({ q: 'Bala' })).toEqual([bOrder.unique_order_id]);

    const page = await call('orders', { per_page: 1, page: 2, sort: 'created_at', dir: 'asc' });
    expect(page.json().data).toMatchObject({ total: 2, page: 2, per_page: 1 });
    expect(page.json().data.rows[0].unique_order_id).toBe(bOrder.unique_order_id);
    const row = (await call('orders', { order: id })).json().data.rows[0];
    expect(row).toMatchObject({
      kind: 'food',
      status: 1,
      customer: { name: 'Asha A', phone: '+919800000001' },
      store: { id: menu.storeId },
      rider: null,
      payment_method: 'COD',
    });

    const badSort = await call('orders', { sort: 'password' });
    expect(badSort.statusCode).toBe(400);
    expect(badSort.json().error.code).toBe('console.bad_sort');
    expect((await call('orders', { status: 99 })).statusCode).toBe(400);
    expect((await call('orders', { from: '2026-02-30x' })).statusCode).toBe(400);

    const csv = await call('orders/export', { phone: '9800000001' });
    expect(csv.statusCode, csv.body).toBe(200);
    const lines = (csv.json().data.csv as string).trim().split('\r\n');
    expect(lines[0]).toBe(
      'id,order,kind,status,created_at,customer,phone,store,rider,total_minor,payment_method,payment_status',
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`${id},food,1,`);
    const searched = await call('orders/export', { q: 'Bala', sort: 'total', dir: 'asc' });
    expect(searched.json().data.rows).toBe(1);
    expect((await call('orders/export', { sort: 'nope' })).json().error.code).toBe(
      'console.bad_sort',
    );
    // A leading + would start a spreadsheet formula: the shared CSV writer defuses it.
    expect(lines[1]).toContain("Asha A,'+919800000001,Test Kitchen,,");
  });

  test('detail: bill, lines, timeline with the actor, and what may be done', async () => {
    const order = await readyOrder(ctx, menu, customer, ownerToken);
    const response = await call('orders/get', { unique_order_id: order.unique_order_id });
    expect(response.statusCode, response.body).toBe(200);
    const detail = response.json().data;
    expect(detail.items).toEqual([expect.objectContaining({ name: 'Paneer Roll', quantity: 1 })]);
    expect(detail.bill.total).toBe(detail.total);
    expect(detail.timeline.map((event: { to_status: number }) => event.to_status)).toEqual([1, 2]);
    expect(detail.timeline[1]).toMatchObject({ actor: 'store', actor_user: { name: 'Owner O' } });
    expect(detail).toMatchObject({ can_cancel: true, can_assign_rider: true });
    expect(detail.rider_choices.map((choice: { id: number }) => choice.id).sort()).toEqual(
      [rider['rider@test.dev']!.id, rider['rider0@test.dev']!.id].sort(),
    );
    const missing = await call('orders/get', { unique_order_id: 'OD-NOPE' });
    expect(missing.statusCode).toBe(404);
  });

  test('cancel with refund to the wallet happens once under concurrent calls', async () => {
    const before = await findWalletBalance({ db: ctx.db, userId: customer.id });
    const order = await placeOrder(ctx, menu, customer, { payment_method: 'WALLET' });
    const row = await orderRow(ctx.db, order.unique_order_id);
    expect(row.walletUsedMinor).toBeGreaterThan(0);
    const responses = await Promise.all(
      Array.from({ length: 6 }, () =>
        call('orders/cancel', {
          unique_order_id: order.unique_order_id,
          reason: 'Customer called: wrong address',
          refund_to: 'wallet',
        }),
      ),
    );
    const codes = responses.map((response) => response.statusCode).sort();
    expect(codes).toEqual([200, 409, 409, 409, 409, 409]);
    const ok = responses.find((response) => response.statusCode === 200)!.json().data;
    expect(ok).toMatchObject({ refunded_to_wallet: row.walletUsedMinor, refunded_to_card: 0 });
    expect(ok.order.status).toBe(6);
    expect(ok.order.timeline.at(-1)).toMatchObject({
      to_status: 6,
      actor: 'admin',
      reason: 'Customer called: wrong address',
    });
    expect(await findWalletBalance({ db: ctx.db, userId: customer.id })).toEqual(before);
    const credits = (
      await listWalletTransactionsOf({ db: ctx.db, userId: customer.id, limit: 100 })
    ).filter((entry) => entry.orderId === row.id && entry.kind === 'credit');
    expect(credits).toHaveLength(1);
    // Again later: refused, nothing more credited.
    const again = await call('orders/cancel', {
      unique_order_id: order.unique_order_id,
      reason: 'Double click',
      refund_to: 'wallet',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('orders.admin_not_cancellable');
    expect(await findWalletBalance({ db: ctx.db, userId: customer.id })).toEqual(before);
  });

  test('an unpaid cash order is cancelled with nothing to refund; bad input writes nothing', async () => {
    const order = await placeOrder(ctx, menu, customer);
    const bad = await call('orders/cancel', {
      unique_order_id: order.unique_order_id,
      reason: 'x',
      refund_to: 'wallet',
    });
    expect(bad.statusCode).toBe(400);
    expect((await orderRow(ctx.db, order.unique_order_id)).status).toBe(1);
    const response = await call('orders/cancel', {
      unique_order_id: order.unique_order_id,
      reason: 'Store closed early',
      refund_to: 'original',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({ refunded_to_wallet: 0, refunded_to_card: 0 });
  });

  test('reassign: assign through the engine, swap, refuse unassign and riders not of the store', async () => {
    const placed = await placeOrder(ctx, menu, customer);
    const early = await call('orders/reassign-rider', {
      unique_order_id: placed.unique_order_id,
      rider_id: rider['rider@test.dev']!.id,
    });
    expect(early.statusCode).toBe(409);
    expect(early.json().error.code).toBe('orders.rider_not_assignable');

    const order = await readyOrder(ctx, menu, customer, ownerToken);
    const ref = order.unique_order_id;
    const notOfStore = await call('orders/reassign-rider', {
      unique_order_id: ref,
      rider_id: rider['other-rider@test.dev']!.id,
    });
    expect(notOfStore.json().error.code).toBe('orders.rider_not_eligible');
    const offline = await call('orders/reassign-rider', {
      unique_order_id: ref,
      rider_id: rider['rider1@test.dev']!.id,
    });
    expect(offline.json().error.code).toBe('orders.rider_not_eligible');
    expect((await orderRow(ctx.db, ref)).status).toBe(2);

    const assigned = await call('orders/reassign-rider', {
      unique_order_id: ref,
      rider_id: rider['rider@test.dev']!.id,
    });
    expect(assigned.statusCode, assigned.body).toBe(200);
    expect(assigned.json().data).toMatchObject({
      status: 3,
      rider: { id: rider['rider@test.dev']!.id },
    });
    expect(assigned.json().data.timeline.at(-1)).toMatchObject({
      from_status: 2,
      to_status: 3,
      actor: 'admin',
    });

    const swapped = await call('orders/reassign-rider', {
      unique_order_id: ref,
      rider_id: rider['rider0@test.dev']!.id,
    });
    expect(swapped.statusCode, swapped.body).toBe(200);
    expect(swapped.json().data).toMatchObject({
      status: 3,
      rider: { id: rider['rider0@test.dev']!.id },
    });

    const unassign = await call('orders/reassign-rider', { unique_order_id: ref, rider_id: null });
    expect(unassign.statusCode).toBe(409);
    expect(unassign.json().error.code).toBe('orders.unassign_refused');
    expect((await orderRow(ctx.db, ref)).riderId).toBe(rider['rider0@test.dev']!.id);

    const audit = await postJson(ctx.app, '/public/api/console/admin/audit', {
      token: admin,
      action: 'console.orders.reassign',
    });
    const entries = audit.json().data.rows;
    expect(entries).toHaveLength(2);
    expect(entries[0].details).toMatchObject({
      unique_order_id: ref,
      before: { status: 3, rider_id: rider['rider@test.dev']!.id },
      after: { status: 3, rider_id: rider['rider0@test.dev']!.id },
    });
  });

  test('support (orders, refunds, customers, outbox) cancels an order but may not open reports or audit', async () => {
    const order = await placeOrder(ctx, menu, customer);
    const support = (await loginAs(ctx.db, 'support@test.dev')).token;
    expect(await ids({ order: order.unique_order_id })).toEqual([order.unique_order_id]);
    const bodies = { reports: { report: 'sales_by_day', from: today, to: today }, audit: {} };
    for (const [path, body] of Object.entries(bodies)) {
      const refused = await call(path, body, support);
      expect(refused.statusCode, path).toBe(403);
      expect(refused.json().error.code).toBe('console.permission_denied');
    }
    const cancelled = await call(
      'orders/cancel',
      { unique_order_id: order.unique_order_id, reason: 'Duplicate order', refund_to: 'wallet' },
      support,
    );
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((await orderRow(ctx.db, order.unique_order_id)).status).toBe(6);
  });
});
