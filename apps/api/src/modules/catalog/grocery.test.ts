import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildTestApp, postJson } from '../../test/build-test-app';
import { orderItems, orders } from '../orders/orders.table';
import { FAR_AWAY, HERE, storeIdOf, tokenFor } from './catalog.fixture';
import { grocerySeed } from './grocery.fixture';
import { items } from './catalog.table';

type Ctx = Awaited<ReturnType<typeof buildTestApp>>;
type Json = Record<string, unknown>;

/** The grocery calls (issue 15) over a small shelf: two grocers near HERE, one far away. */
describe('grocery catalogue', () => {
  let ctx: Ctx;
  let freshBasket: number;
  beforeAll(async () => {
    ctx = await buildTestApp({ seed: grocerySeed });
    freshBasket = await storeIdOf(ctx.db, 'fresh-basket');
  });
  afterAll(() => ctx.close());

  const call = (name: string, body: unknown) => postJson(ctx.app, `/public/api/${name}`, body);

  test('categories come with their sub-categories, in the operator order', async () => {
    const response = await call('get-grocery-categories', {});
    expect(response.statusCode).toBe(200);
    const categories = response.json().data as {
      name: string;
      image: string;
      sub_categories: { name: string; parent_id: number }[];
    }[];
    expect(categories.map((category) => category.name)).toEqual([
      'Dairy & Eggs',
      'Fruits & Vegetables',
      'Snacks',
    ]);
    expect(categories[0]?.sub_categories.map((sub) => sub.name)).toEqual([
      'Milk',
      'Curd & Yogurt',
      'Butter & Cheese',
    ]);
    const dairy = categories[0] as unknown as { id: number };
    const subs = await call('get-grocery-sub-categories', { category_id: dairy.id });
    expect(subs.json().data.map((sub: Json) => sub.name)).toEqual([
      'Milk',
      'Curd & Yogurt',
      'Butter & Cheese',
    ]);
    expect(subs.json().data.every((sub: Json) => sub.parent_id === dairy.id)).toBe(true);
    const missing = await call('get-grocery-sub-categories', { category_id: 2 ** 31 - 1 });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.code).toBe('grocery.category_not_found');
  });

  test('grocery lists show grocers only, nearest first; food lists never show a grocer', async () => {
    const grocery = await call('get-grocery-stores', HERE);
    expect(grocery.statusCode).toBe(200);
    expect(grocery.json().data.map((store: Json) => store.slug)).toEqual([
      'corner-dairy',
      'fresh-basket',
    ]);
    expect(grocery.json().data.every((store: Json) => store.delivers_here === true)).toBe(true);
    const food = await call('get-delivery-restaurants', HERE);
    const foodSlugs = food.json().data.map((store: Json) => store.slug) as string[];
    expect(foodSlugs.length).toBeGreaterThan(0);
    expect(foodSlugs).not.toContain('fresh-basket');
    expect(foodSlugs).not.toContain('corner-dairy');
    const search = await call('search-restaurants', { ...HERE, q: 'Fresh Basket' });
    expect(search.json().data.restaurants.map((store: Json) => store.slug)).not.toContain(
      'fresh-basket',
    );
    const nowhere = await call('get-grocery-stores', FAR_AWAY);
    expect(nowhere.json().data).toEqual([]);
  });

  test('a category narrows the grocers to those stocking it', async () => {
    const categories = (await call('get-grocery-categories', {})).json().data as {
      id: number;
      name: string;
    }[];
    const fruits = categories.find((category) => category.name === 'Fruits & Vegetables');
    const snacks = categories.find((category) => category.name === 'Snacks');
    const withFruit = await call('get-grocery-stores', { ...HERE, category_id: fruits?.id });
    expect(withFruit.json().data.map((store: Json) => store.slug)).toEqual(['fresh-basket']);
    const withSnacks = await call('get-grocery-stores', { ...HERE, category_id: snacks?.id });
    expect(withSnacks.json().data).toEqual([]);
  });

  test('the modules home shows the grocery tile only where a grocer delivers', async () => {
    const here = await call('get-modules', HERE);
    expect(here.json().data.modules.map((tile: Json) => tile.url)).toContain('/grocery');
    const far = await call('get-modules', FAR_AWAY);
    const farUrls = far.json().data.modules.map((tile: Json) => tile.url);
    expect(farUrls).not.toContain('/grocery');
    expect(farUrls).toContain('/pickup-and-drop');
  });

  test('one grocer by slug; a food store or an unknown slug is 404', async () => {
    const store = await call('get-grocery-store', { slug: 'fresh-basket', ...HERE });
    expect(store.statusCode).toBe(200);
    expect(store.json().data).toMatchObject({ slug: 'fresh-basket', delivers_here: true });
    const food = await call('get-grocery-store', { slug: 'biryani-house' });
    expect(food.statusCode).toBe(404);
    expect(food.json().error.code).toBe('catalog.store_not_found');
    const unknown = await call('get-grocery-store', { slug: 'no-such-store' });
    expect(unknown.statusCode).toBe(404);
  });

  test('a shelf groups items by category and sub-category, with saving, pack, stock and maximum', async () => {
    const response = await call('get-grocery-items', { store_id: freshBasket });
    expect(response.statusCode).toBe(200);
    const { categories } = response.json().data as {
      categories: { name: string; sub_categories: { name: string; items: Json[] }[] }[];
    };
    // Only categories and sub-categories with items; an item the store has not filed still
    // sells, last, under "More items".
    expect(
      categories.map((category) => [category.name, category.sub_categories.map((sub) => sub.name)]),
    ).toEqual([
      ['Dairy & Eggs', ['Milk', 'Curd & Yogurt', 'Butter & Cheese']],
      ['Fruits & Vegetables', ['Fresh Fruits']],
      ['More items', ['More items']],
    ]);
    expect(categories[2]?.sub_categories[0]?.items.map((item) => item.name)).toEqual([
      'Unfiled Item',
    ]);
    const all = categories.flatMap((category) =>
      category.sub_categories.flatMap((sub) => sub.items),
    );
    const byName = (name: string) => all.find((item) => item.name === name);
    expect(byName('Toned Milk')).toMatchObject({
      brand: 'Nandi Farms',
      price: 2700,
      old_price: 3000,
      saving: 300,
      pack_label: '500 ml',
      stock_left: 40,
      max_per_order: 4,
      is_available: 1,
    });
    expect(byName('Greek Yogurt')).toMatchObject({ stock_left: 3, max_per_order: 3, saving: 0 });
    expect(byName('Salted Butter')).toMatchObject({ stock_left: 0, max_per_order: 0, saving: 0 });
    expect(byName('Bananas')).toMatchObject({ pack_label: '6 pcs', stock_left: null });
    expect(byName('Bananas')?.max_per_order).toBe(20);
    const sub = await call('get-grocery-sub-category-items', {
      store_id: freshBasket,
      sub_category_id: byName('Toned Milk')?.sub_category_id,
    });
    expect(sub.statusCode).toBe(200);
    expect(sub.json().data.sub_category.name).toBe('Milk');
    expect(sub.json().data.items.map((item: Json) => item.name)).toEqual(['Toned Milk']);
  });

  test('a food store has no shelf, and cart availability reports grocery stock', async () => {
    const kitchen = await storeIdOf(ctx.db, 'biryani-house');
    const food = await call('get-grocery-items', { store_id: kitchen });
    expect(food.statusCode).toBe(404);
    const shelf = await ctx.db.select().from(items).where(eq(items.storeId, freshBasket));
    const yogurt = shelf.find((item) => item.name === 'Greek Yogurt');
    const milk = shelf.find((item) => item.name === 'Toned Milk');
    const response = await call('check-cart-items-availability', {
      restaurant_id: freshBasket,
      items: [
        { id: yogurt?.id, quantity: 5, addons: [] },
        { id: milk?.id, quantity: 6, addons: [] },
      ],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.items).toEqual([
      expect.objectContaining({ problem: 'out_of_stock', stock_left: 3, available: false }),
      expect.objectContaining({ problem: 'over_limit', max_per_order: 4, available: false }),
    ]);
  });

  test("order again lists the caller's delivered grocery items only", async () => {
    const asha = await tokenFor(ctx.db, 'asha@test.dev');
    const ravi = await tokenFor(ctx.db, 'ravi@test.dev');
    const shelf = await ctx.db.select().from(items).where(eq(items.storeId, freshBasket));
    const milk = shelf.find((item) => item.name === 'Toned Milk');
    const bananas = shelf.find((item) => item.name === 'Bananas');
    const me = await call('get-grocery-order-again', { token: asha });
    expect(me.statusCode).toBe(200);
    expect(me.json().data).toEqual([]);
    const userId = Number(
      (await call('update-user-info', { token: asha })).json().data?.id ?? Number.NaN,
    );
    const order = async (status: number, itemId: number | undefined, at: string) => {
      const [row] = await ctx.db
        .insert(orders)
        .values({
          uniqueOrderId: `OD-T-${status}-${itemId}-${at}`,
          kind: 'grocery',
          userId,
          storeId: freshBasket,
          status,
          deliveryType: 'DELIVERY',
          subtotalMinor: 100,
          addonsMinor: 0,
          storeChargeMinor: 0,
          deliveryFeeMinor: 0,
          taxMinor: 0,
          couponDiscountMinor: 0,
          tipMinor: 0,
          totalMinor: 100,
          walletUsedMinor: 0,
          payableMinor: 100,
          paymentMethod: 'COD',
          paymentStatus: 'paid',
          createdAt: new Date(at),
        })
        .returning({ id: orders.id });
      await ctx.db.insert(orderItems).values({
        orderId: row?.id ?? -1,
        itemId: itemId ?? null,
        name: 'x',
        priceMinor: 100,
        quantity: 1,
        lineTotalMinor: 100,
      });
    };
    await order(5, milk?.id, '2026-11-01T10:00:00Z');
    await order(5, bananas?.id, '2026-11-10T10:00:00Z');
    await order(6, bananas?.id, '2026-11-12T10:00:00Z');
    await order(6, shelf.find((item) => item.name === 'Greek Yogurt')?.id, '2026-11-13T10:00:00Z');
    const again = await call('get-grocery-order-again', { token: asha });
    expect(again.json().data.map((item: Json) => item.name)).toEqual(['Bananas', 'Toned Milk']);
    expect(again.json().data[0].restaurant).toMatchObject({ slug: 'fresh-basket' });
    const other = await call('get-grocery-order-again', { token: ravi });
    expect(other.json().data).toEqual([]);
    const anonymous = await call('get-grocery-order-again', {});
    expect(anonymous.statusCode).toBe(401);
  });

  test('bad input is refused with a 4xx and a stable code', async () => {
    const cases: [string, unknown][] = [
      ['get-grocery-items', { store_id: 2 ** 31 }],
      ['get-grocery-items', { store_id: '1' }],
      ['get-grocery-items', { store_id: 1, extra: true }],
      ['get-grocery-sub-categories', { category_id: -1 }],
      ['get-grocery-store', { slug: 'fresh\u0000basket' }],
      ['get-grocery-store', { slug: 'x'.repeat(100_000) }],
      ['get-grocery-stores', { ...HERE, category_id: 2 ** 31 }],
      ['get-grocery-stores', { latitude: 'north', longitude: 77 }],
      ['get-grocery-sub-category-items', { store_id: freshBasket }],
    ];
    for (const [name, body] of cases) {
      const response = await call(name, body);
      expect(
        response.statusCode,
        `${name} ${JSON.stringify(body).slice(0, 60)}`,
      ).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
      expect(typeof response.json().error.code).toBe('string');
    }
    const unknownStore = await call('get-grocery-items', { store_id: 2 ** 31 - 1 });
    expect(unknownStore.statusCode).toBe(404);
    expect(unknownStore.json().error.code).toBe('catalog.store_not_found');
  });

  test('get-offers for grocery: offers of grocery stores delivering here; food keeps its own', async () => {
    const grocery = await call('get-offers', { ...HERE, module: 'grocery' });
    expect(grocery.statusCode).toBe(200);
    const { offers } = grocery.json().data as {
      offers: { title: string; restaurant: { slug: string } | null }[];
    };
    // Not the far grocer's (it does not deliver here), not the platform's or a restaurant's.
    expect(offers.map((offer) => [offer.title, offer.restaurant?.slug])).toEqual([
      ['Dairy days', 'fresh-basket'],
    ]);
    const food = (await call('get-offers', HERE)).json().data as { offers: { title: string }[] };
    expect(food.offers.map((offer) => offer.title)).not.toContain('Dairy days');
    expect(food.offers.length).toBeGreaterThan(0);
    const bad = await call('get-offers', { ...HERE, module: 'courier' });
    expect(bad.statusCode).toBe(400);
  });
});
