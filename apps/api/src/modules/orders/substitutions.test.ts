import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { postJson } from '../../test/build-test-app';
import { refunds } from '../payments/payments.table';
import { walletTransactions } from '../wallet/wallet.table';
import { customerWithAddress, loadMenu } from './orders.fixture';
import { orders } from './orders.table';
import { buildGrocerApp, placeAccepted, stockOf, type GrocerApp } from './substitution.fixture';
import { expireSubstitutions, pickOrderLine } from './substitutions.usecases';

const silentLog = { info: () => {}, warn: () => {}, error: () => {} };
const MINUTE = 60_000;

/**
 * Grocery picking and substitutions (issue 15): the store marks a line short and proposes a
 * substitute, the customer approves or declines it (or time runs out and the line's preference
 * applies), and the bill and refund follow exactly once. Runs on PostgreSQL too, where the
 * customer's answer and the expiry job really race.
 */
describe('grocery substitutions', () => {
  let app: GrocerApp;
  let customer: Awaited<ReturnType<typeof customerWithAddress>>;
  let saver: Awaited<ReturnType<typeof customerWithAddress>>;
  let stranger: Awaited<ReturnType<typeof customerWithAddress>>;

  beforeAll(async () => {
    app = await buildGrocerApp();
    customer = await customerWithAddress(app.ctx.db, 'crowd1@test.dev');
    saver = await customerWithAddress(app.ctx.db, 'crowd2@test.dev', { walletMinor: 100_000 });
    stranger = await customerWithAddress(app.ctx.db, 'crowd3@test.dev');
  });
  afterAll(() => app.ctx.close());

  // A line marked short empties its shelf: the owner restocks before each case.
  beforeEach(async () => {
    for (const [itemId, count] of [
      [app.shelf.milk, 40],
      [app.shelf.cheese, 30],
    ] as const) {
      const restocked = await postJson(app.ctx.app, '/public/api/console/set-item-stock', {
        token: app.owner.token,
        item_id: itemId,
        stock_count: count,
      });
      expect(restocked.json().data.stock_count).toBe(count);
    }
  });

  const consoleCall = (path: string, body: Record<string, unknown>, token = app.owner.token) =>
    postJson(app.ctx.app, `/public/api/console/${path}`, { token, ...body });
  const decide = (
    who: { token: string },
    body: { unique_order_id: string; substitution_id: number; approve: boolean },
  ) => postJson(app.ctx.app, '/public/api/decide-substitution', { token: who.token, ...body });
  const orderRow = async (id: number) => {
    const [row] = await app.ctx.db.select().from(orders).where(eq(orders.id, id));
    if (!row) throw new Error('no order');
    return row;
  };
  const creditsOf = (orderId: number) =>
    app.ctx.db
      .select({ amount: walletTransactions.amountMinor })
      .from(walletTransactions)
      .where(and(eq(walletTransactions.orderId, orderId), eq(walletTransactions.kind, 'credit')));

  const propose = (
    order: { unique_order_id: string },
    orderItemId: number,
    itemId: number,
    quantity: number,
  ) =>
    consoleCall('propose-substitute', {
      unique_order_id: order.unique_order_id,
      order_item_id: orderItemId,
      item_id: itemId,
      quantity,
    });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the order view as JSON
  const viewOf = async (who: { token: string }, order: { unique_order_id: string }): Promise<any> =>
    (
      await postJson(app.ctx.app, '/public/api/get-order-details', {
        token: who.token,
        unique_order_id: order.unique_order_id,
      })
    ).json().data;

  test('approved substitute: the bill drops by the saving and its tax; cash due follows', async () => {
    const order = await placeAccepted(app, customer, [
      { id: app.shelf.milk, quantity: 2, addons: [] },
      { id: app.shelf.butter, quantity: 1, addons: [] },
    ]);
    const [milkLine] = order.items;
    if (!milkLine) throw new Error('no line');
    const valleyBefore = await stockOf(app.ctx.db, app.shelf.valley);
    const proposed = await propose(order, milkLine.id, app.shelf.valley, 2);
    expect(proposed.statusCode).toBe(200);
    const line = proposed.json().data.items[0];
    expect(line.pick_status).toBe('short');
    expect(line.substitution).toMatchObject({ status: 'proposed', line_total: 5600, quantity: 2 });
    expect(await stockOf(app.ctx.db, app.shelf.valley)).toBe((valleyBefore ?? 0) - 2);
    expect(await stockOf(app.ctx.db, app.shelf.milk)).toBe(0);

    const substitutionId: number = (await viewOf(customer, order)).items[0].substitution.id;
    const answered = await decide(customer, {
      unique_order_id: order.unique_order_id,
      substitution_id: substitutionId,
      approve: true,
    });
    expect(answered.statusCode).toBe(200);
    const after = answered.json().data;
    // 400 saved on the subtotal, and its 5 % tax (20): 420 less to pay at the door.
    expect(after.items[0].settlement).toMatchObject({
      outcome: 'replaced',
      refund: 420,
      to_wallet: 0,
    });
    expect(after.bill.subtotal).toBe(order.bill.subtotal - 400);
    expect(after.bill.tax).toBe(order.bill.tax - 20);
    expect(after.bill.total).toBe(order.bill.total - 420);
    expect(after.bill.payable).toBe(order.bill.payable - 420);
    expect(await creditsOf(order.id)).toEqual([]);

    const again = await decide(customer, {
      unique_order_id: order.unique_order_id,
      substitution_id: substitutionId,
      approve: false,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('orders.substitution_decided');
    expect((await orderRow(order.id)).totalMinor).toBe(order.bill.total - 420);
  });

  test('declined substitute: the line is removed, the wallet part refunded, the substitute back on the shelf', async () => {
    const order = await placeAccepted(
      app,
      saver,
      [
        { id: app.shelf.cheese, quantity: 1, addons: [] },
        { id: app.shelf.butter, quantity: 2, addons: [] },
      ],
      { payment_method: 'WALLET', use_wallet: true },
    );
    const cheeseLine = order.items[0];
    if (!cheeseLine) throw new Error('no line');
    const milkBefore = await stockOf(app.ctx.db, app.shelf.valley);
    await propose(order, cheeseLine.id, app.shelf.valley, 1);
    const view = await viewOf(saver, order);
    const answered = await decide(saver, {
      unique_order_id: order.unique_order_id,
      substitution_id: view.items[0].substitution.id,
      approve: false,
    });
    expect(answered.statusCode).toBe(200);
    const after = answered.json().data;
    // 9000 off the subtotal and 450 tax: all of it was paid from the wallet.
    expect(after.items[0].settlement).toMatchObject({
      outcome: 'removed',
      refund: 9450,
      to_wallet: 9450,
    });
    expect(after.bill.total).toBe(order.bill.total - 9450);
    expect(after.bill.wallet_used).toBe(order.bill.wallet_used - 9450);
    expect(await creditsOf(order.id)).toEqual([{ amount: 9450 }]);
    expect(await stockOf(app.ctx.db, app.shelf.valley)).toBe(milkBefore);
  });

  test('unanswered: the line’s preference applies when time runs out; a late answer is told so', async () => {
    const order = await placeAccepted(app, customer, [
      { id: app.shelf.cheese, quantity: 1, addons: [], substitution: 'similar' },
      { id: app.shelf.butter, quantity: 1, addons: [] },
    ]);
    const [line] = order.items;
    if (!line) throw new Error('no line');
    const proposed = await propose(order, line.id, app.shelf.valley, 3);
    const substitution = proposed.json().data.items[0].substitution;
    expect(new Date(substitution.expires_at).getTime() - Date.now()).toBeGreaterThan(4 * MINUTE);
    expect(substitution.seconds_left).toBeGreaterThan(290);
    expect(substitution.seconds_left).toBeLessThanOrEqual(300);
    // Not yet due: nothing happens.
    expect(await expireSubstitutions({ db: app.ctx.db, log: silentLog })).toBe(0);
    const later = new Date(Date.now() + 6 * MINUTE);
    expect(await expireSubstitutions({ db: app.ctx.db, log: silentLog, now: later })).toBe(1);
    const view = await viewOf(customer, order);
    expect(view.items[0].substitution).toMatchObject({ status: 'approved', decided_by: 'timeout' });
    // 3 × 2800 = 8400, under the line's 9000: 600 and 30 tax back.
    expect(view.items[0].settlement).toMatchObject({ outcome: 'replaced', refund: 630 });
    const late = await decide(customer, {
      unique_order_id: order.unique_order_id,
      substitution_id: substitution.id,
      approve: false,
    });
    expect(late.json().error.code).toBe('orders.substitution_decided');
  });

  test('"remove it" lines: no substitute may be proposed; marking short refunds at once', async () => {
    const order = await placeAccepted(app, customer, [
      { id: app.shelf.cheese, quantity: 1, addons: [], substitution: 'remove' },
      { id: app.shelf.butter, quantity: 1, addons: [] },
    ]);
    const [line] = order.items;
    if (!line) throw new Error('no line');
    const refused = await propose(order, line.id, app.shelf.valley, 1);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('orders.substitution_not_wanted');
    const short = await consoleCall('pick-order-line', {
      unique_order_id: order.unique_order_id,
      order_item_id: line.id,
      pick_status: 'short',
    });
    expect(short.statusCode).toBe(200);
    expect(short.json().data.items[0].settlement).toMatchObject({
      outcome: 'removed',
      refund: 9450,
    });
    expect(short.json().data.bill.total).toBe(order.bill.total - 9450);
    const picked = await consoleCall('pick-order-line', {
      unique_order_id: order.unique_order_id,
      order_item_id: order.items[1]?.id,
      pick_status: 'picked',
    });
    expect(picked.json().data.items[1].pick_status).toBe('picked');
  });

  test('the order cannot leave the store while a proposal is open; unanswered short lines are removed at hand-over', async () => {
    const order = await placeAccepted(
      app,
      customer,
      [
        { id: app.shelf.cheese, quantity: 1, addons: [] },
        { id: app.shelf.butter, quantity: 1, addons: [] },
      ],
      { delivery_type: 'SELFPICKUP', address_id: null },
    );
    const [cheese, butter] = order.items;
    if (!cheese || !butter) throw new Error('no lines');
    await propose(order, cheese.id, app.shelf.valley, 1);
    await consoleCall('pick-order-line', {
      unique_order_id: order.unique_order_id,
      order_item_id: butter.id,
      pick_status: 'short',
    });
    const blocked = await consoleCall('mark-order-ready', {
      unique_order_id: order.unique_order_id,
    });
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json().error.code).toBe('orders.substitution_pending');
    expect((await orderRow(order.id)).status).toBe(2);

    const view = await viewOf(customer, order);
    await decide(customer, {
      unique_order_id: order.unique_order_id,
      substitution_id: view.items[0].substitution.id,
      approve: true,
    });
    const ready = await consoleCall('mark-order-ready', { unique_order_id: order.unique_order_id });
    expect(ready.statusCode).toBe(200);
    const done = ready.json().data;
    expect(done.status).toBe(7);
    expect(done.items[1].settlement).toMatchObject({ outcome: 'removed', refund: 5250 });
    // Cheese (9000) became one Valley Milk (2800): 6200 + 310 tax; butter 5000 + 250 tax.
    expect(done.bill.total).toBe(order.bill.total - 6510 - 5250);
  });

  test('nobody acts on another’s order; food orders are not picked; bad ids are 4xx', async () => {
    const order = await placeAccepted(app, customer, [
      { id: app.shelf.cheese, quantity: 1, addons: [] },
    ]);
    const line = order.items[0];
    if (!line) throw new Error('no line');
    const rival = await consoleCall(
      'pick-order-line',
      { unique_order_id: order.unique_order_id, order_item_id: line.id, pick_status: 'short' },
      app.rival.token,
    );
    expect(rival.statusCode).toBe(404);
    const proposed = await propose(order, line.id, app.shelf.valley, 1);
    const substitutionId = proposed.json().data.items[0].substitution.id;
    const byStranger = await decide(stranger, {
      unique_order_id: order.unique_order_id,
      substitution_id: substitutionId,
      approve: true,
    });
    expect(byStranger.statusCode).toBe(404);
    const otherLine = await consoleCall('pick-order-line', {
      unique_order_id: order.unique_order_id,
      order_item_id: 2 ** 31 - 1,
      pick_status: 'picked',
    });
    expect(otherLine.json().error.code).toBe('orders.line_not_found');
    for (const body of [
      { order_item_id: 2 ** 31, pick_status: 'picked' },
      { order_item_id: line.id, pick_status: 'lost' },
      { order_item_id: String(line.id), pick_status: 'picked' },
      { order_item_id: line.id, pick_status: 'picked', extra: 'x'.repeat(100_000) },
    ]) {
      const bad = await consoleCall('pick-order-line', {
        unique_order_id: order.unique_order_id,
        ...body,
      });
      expect(bad.statusCode).toBeGreaterThanOrEqual(400);
      expect(bad.statusCode).toBeLessThan(500);
    }
    const ownItem = await propose(order, line.id, app.shelf.cheese, 1);
    expect(ownItem.statusCode).toBe(409);
    expect((await orderRow(order.id)).totalMinor).toBe(order.bill.total);

    const menu = await loadMenu(app.ctx.db);
    const food = await postJson(app.ctx.app, '/public/api/place-order', {
      token: customer.token,
      restaurant_id: menu.storeId,
      items: [{ id: menu.paneerRoll, quantity: 1, addons: [] }],
      delivery_type: 'DELIVERY',
      address_id: customer.addressId,
      payment_method: 'COD',
      idempotency_key: `food-${Date.now()}`,
    });
    const foodOrder = food.json().data;
    await expect(
      pickOrderLine(app.ctx.db, {
        orderId: foodOrder.id,
        orderItemId: foodOrder.items[0].id,
        pickStatus: 'short',
        log: silentLog,
      }),
    ).rejects.toMatchObject({ code: 'orders.not_grocery' });
  });

  test('the customer’s answer and the expiry job racing settle the line exactly once', async () => {
    for (let round = 0; round < 5; round += 1) {
      await postJson(app.ctx.app, '/public/api/console/set-item-stock', {
        token: app.owner.token,
        item_id: app.shelf.cheese,
        stock_count: 30,
      });
      const order = await placeAccepted(
        app,
        saver,
        [
          { id: app.shelf.cheese, quantity: 1, addons: [] },
          { id: app.shelf.butter, quantity: 1, addons: [] },
        ],
        { payment_method: 'WALLET', use_wallet: true },
      );
      const line = order.items[0];
      if (!line) throw new Error('no line');
      const proposed = await propose(order, line.id, app.shelf.valley, 1);
      const substitutionId = proposed.json().data.items[0].substitution.id;
      const [answer] = await Promise.all([
        decide(saver, {
          unique_order_id: order.unique_order_id,
          substitution_id: substitutionId,
          approve: false,
        }),
        expireSubstitutions({
          db: app.ctx.db,
          log: silentLog,
          now: new Date(Date.now() + 10 * MINUTE),
        }),
      ]);
      expect([200, 409]).toContain(answer.statusCode);
      const credits = await creditsOf(order.id);
      expect(credits).toHaveLength(1);
      const row = await orderRow(order.id);
      expect(row.totalMinor).toBe(order.bill.total - (credits[0]?.amount ?? 0));
    }
  });

  test('a card-paid order’s saving goes back to the card, once per line', async () => {
    const order = await placeAccepted(app, customer, [
      { id: app.shelf.cheese, quantity: 2, addons: [] },
    ]);
    // As a verified Stripe webhook leaves it: paid online.
    await app.ctx.db
      .update(orders)
      .set({ paymentMethod: 'STRIPE', paymentStatus: 'paid' })
      .where(eq(orders.id, order.id));
    await app.ctx.db.execute(
      sql`insert into payments (order_id, provider, provider_ref, amount_minor, currency, status)
        values (${order.id}, 'STRIPE', ${`pi_sub_${order.id}`}, ${order.bill.payable}, 'INR', 'succeeded')`,
    );
    const line = order.items[0];
    if (!line) throw new Error('no line');
    const proposed = await propose(order, line.id, app.shelf.valley, 2);
    const answered = await decide(customer, {
      unique_order_id: order.unique_order_id,
      substitution_id: proposed.json().data.items[0].substitution.id,
      approve: true,
    });
    // 2 × 9000 → 2 × 2800: 12400 and 620 tax back to the card.
    expect(answered.json().data.items[0].settlement).toMatchObject({ refund: 13020, to_wallet: 0 });
    const rows = await app.ctx.db.select().from(refunds).where(eq(refunds.orderId, order.id));
    expect(rows.map((row) => [row.purpose, row.amountMinor, row.provider])).toEqual([
      [`line:${line.id}`, 13020, 'STRIPE'],
    ]);
    expect(await creditsOf(order.id)).toEqual([]);
  });

  test('a grocery order reaches the rider pool; pick-up waits for the customer, then the rider delivers', async () => {
    const delivery = (path: string, body: Record<string, unknown> = {}) =>
      postJson(app.ctx.app, `/public/api/delivery/${path}`, { token: app.rider.token, ...body });
    await delivery('toggle-status', { is_online: true });
    const order = await placeAccepted(app, customer, [
      { id: app.shelf.cheese, quantity: 1, addons: [] },
      { id: app.shelf.butter, quantity: 1, addons: [] },
    ]);
    const offers = (await delivery('get-delivery-orders')).json().data;
    expect(
      offers.new_orders.map((offer: { unique_order_id: string }) => offer.unique_order_id),
    ).toContain(order.unique_order_id);
    const taken = await delivery('accept-to-deliver', { unique_order_id: order.unique_order_id });
    expect(taken.statusCode).toBe(200);

    // The store is still packing (status 3): a short line gets a substitute.
    const line = order.items[0];
    if (!line) throw new Error('no line');
    expect((await propose(order, line.id, app.shelf.valley, 1)).statusCode).toBe(200);
    const early = await delivery('pickedup-order', { unique_order_id: order.unique_order_id });
    expect(early.statusCode).toBe(409);
    expect(early.json().error.code).toBe('orders.substitution_pending');

    const view = await viewOf(customer, order);
    await decide(customer, {
      unique_order_id: order.unique_order_id,
      substitution_id: view.items[0].substitution.id,
      approve: true,
    });
    const picked = await delivery('pickedup-order', { unique_order_id: order.unique_order_id });
    expect(picked.statusCode).toBe(200);
    const pin = (await viewOf(customer, order)).delivery_pin;
    const delivered = await delivery('deliver-order', {
      unique_order_id: order.unique_order_id,
      ...(pin ? { delivery_pin: pin } : {}),
    });
    expect(delivered.statusCode).toBe(200);
    const done = await viewOf(customer, order);
    expect(done.status).toBe(5);
    // Cheese (9000) became Valley Milk (2800): 6200 and 310 tax less to collect.
    expect(done.bill.total).toBe(order.bill.total - 6510);
  });
});
