import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildTestApp } from '../../test/build-test-app';
import { normaliseCart } from '../catalog/cart-limits.usecases';
import { customerWithAddress, loadMenu, ordersSeed, type Menu } from './orders.fixture';

describe('carts are bounded', () => {
  test('[H8.09] duplicate lines (same item, same add-ons in any order) merge; other add-ons stay apart', () => {
    const limits = { perLine: 20, lines: 30 };
    expect(
      normaliseCart(
        [
          { id: 1, quantity: 2, addons: [5, 4] },
          { id: 2, quantity: 1, addons: [] },
          { id: 1, quantity: 3, addons: [4, 5, 5] },
          { id: 1, quantity: 1, addons: [] },
        ],
        limits,
      ),
    ).toEqual([
      { id: 1, quantity: 5, addons: [4, 5] },
      { id: 2, quantity: 1, addons: [] },
      { id: 1, quantity: 1, addons: [] },
    ]);
  });

  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  let menu: Menu;
  let customer: Awaited<ReturnType<typeof customerWithAddress>>;
  beforeAll(async () => {
    ctx = await buildTestApp({
      seed: {
        ...ordersSeed,
        settings: [
          ...(ordersSeed.settings ?? []),
          { key: 'cartMaxQuantityPerLine', value: '20' },
          { key: 'cartMaxLines', value: '3' },
        ],
      },
    });
    menu = await loadMenu(ctx.db);
    customer = await customerWithAddress(ctx.db, 'a@test.dev', { walletMinor: 10_000_000 });
  });
  afterAll(() => ctx.close());

  const post = (url: string, body: object) =>
    ctx.app.inject({
      method: 'POST',
      url: `/public/api/${url}`,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${customer.token}` },
      payload: JSON.stringify(body),
    });
  const orderCount = async () =>
    (
      (await ctx.db.execute(sql`select count(*)::int as n from orders`)) as unknown as {
        rows: { n: number }[];
      }
    ).rows[0]?.n;

  test('[H8.09] 100 lines of 50 of one item (about ₹10 lakh) are refused by quote, check and place-order; nothing written', async () => {
    const huge = Array.from({ length: 100 }, () => ({ id: menu.paneerRoll, quantity: 50 }));
    const order = {
      restaurant_id: menu.storeId,
      items: huge,
      delivery_type: 'DELIVERY',
      address_id: customer.addressId,
    };
    const before = await orderCount();
    for (const [url, body] of [
      ['get-checkout-quote', order],
      ['check-cart-items-availability', { restaurant_id: menu.storeId, items: huge }],
      ['place-order', { ...order, payment_method: 'WALLET', idempotency_key: 'huge-cart-1' }],
    ] as const) {
      const response = await post(url, body);
      expect(response.statusCode, url).toBe(422);
      expect(response.json().error).toMatchObject({
        code: 'cart.quantity_limit',
        message: 'At most 20 of one item in an order.',
      });
    }
    expect(await orderCount()).toBe(before);
  });

  test('[H8.09] split duplicates are merged before the cap, and too many different lines are refused', async () => {
    const split = Array.from({ length: 3 }, () => ({ id: menu.paneerRoll, quantity: 8 }));
    const quote = await post('get-checkout-quote', {
      restaurant_id: menu.storeId,
      items: split,
      delivery_type: 'DELIVERY',
      address_id: customer.addressId,
    });
    expect(quote.json().error.code).toBe('cart.quantity_limit');
    const fine = await post('check-cart-items-availability', {
      restaurant_id: menu.storeId,
      items: [
        { id: menu.paneerRoll, quantity: 2 },
        { id: menu.paneerRoll, quantity: 3 },
      ],
    });
    expect(fine.statusCode).toBe(200);
    expect(fine.json().data.items).toHaveLength(1);
    expect(fine.json().data.items[0].quantity).toBe(5);
    const many = await post('get-checkout-quote', {
      restaurant_id: menu.storeId,
      items: [menu.paneerRoll, menu.masalaDosa, menu.pizza, menu.soldOutSoup].map((id) => ({
        id,
        quantity: 1,
      })),
      delivery_type: 'DELIVERY',
      address_id: customer.addressId,
    });
    expect(many.statusCode).toBe(422);
    expect(many.json().error).toMatchObject({ code: 'cart.too_many_lines' });
  });
});
