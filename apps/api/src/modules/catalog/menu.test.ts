import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildTestApp, postJson } from '../../test/build-test-app';
import { catalogSeed, FAR_AWAY, HERE, storeIdOf } from './catalog.fixture';

type Ctx = Awaited<ReturnType<typeof buildTestApp>>;
interface ItemJson {
  id: number;
  name: string;
  is_available: number;
  addon_groups: { name: string; min: number; max: number; addons: { name: string }[] }[];
}
interface CategoryJson {
  id: number;
  name: string;
  items: ItemJson[];
}

describe('menus and items', () => {
  let ctx: Ctx;
  let biryaniId: number;
  let pizzaId: number;
  beforeAll(async () => {
    ctx = await buildTestApp({ seed: catalogSeed });
    biryaniId = await storeIdOf(ctx.db, 'biryani-house');
    pizzaId = await storeIdOf(ctx.db, 'pizza-corner');
  });
  afterAll(() => ctx.close());

  test('get-restaurant-items answers the sections in order with their items and add-on groups, unavailable items flagged', async () => {
    const response = await postJson(ctx.app, `/public/api/get-restaurant-items/${biryaniId}`, {});
    expect(response.statusCode).toBe(200);
    const { categories, recommended } = response.json().data as {
      categories: CategoryJson[];
      recommended: ItemJson[];
    };
    // Empty sections are left out of the full menu.
    expect(categories.map((category) => category.name)).toEqual(['Biryani', 'Starters']);
    const [biryani] = categories;
    expect(biryani?.items.map((item) => [item.name, item.is_available])).toEqual([
      ['Chicken Dum Biryani', 1],
      ['Veg Biryani', 0],
    ]);
    expect(biryani?.items[0]).toMatchObject({
      restaurant_id: biryaniId,
      item_category_id: biryani?.id,
      price: 24900,
      old_price: 29900,
      is_veg: 0,
      is_recommended: 1,
      is_popular: 0,
      addon_groups: [
        {
          name: 'Portion',
          min: 1,
          max: 1,
          addons: [
            { id: expect.any(Number), name: 'Regular', price: 0 },
            { id: expect.any(Number), name: 'Large', price: 8000 },
          ],
        },
        { name: 'Extras', min: 0, max: 2, addons: [{ name: 'Raita', price: 3000 }] },
      ],
    });
    expect(biryani?.items[1]?.addon_groups).toEqual([]);
    expect(recommended.map((item) => item.name)).toEqual(['Chicken Dum Biryani', 'Chicken 65']);
  });

  test('get-restaurant-items with a categoryId answers that section only', async () => {
    const full = await postJson(ctx.app, `/public/api/get-restaurant-items/${biryaniId}`);
    const starters = full
      .json()
      .data.categories.find((category: CategoryJson) => category.name === 'Starters');
    const response = await postJson(ctx.app, `/public/api/get-restaurant-items/${biryaniId}`, {
      categoryId: starters.id,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.categories.map((category: CategoryJson) => category.name)).toEqual([
      'Starters',
    ]);
  });

  test('get-restaurant-items of an unknown store is a 404; a section of another store is a 404 catalog.category_not_found', async () => {
    const unknown = await postJson(ctx.app, '/public/api/get-restaurant-items/999999');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe('catalog.store_not_found');
    const pizzaMenu = await postJson(ctx.app, `/public/api/get-restaurant-items/${pizzaId}`);
    const pizzaSection = pizzaMenu.json().data.categories[0].id;
    const response = await postJson(ctx.app, `/public/api/get-restaurant-items/${biryaniId}`, {
      categoryId: pizzaSection,
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('catalog.category_not_found');
  });

  test('get-restaurant-items of a store not accepted is a 404', async () => {
    const pendingId = await storeIdOf(ctx.db, 'pending-kitchen');
    const response = await postJson(ctx.app, `/public/api/get-restaurant-items/${pendingId}`);
    expect(response.statusCode).toBe(404);
  });

  test('get-category-items answers one section of a store by slug, empty sections included', async () => {
    const full = await postJson(ctx.app, `/public/api/get-restaurant-items/${biryaniId}`);
    const starters = full
      .json()
      .data.categories.find((category: CategoryJson) => category.name === 'Starters');
    const response = await postJson(ctx.app, '/public/api/get-category-items', {
      slug: 'biryani-house',
      categoryId: starters.id,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      id: starters.id,
      name: 'Starters',
      items: [{ name: 'Paneer Tikka', is_popular: 1 }, { name: 'Chicken 65' }],
    });
    const wrongStore = await postJson(ctx.app, '/public/api/get-category-items', {
      slug: 'pizza-corner',
      categoryId: starters.id,
    });
    expect(wrongStore.json().error.code).toBe('catalog.category_not_found');
    const noStore = await postJson(ctx.app, '/public/api/get-category-items', {
      slug: 'nope',
      categoryId: starters.id,
    });
    expect(noStore.json().error.code).toBe('catalog.store_not_found');
  });

  test('get-single-item answers the item with its add-ons and its store', async () => {
    const full = await postJson(ctx.app, `/public/api/get-restaurant-items/${biryaniId}`);
    const item = full.json().data.categories[0].items[0];
    const response = await postJson(ctx.app, '/public/api/get-single-item', { id: item.id });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      ...item,
      restaurant: {
        id: biryaniId,
        slug: 'biryani-house',
        name: 'Hyderabad Biryani House',
        image: '',
        is_active: 1,
      },
    });
    const missing = await postJson(ctx.app, '/public/api/get-single-item', { id: 999_999 });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.code).toBe('catalog.item_not_found');
  });

  test.each([
    ['get-single-item', { id: 0 }, 'id'],
    ['get-single-item', {}, 'id'],
    ['get-category-items', { slug: 'biryani-house' }, 'categoryId'],
    ['get-category-items', { categoryId: 1 }, 'slug'],
    ['get-restaurant-items/1', { categoryId: -3 }, 'categoryId'],
  ])('%s with %j is a 400 naming %s', async (call, body, field) => {
    const response = await postJson(ctx.app, `/public/api/${call}`, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('request.invalid');
    expect(response.json().error.issues[0].path).toBe(field);
  });
});

describe('search', () => {
  let ctx: Ctx;
  beforeAll(async () => {
    ctx = await buildTestApp({ seed: catalogSeed });
  });
  afterAll(() => ctx.close());

  const searchFor = (q: string, point = HERE) =>
    postJson(ctx.app, '/public/api/search-restaurants', { q, ...point });

  test('search-restaurants finds a store despite a typo and ranks it first', async () => {
    const response = await searchFor('biriyani hose');
    expect(response.statusCode).toBe(200);
    expect(response.json().data.restaurants[0]).toMatchObject({
      slug: 'biryani-house',
      delivers_here: true,
    });
  });

  test('search-restaurants matches part of a name case-insensitively, and items by name with their store', async () => {
    const response = await searchFor('PIZZA');
    const { restaurants, items } = response.json().data;
    expect(restaurants[0].slug).toBe('pizza-corner');
    const tikka = (await searchFor('paneer tika')).json().data.items;
    expect(tikka[0]).toMatchObject({
      name: 'Paneer Tikka',
      restaurant: { slug: 'biryani-house', is_active: 1 },
      addon_groups: [],
    });
    expect(items).toEqual([]);
  });

  test('search-restaurants finds stores by cuisine', async () => {
    const response = await searchFor('cafe');
    expect(response.json().data.restaurants.map((store: { slug: string }) => store.slug)).toContain(
      'sleepy-cafe',
    );
  });

  test('search-restaurants leaves out stores and items that do not deliver to the point', async () => {
    const response = await searchFor('dhaba');
    expect(response.json().data.restaurants).toEqual([]);
    const far = await searchFor('biryani', FAR_AWAY);
    expect(far.json().data).toEqual({ restaurants: [], items: [] });
    const pending = await searchFor('pending kitchen');
    expect(pending.json().data.restaurants).toEqual([]);
  });

  test('search-restaurants treats LIKE wildcards as plain text', async () => {
    for (const q of ['%', '_', '\\']) {
      const response = await searchFor(q);
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toEqual({ restaurants: [], items: [] });
    }
  });

  test.each([
    ['an empty query', { q: '  ', ...HERE }, 'q'],
    ['no position', { q: 'pizza' }, 'latitude'],
    ['a query over 100 characters', { q: 'x'.repeat(101), ...HERE }, 'q'],
  ])('search-restaurants with %s is a 400 naming the field', async (_label, body, field) => {
    const response = await postJson(ctx.app, '/public/api/search-restaurants', body);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.issues[0].path).toBe(field);
  });
});
