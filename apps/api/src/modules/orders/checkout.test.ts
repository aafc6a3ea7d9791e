import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildTestApp, postJson } from '../../test/build-test-app';
import { orderResponseSchema } from '@app/shared/orders/orders.schemas';
import { users } from '../accounts/accounts.table';
import { stores } from '../catalog/catalog.table';
import { coupons } from '../coupons/coupons.table';
import { walletTransactions } from '../wallet/wallet.table';
import { customerWithAddress, FAR_HOME, loadMenu, ordersSeed, type Menu } from './orders.fixture';
import { orderEvents, orderItems, orders } from './orders.table';

describe('checkout: quote and place-order', () => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  let menu: Menu;
  let asha: Awaited<ReturnType<typeof customerWithAddress>>;
  let bala: Awaited<ReturnType<typeof customerWithAddress>>;
  let keyCounter = 0;
  const key = () => `test-key-${Date.now()}-${(keyCounter += 1)}`;

  beforeAll(async () => {
    ctx = await buildTestApp({ seed: ordersSeed });
    menu = await loadMenu(ctx.db);
    asha = await customerWithAddress(ctx.db, 'a@test.dev', { walletMinor: 20000 });
    bala = await customerWithAddress(ctx.db, 'b@test.dev', { at: FAR_HOME });
  });
  afterAll(() => ctx.close());

  const cart = () => [
    { id: menu.masalaDosa, quantity: 2, addons: [menu.cheese, menu.butter] },
    { id: menu.paneerRoll, quantity: 1, addons: [] },
  ];
  const checkout = (who: { token: string; addressId: number }, extra: object = {}) => ({
    token: who.token,
    restaurant_id: menu.storeId,
    items: cart(),
    delivery_type: 'DELIVERY',
    address_id: who.addressId,
    ...extra,
  });

  test('check-cart-items-availability answers current prices and names sold-out and invalid lines', async () => {
    const response = await postJson(ctx.app, '/public/api/check-cart-items-availability', {
      restaurant_id: menu.storeId,
      items: [
        { id: menu.masalaDosa, quantity: 1, addons: [menu.cheese] },
        { id: menu.soldOutSoup, quantity: 1, addons: [] },
        { id: menu.pizza, quantity: 1, addons: [] },
        { id: menu.pizza, quantity: 1, addons: [menu.large] },
        { id: 999999, quantity: 1, addons: [] },
      ],
    });
    expect(response.statusCode).toBe(200);
    const { items, subtotal, restaurant } = response.json().data;
    expect(restaurant).toMatchObject({
      id: menu.storeId,
      is_active: true,
      is_open: true,
      delivery_type: 3,
    });
    expect(items.map((line: { problem: string | null }) => line.problem)).toEqual([
      null,
      'sold_out',
      'addon_choice_invalid',
      null,
      'not_found',
    ]);
    expect(items[0]).toMatchObject({ price: 9000, line_total: 11000, available: true });
    expect(subtotal).toBe(11000 + 40000);
  });

  test('the quote is priced by the server: items, add-ons, store charge, delivery, tax, coupon, tip, wallet', async () => {
    const response = await postJson(
      ctx.app,
      '/public/api/get-checkout-quote',
      checkout(asha, { coupon: 'ten', tip: 2000, use_wallet: true }),
    );
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    // 2 × (90 + 20 + 10) + 150 = 390; TEN = 10 % capped at 50 → 39; tax 5 % of 361 = 18.05.
    expect(data.bill).toEqual({
      subtotal: 39000,
      addons: 6000,
      store_charge: 1000,
      small_cart_fee: 0,
      delivery_fee: 3000,
      tax: 1805,
      coupon_discount: 3900,
      tip: 2000,
      total: 42905,
      wallet_used: 20000,
      payable: 22905,
    });
    expect(data.coupon).toMatchObject({ code: 'TEN' });
    expect(data.coupon_error).toBeNull();
    expect(data.distance_km).toBeCloseTo(2.2, 1);
  });

  test('a quote with a failing coupon prices without it and names the reason', async () => {
    const response = await postJson(
      ctx.app,
      '/public/api/get-checkout-quote',
      checkout(asha, { coupon: 'BIG50' }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      coupon: null,
      coupon_error: 'coupons.min_subtotal',
    });
    expect(response.json().data.bill.coupon_discount).toBe(0);
  });

  test('place-order with cash on delivery writes the order, its lines and its first event, as the quote said', async () => {
    const quote = (await postJson(ctx.app, '/public/api/get-checkout-quote', checkout(asha))).json()
      .data.bill;
    const response = await postJson(ctx.app, '/public/api/place-order', {
      ...checkout(asha, { comment: 'Less spicy' }),
      payment_method: 'COD',
      idempotency_key: key(),
      expected_total: quote.total,
    });
    expect(response.statusCode).toBe(200);
    // The route serialises without validating: the answer must still be the contract's shape.
    expect(() => orderResponseSchema.parse(response.json())).not.toThrow();
    const order = response.json().data;
    expect(order).toMatchObject({
      status: 1,
      payment_method: 'COD',
      payment_status: 'unpaid',
      comment: 'Less spicy',
      delivery_type: 'DELIVERY',
      bill: quote,
      is_ratable: false,
    });
    expect(order.unique_order_id).toMatch(/^OD-\d{6}-[A-Z2-9]{6}$/);
    expect(order.delivery_pin).toMatch(/^\d{4}$/);
    expect(order.restaurant.phone).toBe('+918040001234');
    expect(order.rider).toBeNull();
    expect(order.address).toMatchObject({ address: 'Home of a@test.dev', house: '12' });
    expect(order.items).toEqual([
      {
        item_id: menu.masalaDosa,
        name: 'Masala Dosa',
        price: 9000,
        quantity: 2,
        addons: [
          { id: menu.cheese, name: 'Cheese', price: 2000 },
          { id: menu.butter, name: 'Butter', price: 1000 },
        ],
        line_total: 24000,
        id: expect.any(Number),
        substitution_preference: null,
        substitute_item_id: null,
        pick_status: null,
        substitution: null,
        settlement: null,
      },
      {
        item_id: menu.paneerRoll,
        name: 'Paneer Roll',
        price: 15000,
        quantity: 1,
        addons: [],
        line_total: 15000,
        id: expect.any(Number),
        substitution_preference: null,
        substitute_item_id: null,
        pick_status: null,
        substitution: null,
        settlement: null,
      },
    ]);
    // The line ids are the rows written, in the order sent.
    expect(order.items[1].id).toBeGreaterThan(order.items[0].id);
    expect(order.events).toEqual([
      expect.objectContaining({ from_status: null, to_status: 1, actor: 'customer' }),
    ]);
    const [row] = await ctx.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row?.totalMinor).toBe(quote.total);
  });

  test('an order paid fully from the wallet is paid at once and the ledger shows the debit', async () => {
    const rich = await customerWithAddress(ctx.db, 'crowd0@test.dev', { walletMinor: 100000 });
    const response = await postJson(ctx.app, '/public/api/place-order', {
      ...checkout(rich),
      payment_method: 'WALLET',
      idempotency_key: key(),
    });
    expect(response.statusCode).toBe(200);
    const order = response.json().data;
    expect(order).toMatchObject({ status: 1, payment_method: 'WALLET', payment_status: 'paid' });
    expect(order.bill.payable).toBe(0);
    const [user] = await ctx.db.select().from(users).where(eq(users.id, rich.id));
    expect(user?.walletBalanceMinor).toBe(100000 - order.bill.total);
    const ledger = await ctx.db
      .select()
      .from(walletTransactions)
      .where(eq(walletTransactions.orderId, order.id));
    expect(ledger).toEqual([
      expect.objectContaining({ kind: 'debit', amountMinor: order.bill.total }),
    ]);
  });

  test('WALLET without enough balance is refused and nothing is written', async () => {
    const poor = await customerWithAddress(ctx.db, 'crowd1@test.dev', { walletMinor: 100 });
    const before = await ctx.db.select({ n: sql<number>`count(*)::int` }).from(orders);
    const response = await postJson(ctx.app, '/public/api/place-order', {
      ...checkout(poor),
      payment_method: 'WALLET',
      idempotency_key: key(),
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.code).toBe('wallet.insufficient');
    const after = await ctx.db.select({ n: sql<number>`count(*)::int` }).from(orders);
    expect(after[0]?.n).toBe(before[0]?.n);
    const [user] = await ctx.db.select().from(users).where(eq(users.id, poor.id));
    expect(user?.walletBalanceMinor).toBe(100);
  });

  test('a changed total is refused (orders.price_changed) instead of charging what the customer did not see', async () => {
    const response = await postJson(ctx.app, '/public/api/place-order', {
      ...checkout(asha),
      payment_method: 'COD',
      idempotency_key: key(),
      expected_total: 1,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.code).toBe('orders.price_changed');
  });

  test.each([
    [
      'a sold-out item',
      { items: [{ id: 0, quantity: 1, addons: [] }] },
      409,
      'orders.item_unavailable',
    ],
    ['no address for delivery', { address_id: null }, 400, 'orders.address_required'],
    ['a store that does not deliver there', {}, 409, 'orders.not_deliverable'],
    ['a coupon that expired yesterday', { coupon: 'OLD' }, 409, 'coupons.expired'],
    ['an unknown store', { restaurant_id: 999999 }, 404, 'orders.store_not_found'],
  ])('refuses %s with a clear error and writes nothing', async (_name, extra, status, code) => {
    const body = {
      ...checkout(asha),
      payment_method: 'COD',
      idempotency_key: key(),
      ...extra,
    } as Record<string, unknown>;
    if (code === 'orders.item_unavailable') {
      body.items = [{ id: menu.soldOutSoup, quantity: 1, addons: [] }];
    }
    if (code === 'orders.not_deliverable') {
      body.token = bala.token;
      body.address_id = bala.addressId;
    }
    const before = await ctx.db.select({ n: sql<number>`count(*)::int` }).from(orderItems);
    const response = await postJson(ctx.app, '/public/api/place-order', body);
    expect(response.statusCode).toBe(status);
    expect(response.json().error.code).toBe(code);
    const after = await ctx.db.select({ n: sql<number>`count(*)::int` }).from(orderItems);
    expect(after[0]?.n).toBe(before[0]?.n);
  });

  test("another customer's address cannot be used", async () => {
    const response = await postJson(
      ctx.app,
      '/public/api/get-checkout-quote',
      checkout(asha, { address_id: bala.addressId }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('orders.address_required');
  });

  test('self-pickup needs no address, has no delivery fee, and an auto-accepting store starts preparing', async () => {
    const [pickup] = await ctx.db.select().from(stores).where(eq(stores.slug, 'pickup-kitchen'));
    const [box] = await ctx.db
      .execute<{ id: number }>(sql`select id from items where store_id = ${pickup?.id ?? 0}`)
      .then((result) => (result as unknown as { rows: { id: number }[] }).rows);
    const response = await postJson(ctx.app, '/public/api/place-order', {
      token: asha.token,
      restaurant_id: pickup?.id,
      items: [{ id: box?.id, quantity: 1, addons: [] }],
      delivery_type: 'SELFPICKUP',
      payment_method: 'COD',
      idempotency_key: key(),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      status: 2,
      delivery_type: 'SELFPICKUP',
      address: null,
    });
    expect(response.json().data.bill.delivery_fee).toBe(0);
    const delivery = await postJson(ctx.app, '/public/api/get-checkout-quote', {
      token: asha.token,
      restaurant_id: pickup?.id,
      items: [{ id: box?.id, quantity: 1, addons: [] }],
      delivery_type: 'DELIVERY',
      address_id: asha.addressId,
    });
    expect(delivery.json().error.code).toBe('orders.delivery_type_unavailable');
  });

  test('a closed store takes scheduled orders only within its hours (status 10)', async () => {
    const [night] = await ctx.db.select().from(stores).where(eq(stores.slug, 'night-kitchen'));
    const [maggi] = await ctx.db
      .execute(sql`select id from items where store_id = ${night?.id ?? 0}`)
      .then((result) => (result as unknown as { rows: { id: number }[] }).rows);
    const base = {
      token: asha.token,
      restaurant_id: night?.id,
      items: [{ id: maggi?.id, quantity: 1, addons: [] }],
      delivery_type: 'DELIVERY',
      address_id: asha.addressId,
      payment_method: 'COD',
    };
    // 23:10 India time tomorrow (17:40 UTC), inside 23:00–23:30.
    const slot = new Date(Date.now() + 86_400_000);
    slot.setUTCHours(17, 40, 0, 0);
    const now = new Date();
    const openNow =
      (now.getUTCHours() === 17 && now.getUTCMinutes() >= 30) ||
      (now.getUTCHours() === 18 && now.getUTCMinutes() === 0);
    if (!openNow) {
      const closed = await postJson(ctx.app, '/public/api/place-order', {
        ...base,
        idempotency_key: key(),
      });
      expect(closed.statusCode).toBe(409);
      expect(closed.json().error.code).toBe('orders.store_closed');
    }
    const outside = new Date(slot.getTime() + 3600_000);
    const refused = await postJson(ctx.app, '/public/api/place-order', {
      ...base,
      idempotency_key: key(),
      scheduled_for: outside.toISOString(),
    });
    expect(refused.json().error.code).toBe('orders.slot_unavailable');
    const scheduled = await postJson(ctx.app, '/public/api/place-order', {
      ...base,
      idempotency_key: key(),
      scheduled_for: slot.toISOString(),
    });
    expect(scheduled.statusCode).toBe(200);
    expect(scheduled.json().data).toMatchObject({ status: 10, scheduled_for: slot.toISOString() });
  });

  test('coupons are enforced again at place time and their use is counted with the order', async () => {
    const [before] = await ctx.db.select().from(coupons).where(eq(coupons.code, 'ONCE'));
    const first = await postJson(ctx.app, '/public/api/place-order', {
      ...checkout(asha, { coupon: 'ONCE' }),
      payment_method: 'COD',
      idempotency_key: key(),
    });
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject({ coupon_code: 'ONCE' });
    expect(first.json().data.bill.coupon_discount).toBe(2000);
    const second = await postJson(ctx.app, '/public/api/place-order', {
      ...checkout(asha, { coupon: 'ONCE' }),
      payment_method: 'COD',
      idempotency_key: key(),
    });
    expect(second.statusCode).toBe(409);
    expect(second.json().error.code).toBe('coupons.per_user_limit');
    const [after] = await ctx.db.select().from(coupons).where(eq(coupons.code, 'ONCE'));
    expect(after?.usedCount).toBe((before?.usedCount ?? 0) + 1);
  });

  test('the same idempotency key returns the first order; with another body it is refused', async () => {
    const body = { ...checkout(asha), payment_method: 'COD', idempotency_key: key() };
    const first = await postJson(ctx.app, '/public/api/place-order', body);
    const again = await postJson(ctx.app, '/public/api/place-order', body);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    const changed = await postJson(ctx.app, '/public/api/place-order', {
      ...body,
      comment: 'different',
    });
    expect(changed.statusCode).toBe(422);
    expect(changed.json().error.code).toBe('orders.idempotency_key_reused');
    const events = await ctx.db
      .select()
      .from(orderEvents)
      .where(eq(orderEvents.orderId, first.json().data.id));
    expect(events).toHaveLength(1);
  });

  test('a guest cannot quote or order (401), and a banned customer cannot order', async () => {
    const guest = await postJson(ctx.app, '/public/api/place-order', {
      ...checkout(asha),
      token: undefined,
      payment_method: 'COD',
      idempotency_key: key(),
    });
    expect(guest.statusCode).toBe(401);
    const banned = await customerWithAddress(ctx.db, 'crowd2@test.dev');
    await ctx.db.update(users).set({ isBanned: true }).where(eq(users.id, banned.id));
    const response = await postJson(ctx.app, '/public/api/place-order', {
      ...checkout(banned),
      payment_method: 'COD',
      idempotency_key: key(),
    });
    expect([401, 403]).toContain(response.statusCode);
  });
});
