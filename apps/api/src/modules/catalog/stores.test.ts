import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { buildTestApp, postJson } from '../../test/build-test-app';
import { catalogSeed, FAR_AWAY, HERE, storeIdOf, tokenFor } from './catalog.fixture';

type Ctx = Awaited<ReturnType<typeof buildTestApp>>;
type StoreJson = Record<string, unknown> & { slug: string; distance: number | null };

const slugs = (stores: StoreJson[]) => stores.map((store) => store.slug);

describe('store lists', () => {
  let ctx: Ctx;
  let asha: string;
  let vikram: string;
  beforeAll(async () => {
    ctx = await buildTestApp({ seed: catalogSeed });
    asha = await tokenFor(ctx.db, 'asha@test.dev');
    vikram = await tokenFor(ctx.db, 'vikram@test.dev');
  });
  afterAll(() => ctx.close());

  test('[R4.06] get-delivery-restaurants lists delivery stores (types 1 and 3) that deliver here, nearest first, inactive ones last', async () => {
    const response = await postJson(ctx.app, '/public/api/get-delivery-restaurants', HERE);
    expect(response.statusCode).toBe(200);
    const stores: StoreJson[] = response.json().data;
    // Not listed: the self-pickup-only bakery, the store not accepted, the store out of its
    // radius, the store whose zone does not contain the point.
    expect(slugs(stores)).toEqual([
      'biryani-house',
      'zoned-in-dosa',
      'pizza-corner',
      'closed-diner',
      'sleepy-cafe',
    ]);
    const distances = stores.slice(0, 4).map((store) => store.distance ?? 0);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(stores[0]?.distance).toBeCloseTo(1, 1);
    expect(stores.at(-1)).toMatchObject({ slug: 'sleepy-cafe', is_active: 0, delivers_here: true });
  });

  test('[R3.06] a listed store carries the SPEC §3 fields: 0/1 flags, avgRating as a string, money in minor units', async () => {
    const response = await postJson(ctx.app, '/public/api/get-delivery-restaurants', HERE);
    const stores: StoreJson[] = response.json().data;
    const biryani = stores.find((store) => store.slug === 'biryani-house');
    expect(biryani).toMatchObject({
      name: 'Hyderabad Biryani House',
      description: 'Dum biryani',
      avgRating: '4.5',
      ratings_count: 2,
      rating: expect.closeTo(4.1, 5),
      price_range: 50000,
      min_order: 10000,
      free_delivery_subtotal: 30000,
      is_active: 1,
      is_accepted: 1,
      is_pureveg: 0,
      is_appview: 1,
      is_favorited: 0,
      delivery_type: 1,
      delivery_time: 30,
      cuisines: ['Biryani'],
      delivers_here: true,
      is_open: true,
      opens_at_text: null,
      coupons: [],
    });
    // The stored HTML message is served sanitised: no script, no handler.
    expect(biryani?.custom_message).toBe('<p>Fresh today</p>');
    const pizza = stores.find((store) => store.slug === 'pizza-corner');
    expect(pizza).toMatchObject({ avgRating: '0', is_pureveg: 1, delivery_type: 3 });
  });

  test('[R4.06] get-selfpickup-restaurants lists self-pickup stores (types 2 and 3) within reach, nearest first', async () => {
    const response = await postJson(ctx.app, '/public/api/get-selfpickup-restaurants', HERE);
    expect(response.statusCode).toBe(200);
    expect(slugs(response.json().data)).toEqual([
      'pickup-bakery',
      'zoned-in-dosa',
      'pizza-corner',
      'closed-diner',
      'sleepy-cafe',
    ]);
  });

  test('a point no store delivers to gets an empty list (the no-area screen)', async () => {
    const response = await postJson(ctx.app, '/public/api/get-delivery-restaurants', FAR_AWAY);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual([]);
  });

  test('[R6.02] get-login-delivery-restaurants marks the caller’s favourites', async () => {
    const forVikram = await postJson(ctx.app, '/public/api/get-login-delivery-restaurants', {
      ...HERE,
      token: vikram,
    });
    expect(forVikram.statusCode).toBe(200);
    const favorited = forVikram
      .json()
      .data.filter((store: StoreJson) => store.is_favorited === 1)
      .map((store: StoreJson) => store.slug);
    expect(favorited).toEqual(['pizza-corner']);
    const forAsha = await postJson(ctx.app, '/public/api/get-login-delivery-restaurants', {
      ...HERE,
      token: asha,
    });
    expect(forAsha.json().data.every((store: StoreJson) => store.is_favorited === 0)).toBe(true);
  });

  test('[R6.03] the token may come as Authorization: Bearer instead of the body', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/public/api/get-login-delivery-restaurants',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${vikram}` },
      payload: JSON.stringify({ ...HERE, token: 'x' }),
    });
    // The body's token wins and it is invalid.
    expect(response.statusCode).toBe(401);
    const fromGuestList = await ctx.app.inject({
      method: 'POST',
      url: '/public/api/get-delivery-restaurants',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${vikram}` },
      payload: JSON.stringify(HERE),
    });
    const pizza = fromGuestList
      .json()
      .data.find((store: StoreJson) => store.slug === 'pizza-corner');
    expect(pizza.is_favorited).toBe(1);
  });

  test.each([
    ['no token', {}],
    ['an unknown token', { token: 'not-a-real-token' }],
  ])(
    '[R6.03] get-login-delivery-restaurants with %s is a 401 auth.unauthenticated',
    async (_label, extra) => {
      const response = await postJson(ctx.app, '/public/api/get-login-delivery-restaurants', {
        ...HERE,
        ...extra,
      });
      expect(response.statusCode).toBe(401);
      expect(response.json().error.code).toBe('auth.unauthenticated');
    },
  );

  test('[R6.03] a logged-in call may carry its token only in an Authorization header', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/public/api/get-login-delivery-restaurants',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${vikram}` },
      payload: JSON.stringify(HERE),
    });
    expect(response.statusCode).toBe(200);
    expect(
      response.json().data.find((store: StoreJson) => store.slug === 'pizza-corner').is_favorited,
    ).toBe(1);
  });

  test('get-filtered-restaurants keeps the stores of the given categories', async () => {
    const categories = (
      await postJson(ctx.app, '/public/api/get-all-restaurants-categories')
    ).json().data;
    const pizza = categories.find((category: { name: string }) => category.name === 'Pizza');
    const cafe = categories.find((category: { name: string }) => category.name === 'Cafe');
    const response = await postJson(ctx.app, '/public/api/get-filtered-restaurants', {
      ...HERE,
      category_ids: [pizza.id, cafe.id],
    });
    expect(response.statusCode).toBe(200);
    expect(slugs(response.json().data)).toEqual(['pizza-corner', 'sleepy-cafe']);
  });

  test('get-all-restaurants-categories lists the cuisines in their set order', async () => {
    const response = await postJson(ctx.app, '/public/api/get-all-restaurants-categories');
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual([
      { id: expect.any(Number), name: 'Biryani', image: '/images/cuisines/biryani.webp' },
      { id: expect.any(Number), name: 'Pizza', image: '/images/cuisines/pizza.webp' },
      { id: expect.any(Number), name: 'Cafe', image: '/images/cuisines/cafe.webp' },
    ]);
  });

  test.each([
    ['get-delivery-restaurants', { longitude: 77.6 }, 'latitude'],
    ['get-delivery-restaurants', { latitude: '12.9', longitude: 77.6 }, 'latitude'],
    ['get-selfpickup-restaurants', { latitude: 12.9, longitude: 200 }, 'longitude'],
    ['get-filtered-restaurants', { ...HERE, category_ids: [] }, 'category_ids'],
    ['get-filtered-restaurants', { ...HERE, category_ids: ['x'] }, 'category_ids.0'],
  ])('%s with bad input %j is a 400 naming %s', async (call, body, field) => {
    const response = await postJson(ctx.app, `/public/api/${call}`, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('request.invalid');
    expect(response.json().error.issues.map((issue: { path: string }) => issue.path)).toContain(
      field,
    );
  });
});

