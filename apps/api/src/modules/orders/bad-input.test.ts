import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildTestApp, postJson } from '../../test/build-test-app';
import { loginAs } from '../profile/account-data.fixture';
import { customerWithAddress, loadMenu, ordersSeed, type Menu } from './orders.fixture';

/**
 * Bad input to the calls of issues 5 and 6 (orders, coupons, payments, riders, console): a 400
 * `request.invalid` naming the field, and nothing written anywhere.
 */
describe('bad input to the order, coupon, payment, rider and console calls', () => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  let menu: Menu;
  let customer: Awaited<ReturnType<typeof customerWithAddress>>;
  let rider: { token: string };
  let owner: { token: string };

  beforeAll(async () => {
    ctx = await buildTestApp({ seed: ordersSeed });
    menu = await loadMenu(ctx.db);
    customer = await customerWithAddress(ctx.db, 'a@test.dev', { walletMinor: 10_000 });
    rider = await loginAs(ctx.db, 'rider@test.dev');
    owner = await loginAs(ctx.db, 'owner@test.dev');
  });
  afterAll(() => ctx.close());

  /** Row counts of every table these calls write. */
  async function counts() {
    const tables = [
      'orders',
      'order_items',
      'order_events',
      'idempotency_keys',
      'coupon_redemptions',
      'wallet_transactions',
      'ratings',
      'payments',
      'webhook_events',
      'rider_locations',
      'rider_profiles',
    ];
    const result: Record<string, number> = {};
    for (const table of tables) {
      const rows = await ctx.db.execute(sql.raw(`select count(*)::int as n from ${table}`));
      result[table] = (rows as unknown as { rows: { n: number }[] }).rows[0]?.n ?? -1;
    }
    return result;
  }

  const validOrder = () => ({
    token: customer.token,
    restaurant_id: menu.storeId,
    items: [{ id: menu.paneerRoll, quantity: 1, addons: [] }],
    delivery_type: 'DELIVERY',
    address_id: customer.addressId,
    payment_method: 'COD',
    idempotency_key: 'bad-input-key-1',
  });

  const cases: [string, string, () => object, string][] = [
    [
      'place-order',
      'quantity 0',
      () => ({ ...validOrder(), items: [{ id: menu.paneerRoll, quantity: 0 }] }),
      'items.0.quantity',
    ],
    ['place-order', 'a negative tip', () => ({ ...validOrder(), tip: -100 }), 'tip'],
    [
      'place-order',
      'an unknown payment method',
      () => ({ ...validOrder(), payment_method: 'BITCOIN' }),
      'payment_method',
    ],
    [
      'place-order',
      'a short idempotency key',
      () => ({ ...validOrder(), idempotency_key: 'x' }),
      'idempotency_key',
    ],
    ['place-order', 'no items', () => ({ ...validOrder(), items: [] }), 'items'],
    [
      'place-order',
      'a slot that is not a date',
      () => ({ ...validOrder(), scheduled_for: 'tomorrow' }),
      'scheduled_for',
    ],
    [
      'get-checkout-quote',
      'a string for the store id',
      () => {
        const { payment_method: _method, idempotency_key: _key, ...quote } = validOrder();
        return { ...quote, restaurant_id: 'one' };
      },
      'restaurant_id',
    ],
    [
      'apply-coupon',
      'an empty code',
      () => ({
        token: customer.token,
        coupon: '',
        restaurant_id: menu.storeId,
        items: validOrder().items,
      }),
      'coupon',
    ],
    ['cancel-order', 'no order', () => ({ token: customer.token }), 'order_id'],
    [
      'rate-order',
      'six stars',
      () => ({ token: customer.token, order_id: 1, store_rating: 6 }),
      'store_rating',
    ],
    [
      'check-cart-items-availability',
      'an item id of 0',
      () => ({ restaurant_id: menu.storeId, items: [{ id: 0, quantity: 1 }] }),
      'items.0.id',
    ],
    ['stripe/create-payment-intent', 'no order', () => ({ token: customer.token }), 'order_id'],
    [
      'delivery/set-delivery-guy-gps-location',
      'latitude 200',
      () => ({ token: rider.token, latitude: 200, longitude: 77.6 }),
      'latitude',
    ],
    ['delivery/accept-to-deliver', 'no order', () => ({ token: rider.token }), 'unique_order_id'],
    [
      'delivery/toggle-status',
      'a string for is_online',
      () => ({ token: rider.token, is_online: 'yes' }),
      'is_online',
    ],
    [
      'console/reject-order',
      'an empty reason',
      () => ({ token: owner.token, unique_order_id: 'OD-1', reason: '' }),
      'reason',
    ],
    [
      'console/set-item-availability',
      'no availability',
      () => ({ token: owner.token, item_id: menu.paneerRoll }),
      'is_available',
    ],
  ];

  test.each(cases)(
    '%s with %s: 400 request.invalid naming the field, nothing written',
    async (call, _what, body, field) => {
      const before = await counts();
      const response = await postJson(ctx.app, `/public/api/${call}`, body());
      expect(response.statusCode).toBe(400);
      const error = response.json().error;
      expect(error.code).toBe('request.invalid');
      expect(error.issues.map((issue: { path: string }) => issue.path)).toContain(field);
      expect(await counts()).toEqual(before);
    },
  );
});
