import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildTestApp, postJson } from '../../test/build-test-app';
import { itemCategories, items, stores } from '../catalog/catalog.table';
import { settings } from '../settings/settings.table';
import { KITCHEN, customerWithAddress, loadMenu, ordersSeed, type Menu } from './orders.fixture';
import { orderItems, orders } from './orders.table';

/**
 * Grocery orders in the one order engine (issue 15): the store must sell grocery, counted stock is
 * taken in the order's transaction and never oversold (this file runs on PostgreSQL too, where
 * the orders really race), a cancelled order gives it back, each item's maximum holds, the
 * small-cart fee joins the bill, and each line keeps what to do when the item is short.
 */
describe('grocery orders', () => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  let menu: Menu;
  let crowd: Awaited<ReturnType<typeof customerWithAddress>>[];
  const shelf = { storeId: 0, milk: 0, bread: 0, eggs: 0, paneer: 0 };

  beforeAll(async () => {
    ctx = await buildTestApp({ seed: ordersSeed });
    menu = await loadMenu(ctx.db);
    const [store] = await ctx.db
      .insert(stores)
      .values({
        module: 'grocery',
        slug: 'test-grocer',
        name: 'Test Grocer',
        ...KITCHEN,
        deliveryRadiusKm: 5,
        deliveryType: 3,
        deliveryChargeType: 'FIXED',
        deliveryChargeMinor: 2000,
      })
      .returning({ id: stores.id });
    shelf.storeId = store?.id ?? -1;
    const [section] = await ctx.db
      .insert(itemCategories)
      .values({ storeId: shelf.storeId, name: 'Dairy' })
      .returning({ id: itemCategories.id });
    const rows = await ctx.db
      .insert(items)
      .values(
        [
          { name: 'Toned Milk 500 ml', priceMinor: 3000, stockCount: 10 },
          { name: 'Brown Bread', priceMinor: 4500, stockCount: null },
          { name: 'Eggs 6 pcs', priceMinor: 4200, stockCount: 3, maxPerOrder: 2 },
          { name: 'Paneer 200 g', priceMinor: 9000, stockCount: 50 },
        ].map((item) => ({ ...item, storeId: shelf.storeId, categoryId: section?.id ?? -1 })),
      )
      .returning({ id: items.id, name: items.name });
    const idOf = (prefix: string) => rows.find((row) => row.name.startsWith(prefix))?.id ?? -1;
    Object.assign(shelf, {
      milk: idOf('Toned Milk'),
      bread: idOf('Brown Bread'),
      eggs: idOf('Eggs'),
      paneer: idOf('Paneer'),
    });
    await ctx.db.insert(settings).values([
      { key: 'grocerySmallCartFee', value: '1500', isPublic: true },
      { key: 'grocerySmallCartThreshold', value: '9900', isPublic: true },
    ]);
    crowd = [];
    for (let index = 0; index < 20; index += 1) {
      crowd.push(await customerWithAddress(ctx.db, `crowd${index}@test.dev`));
    }
  });
  afterAll(() => ctx.close());

  const stockOf = async (itemId: number) => {
    const [row] = await ctx.db
      .select({ stock: items.stockCount })
      .from(items)
      .where(eq(items.id, itemId));
    return row?.stock;
  };

  const place = (
    who: { token: string; addressId: number },
    lines: Record<string, unknown>[],
    extra: Record<string, unknown> = {},
  ) =>
    postJson(ctx.app, '/public/api/place-order', {
      token: who.token,
      kind: 'grocery',
      restaurant_id: shelf.storeId,
      items: lines,
      delivery_type: 'DELIVERY',
      address_id: who.addressId,
      payment_method: 'COD',
      idempotency_key: `grocery-${Math.random().toString(36).slice(2)}`,
      ...extra,
    });

  test('50 concurrent orders for the last 10 units sell exactly 10', async () => {
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        place(crowd[index % 20] as (typeof crowd)[number], [
          { id: shelf.milk, quantity: 1, addons: [] },
        ]),
      ),
    );
    const ok = responses.filter((response) => response.statusCode === 200);
    const refused = responses.filter((response) => response.statusCode !== 200);
    expect(ok).toHaveLength(10);
    expect(new Set(refused.map((response) => response.json().error.code))).toEqual(
      new Set(['orders.out_of_stock']),
    );
    expect(refused.every((response) => response.statusCode === 409)).toBe(true);
    expect(await stockOf(shelf.milk)).toBe(0);
    const [sold] = await ctx.db
      .select({ units: sql<number>`coalesce(sum(${orderItems.quantity}), 0)::int` })
      .from(orderItems)
      .where(eq(orderItems.itemId, shelf.milk));
    expect(sold?.units).toBe(10);
    expect(ok.every((response) => response.json().data.kind === 'grocery')).toBe(true);
  });

  test('a cancelled grocery order puts its units back on the shelf; uncounted items stay uncounted', async () => {
    const asha = crowd[0] as (typeof crowd)[number];
    const before = await stockOf(shelf.paneer);
    const response = await place(asha, [
      { id: shelf.paneer, quantity: 3, addons: [] },
      { id: shelf.bread, quantity: 1, addons: [] },
    ]);
    expect(response.statusCode).toBe(200);
    expect(await stockOf(shelf.paneer)).toBe((before ?? 0) - 3);
    const cancelled = await postJson(ctx.app, '/public/api/cancel-order', {
      token: asha.token,
      order_id: response.json().data.unique_order_id,
    });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().data.status).toBe(6);
    expect(await stockOf(shelf.paneer)).toBe(before);
    expect(await stockOf(shelf.bread)).toBeNull();
  });

  test("an item's own maximum holds (422 orders.item_limit) and nothing is written", async () => {
    const asha = crowd[1] as (typeof crowd)[number];
    const [{ n: ordersBefore } = { n: 0 }] = await ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(orders);
    const response = await place(asha, [{ id: shelf.eggs, quantity: 3, addons: [] }]);
    expect(response.statusCode).toBe(422);
    expect(response.json().error.code).toBe('orders.item_limit');
    expect(await stockOf(shelf.eggs)).toBe(3);
    const [{ n: ordersAfter } = { n: 0 }] = await ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(orders);
    expect(ordersAfter).toBe(ordersBefore);
  });

  test('the store must sell in the kind of order: food at a grocer and grocery at a kitchen are refused', async () => {
    const asha = crowd[2] as (typeof crowd)[number];
    const foodAtGrocer = await place(asha, [{ id: shelf.bread, quantity: 1, addons: [] }], {
      kind: 'food',
    });
    expect(foodAtGrocer.statusCode).toBe(422);
    expect(foodAtGrocer.json().error.code).toBe('orders.kind_mismatch');
    const groceryAtKitchen = await place(asha, [{ id: menu.paneerRoll, quantity: 1, addons: [] }], {
      restaurant_id: menu.storeId,
    });
    expect(groceryAtKitchen.statusCode).toBe(422);
    expect(groceryAtKitchen.json().error.code).toBe('orders.kind_mismatch');
    const unknownKind = await place(asha, [{ id: shelf.bread, quantity: 1, addons: [] }], {
      kind: 'courier',
    });
    expect(unknownKind.statusCode).toBe(400);
  });

  test('a basket under the threshold pays the small-cart fee, untaxed, and the row adds up', async () => {
    const asha = crowd[3] as (typeof crowd)[number];
    const checkout = {
      token: asha.token,
      kind: 'grocery',
      restaurant_id: shelf.storeId,
      delivery_type: 'DELIVERY',
      address_id: asha.addressId,
    };
    const small = await postJson(ctx.app, '/public/api/get-checkout-quote', {
      ...checkout,
      items: [{ id: shelf.bread, quantity: 1, addons: [] }],
    });
    expect(small.statusCode).toBe(200);
    expect(small.json().data.bill).toMatchObject({
      subtotal: 4500,
      small_cart_fee: 1500,
      delivery_fee: 2000,
      total: 8000,
    });
    const big = await postJson(ctx.app, '/public/api/get-checkout-quote', {
      ...checkout,
      items: [{ id: shelf.bread, quantity: 3, addons: [] }],
    });
    expect(big.json().data.bill).toMatchObject({ subtotal: 13500, small_cart_fee: 0 });
    const placed = await place(asha, [{ id: shelf.bread, quantity: 1, addons: [] }], {
      expected_total: 8000,
    });
    expect(placed.statusCode).toBe(200);
    const [row] = await ctx.db
      .select()
      .from(orders)
      .where(eq(orders.uniqueOrderId, placed.json().data.unique_order_id));
    expect(row?.smallCartFeeMinor).toBe(1500);
    expect(row?.totalMinor).toBe(8000);
  });

  test('each line keeps what to do when it is short; a replacement must be an item of the store', async () => {
    const asha = crowd[4] as (typeof crowd)[number];
    const response = await place(asha, [
      { id: shelf.paneer, quantity: 1, addons: [] },
      { id: shelf.bread, quantity: 1, addons: [], substitution: 'remove' },
      {
        id: shelf.eggs,
        quantity: 1,
        addons: [],
        substitution: 'specific',
        substitute_id: shelf.paneer,
      },
    ]);
    expect(response.statusCode).toBe(200);
    const lines = response.json().data.items as Record<string, unknown>[];
    expect(lines.map((line) => line.substitution_preference)).toEqual([
      'similar',
      'remove',
      'specific',
    ]);
    const stored = await ctx.db
      .select({
        preference: orderItems.substitutionPreference,
        substitute: orderItems.substituteItemId,
      })
      .from(orderItems)
      .where(eq(orderItems.orderId, response.json().data.id))
      .orderBy(orderItems.id);
    expect(stored).toEqual([
      { preference: 'similar', substitute: null },
      { preference: 'remove', substitute: null },
      { preference: 'specific', substitute: shelf.paneer },
    ]);
    const elsewhere = await place(asha, [
      {
        id: shelf.bread,
        quantity: 1,
        addons: [],
        substitution: 'specific',
        substitute_id: menu.paneerRoll,
      },
    ]);
    expect(elsewhere.statusCode).toBe(422);
    expect(elsewhere.json().error.code).toBe('orders.substitute_invalid');
  });

  test('a food order keeps no substitution choice even when one is sent', async () => {
    const asha = crowd[5] as (typeof crowd)[number];
    const response = await postJson(ctx.app, '/public/api/place-order', {
      token: asha.token,
      restaurant_id: menu.storeId,
      items: [{ id: menu.paneerRoll, quantity: 1, addons: [], substitution: 'remove' }],
      delivery_type: 'DELIVERY',
      address_id: asha.addressId,
      payment_method: 'COD',
      idempotency_key: 'food-with-substitution',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.kind).toBe('food');
    expect(response.json().data.items[0].substitution_preference).toBeNull();
  });
});