describe('opening hours on the list', () => {
  let ctx: Ctx;
  beforeAll(async () => {
    ctx = await buildTestApp({ seed: catalogSeed });
  });
  afterAll(() => ctx.close());
  afterEach(() => {
    vi.useRealTimers();
  });

  test('a closed store stays listed and says when it opens (platform time, UTC+5:30)', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // Monday 09:00 in Kolkata.
    vi.setSystemTime(new Date('2026-11-23T03:30:00Z'));
    const monday = await postJson(ctx.app, '/public/api/get-delivery-restaurants', HERE);
    const diner = monday.json().data.find((store: StoreJson) => store.slug === 'closed-diner');
    expect(diner).toMatchObject({ is_open: false, opens_at_text: 'Opens at 10:00' });
    // Sunday 12:00: opens tomorrow.
    vi.setSystemTime(new Date('2026-11-22T06:30:00Z'));
    const sunday = await postJson(ctx.app, '/public/api/get-delivery-restaurants', HERE);
    expect(
      sunday.json().data.find((store: StoreJson) => store.slug === 'closed-diner'),
    ).toMatchObject({ is_open: false, opens_at_text: 'Opens tomorrow at 10:00' });
    // Monday 10:30: open.
    vi.setSystemTime(new Date('2026-11-23T05:00:00Z'));
    const open = await postJson(ctx.app, '/public/api/get-delivery-restaurants', HERE);
    expect(
      open.json().data.find((store: StoreJson) => store.slug === 'closed-diner'),
    ).toMatchObject({ is_open: true, opens_at_text: null });
  });
});

describe('store info', () => {
  let ctx: Ctx;
  let vikram: string;
  let biryaniId: number;
  let pendingId: number;
  beforeAll(async () => {
    ctx = await buildTestApp({ seed: catalogSeed });
    vikram = await tokenFor(ctx.db, 'vikram@test.dev');
    biryaniId = await storeIdOf(ctx.db, 'biryani-house');
    pendingId = await storeIdOf(ctx.db, 'pending-kitchen');
  });
  afterAll(() => ctx.close());

  test('get-restaurant-info answers the store with distance, delivery check, hours and prep time', async () => {
    const response = await postJson(ctx.app, '/public/api/get-restaurant-info', {
      id: biryaniId,
      ...HERE,
    });
    expect(response.statusCode).toBe(200);
    const store = response.json().data;
    expect(store).toMatchObject({
      id: biryaniId,
      slug: 'biryani-house',
      delivers_here: true,
      prep_time: 15,
      avgRating: '4.5',
    });
    expect(store.distance).toBeCloseTo(1, 1);
    // No opening hours: open all day, every day.
    expect(store.opening_hours).toHaveLength(7);
    expect(store.opening_hours[0]).toEqual({ day: 1, ranges: [['00:00', '24:00']] });
  });

  test('get-restaurant-info without a position has no distance and does not claim delivery', async () => {
    const response = await postJson(ctx.app, '/public/api/get-restaurant-info', { id: biryaniId });
    expect(response.json().data).toMatchObject({ distance: null, delivers_here: false });
  });

  test.each([
    ['an unknown id', () => 999_999],
    ['a store not accepted', () => pendingId],
  ])(
    '[R7.02] get-restaurant-info for %s is a 400 catalog.store_unavailable (the client sets force_reload)',
    async (_label, id) => {
      const response = await postJson(ctx.app, '/public/api/get-restaurant-info', {
        id: id(),
        ...HERE,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe('catalog.store_unavailable');
    },
  );

  test('get-restaurant-info/:slug answers by slug; an unknown slug is a 404 catalog.store_not_found', async () => {
    const found = await postJson(ctx.app, '/public/api/get-restaurant-info/pizza-corner', HERE);
    expect(found.statusCode).toBe(200);
    expect(found.json().data).toMatchObject({ slug: 'pizza-corner', delivers_here: true });
    const missing = await postJson(ctx.app, '/public/api/get-restaurant-info/no-such-store', {});
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.code).toBe('catalog.store_not_found');
    const pending = await postJson(ctx.app, '/public/api/get-restaurant-info/pending-kitchen');
    expect(pending.statusCode).toBe(404);
  });

  test('get-restaurant-info-by-id/:id answers by id; unknown is 404, a non-numeric id a 400', async () => {
    const found = await postJson(ctx.app, `/public/api/get-restaurant-info-by-id/${biryaniId}`);
    expect(found.statusCode).toBe(200);
    expect(found.json().data.slug).toBe('biryani-house');
    const missing = await postJson(ctx.app, '/public/api/get-restaurant-info-by-id/999999');
    expect(missing.json().error.code).toBe('catalog.store_not_found');
    const bad = await postJson(ctx.app, '/public/api/get-restaurant-info-by-id/abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.issues[0].path).toBe('id');
  });

  test('[R6.02] get-restaurant-info-with-favourite/:id carries the caller’s is_favorited; no token is a 401', async () => {
    const pizzaId = await storeIdOf(ctx.db, 'pizza-corner');
    const response = await postJson(
      ctx.app,
      `/public/api/get-restaurant-info-with-favourite/${pizzaId}`,
      { token: vikram, ...HERE },
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ slug: 'pizza-corner', is_favorited: 1 });
    const expired = await postJson(
      ctx.app,
      `/public/api/get-restaurant-info-with-favourite/${pizzaId}`,
      { token: 'forged' },
    );
    expect(expired.statusCode).toBe(401);
    expect(expired.json().error.code).toBe('auth.unauthenticated');
  });

  test('get-restaurant-info-and-operational-status says whether an order can be placed here now', async () => {
    const response = await postJson(
      ctx.app,
      '/public/api/get-restaurant-info-and-operational-status',
      { id: biryaniId, ...HERE },
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      slug: 'biryani-house',
      operational: {
        is_operational: true,
        delivers_here: true,
        is_open: true,
        reason: null,
      },
    });
    const far = await postJson(ctx.app, '/public/api/get-restaurant-info-and-operational-status', {
      id: biryaniId,
      ...FAR_AWAY,
    });
    expect(far.json().data.operational).toMatchObject({
      is_operational: false,
      reason: 'out_of_area',
    });
  });

  test('check-restaurant-operation-service names why a store cannot take the order', async () => {
    const check = async (slug: string, point = HERE) =>
      postJson(ctx.app, '/public/api/check-restaurant-operation-service', {
        restaurant_id: await storeIdOf(ctx.db, slug),
        ...point,
      });
    expect((await check('biryani-house')).json().data).toEqual({
      is_operational: true,
      delivers_here: true,
      is_open: true,
      opens_at_text: null,
      reason: null,
    });
    expect((await check('sleepy-cafe')).json().data.reason).toBe('inactive');
    expect((await check('zoned-out-grill')).json().data.reason).toBe('out_of_area');
    expect((await check('far-dhaba')).json().data.reason).toBe('out_of_area');
    const closed = (await check('closed-diner')).json().data;
    expect(closed.is_operational).toBe(closed.is_open);
    const unknown = await postJson(ctx.app, '/public/api/check-restaurant-operation-service', {
      restaurant_id: 999_999,
      ...HERE,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe('catalog.store_not_found');
    const bad = await postJson(ctx.app, '/public/api/check-restaurant-operation-service', HERE);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.issues[0].path).toBe('restaurant_id');
  });
});

describe('cuisine names on the store rows', () => {
  test('follow cuisine links added and removed, and cuisines renamed, reordered or switched off', async () => {
    const ctx = await buildTestApp({
      seed: {
        storeCategories: [{ name: 'Biryani' }, { name: 'Kebab' }, { name: 'Pizza' }],
        stores: [{ slug: 'grill', name: 'Grill', ...HERE, cuisines: ['Kebab', 'Biryani'] }],
      },
    });
    try {
      const cuisines = async () =>
        (await postJson(ctx.app, '/public/api/get-delivery-restaurants', HERE)).json().data[0]
          .cuisines;
      expect(await cuisines()).toEqual(['Biryani', 'Kebab']);
      await ctx.db.execute(sql`insert into store_category_links (store_id, category_id)
        select stores.id, store_categories.id from stores, store_categories
        where store_categories.name = 'Pizza'`);
      expect(await cuisines()).toEqual(['Biryani', 'Kebab', 'Pizza']);
      await ctx.db.execute(sql`update store_categories set name = 'Tandoor', sort_order = 9
        where name = 'Kebab'`);
      expect(await cuisines()).toEqual(['Biryani', 'Pizza', 'Tandoor']);
      await ctx.db.execute(sql`update store_categories set is_active = false where name = 'Pizza'`);
      await ctx.db.execute(sql`delete from store_category_links where category_id =
        (select id from store_categories where name = 'Biryani')`);
      expect(await cuisines()).toEqual(['Tandoor']);
      await ctx.db.execute(sql`delete from store_categories where name = 'Tandoor'`);
      expect(await cuisines()).toEqual([]);
    } finally {
      await ctx.close();
    }
  });
});
