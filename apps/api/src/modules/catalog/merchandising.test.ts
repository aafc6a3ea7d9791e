import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildTestApp, postJson } from '../../test/build-test-app';
import { catalogSeed, FAR_AWAY, HERE, tokenFor } from './catalog.fixture';

type Ctx = Awaited<ReturnType<typeof buildTestApp>>;
interface SliderJson {
  promo_slider: { name: string };
  slides: { url: string | null; data: { name: string; model: string; restaurant: unknown } }[];
}

const slideNames = (sliders: SliderJson[]) =>
  sliders.flatMap((slider) => slider.slides.map((slide) => slide.data.name));

describe('modules, sliders and category slides', () => {
  let ctx: Ctx;
  beforeAll(async () => {
    ctx = await buildTestApp({ seed: catalogSeed });
  });
  afterAll(() => ctx.close());

  test('[R5.03] promo sliders show only slides of accepted stores that deliver here; plain slides (model 3) always', async () => {
    const response = await postJson(ctx.app, '/public/api/promo-slider', HERE);
    expect(response.statusCode).toBe(200);
    const groups = response.json().data;
    expect(Object.keys(groups).sort()).toEqual(
      ['getItSlides', 'mainSlides', 'newArrivals', 'otherSlides', 'topPickupSlides'].sort(),
    );
    // The pending (not accepted) store and the far store are left out.
    expect(slideNames(groups.mainSlides)).toEqual(['Biryani week', 'Plain banner']);
    const [biryani, plain] = groups.mainSlides[0].slides;
    expect(biryani.data.restaurant).toEqual({
      id: expect.any(Number),
      slug: 'biryani-house',
      name: 'Hyderabad Biryani House',
    });
    expect(plain).toEqual({
      url: '/offers',
      data: {
        id: expect.any(Number),
        image: '/s/4.webp',
        name: 'Plain banner',
        model: '3',
        restaurant: null,
      },
    });
    expect(slideNames(groups.newArrivals)).toEqual(['Pizza']);
    // A slider left with no slide is not sent at all.
    expect(groups.otherSlides).toEqual([]);
    expect(groups.getItSlides).toEqual([]);
  });

  test('[R5.03] far from every store only the plain slides remain', async () => {
    const response = await postJson(ctx.app, '/public/api/promo-slider', FAR_AWAY);
    const groups = response.json().data;
    expect(slideNames(groups.mainSlides)).toEqual(['Plain banner']);
    expect(groups.newArrivals).toEqual([]);
  });

  test('[R2.04] get-modules answers the module tiles and the main sliders for the point', async () => {
    const response = await postJson(ctx.app, '/public/api/get-modules', HERE);
    expect(response.statusCode).toBe(200);
    const { modules, feature_sliders } = response.json().data;
    expect(modules).toEqual([
      {
        id: expect.any(Number),
        url: '/',
        title: 'Food',
        content: 'Restaurants near you',
        image: '',
        offers: 'Up to 50% off',
      },
      {
        id: expect.any(Number),
        url: '/pickup-and-drop',
        title: 'Pickup & drop',
        content: '',
        image: '',
        offers: '',
      },
    ]);
    expect(feature_sliders.map((slider: SliderJson) => slider.promo_slider.name)).toEqual(['Main']);
  });

  test('get-restaurant-category-slides lists the slides with the cuisine ids they open', async () => {
    const categories = (
      await postJson(ctx.app, '/public/api/get-all-restaurants-categories')
    ).json().data as { id: number; name: string }[];
    const idOf = (name: string) => categories.find((category) => category.name === name)?.id;
    const response = await postJson(ctx.app, '/public/api/get-restaurant-category-slides', HERE);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual([
      {
        id: expect.any(Number),
        name: 'Biryani',
        image: '/c/1.webp',
        link: '',
        categories_ids: [idOf('Biryani')],
      },
      {
        id: expect.any(Number),
        name: 'Pizza and cafe',
        image: '/c/2.webp',
        link: '',
        categories_ids: [idOf('Pizza'), idOf('Cafe')],
      },
    ]);
    const noBody = await ctx.app.inject({
      method: 'POST',
      url: '/public/api/get-restaurant-category-slides',
    });
    expect(noBody.statusCode).toBe(200);
  });

  test.each([
    ['get-modules', {}, 'latitude'],
    ['promo-slider', { latitude: 12.9 }, 'longitude'],
  ])('%s without a full position is a 400 naming %s', async (call, body, field) => {
    const response = await postJson(ctx.app, `/public/api/${call}`, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.issues[0].path).toBe(field);
  });
});

describe('offers and pages', () => {
  let ctx: Ctx;
  let asha: string;
  beforeAll(async () => {
    ctx = await buildTestApp({ seed: catalogSeed });
    asha = await tokenFor(ctx.db, 'asha@test.dev');
  });
  afterAll(() => ctx.close());

  const titles = (offers: { title: string }[]) => offers.map((offer) => offer.title);

  test('get-offers answers offers for everyone near the point and the stores with an offer', async () => {
    const response = await postJson(ctx.app, '/public/api/get-offers', HERE);
    expect(response.statusCode).toBe(200);
    const { offers, restaurants } = response.json().data;
    // Not the members-only offer, not the far store's, not the pending store's.
    expect(titles(offers)).toEqual(['Welcome offer', 'Biryani deal']);
    expect(offers[1]).toMatchObject({
      coupon_code: 'BIRYANI50',
      restaurant: { slug: 'biryani-house', is_active: 1 },
    });
    expect(offers[0].restaurant).toBeNull();
    // Free delivery above a subtotal, a featured name, or an offer of its own.
    expect(restaurants.map((store: { slug: string }) => store.slug)).toEqual([
      'biryani-house',
      'pizza-corner',
    ]);
  });

  test('[R6.02] get-user-offers adds the offers for registered customers', async () => {
    const response = await postJson(ctx.app, '/public/api/get-user-offers', {
      ...HERE,
      token: asha,
    });
    expect(response.statusCode).toBe(200);
    expect(titles(response.json().data.offers)).toEqual([
      'Welcome offer',
      'Biryani deal',
      'Members only',
    ]);
    const guest = await postJson(ctx.app, '/public/api/get-user-offers', {
      ...HERE,
      token: 'bogus',
    });
    expect(guest.statusCode).toBe(401);
    expect(guest.json().error.code).toBe('auth.unauthenticated');
  });

  test('get-pages lists the pages; get-single-page answers the sanitised body', async () => {
    const list = await postJson(ctx.app, '/public/api/get-pages');
    expect(list.json().data).toEqual([
      { id: expect.any(Number), slug: 'about', name: 'About us' },
      { id: expect.any(Number), slug: 'terms', name: 'Terms' },
    ]);
    const page = await postJson(ctx.app, '/public/api/get-single-page', { slug: 'about' });
    expect(page.statusCode).toBe(200);
    expect(page.json().data).toMatchObject({ slug: 'about', name: 'About us' });
    expect(page.json().data.body).toBe('<h1>About</h1>');
  });

  test('a page body written around the sanitiser is still served without script', async () => {
    await ctx.db.execute(
      sql`update pages set body = '<p>Hi</p><img src=x onerror="alert(1)"><script>steal()</script>' where slug = 'terms'`,
    );
    const page = await postJson(ctx.app, '/public/api/get-single-page', { slug: 'terms' });
    expect(page.json().data.body).not.toMatch(/script|onerror|steal/);
    expect(page.json().data.body).toContain('<p>Hi</p>');
  });

  test('get-single-page with an unknown slug is a 404 catalog.page_not_found; no slug is a 400', async () => {
    const missing = await postJson(ctx.app, '/public/api/get-single-page', { slug: 'nope' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.code).toBe('catalog.page_not_found');
    const bad = await postJson(ctx.app, '/public/api/get-single-page', {});
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.issues[0].path).toBe('slug');
  });
});

describe('the catalogue calls in the API document', () => {
  test('[R7.01] every catalogue call of SPEC §7 is a POST under /public/api/ in the OpenAPI document', async () => {
    const ctx = await buildTestApp();
    try {
      const document = (
        await ctx.app.inject({ method: 'GET', url: '/public/api/docs/json' })
      ).json();
      const calls = [
        'login',
        'get-modules',
        'get-delivery-restaurants',
        'get-login-delivery-restaurants',
        'get-selfpickup-restaurants',
        'get-filtered-restaurants',
        'get-all-restaurants-categories',
        'promo-slider',
        'get-restaurant-category-slides',
        'get-restaurant-info',
        'get-restaurant-info/{slug}',
        'get-restaurant-info-by-id/{id}',
        'get-restaurant-info-with-favourite/{id}',
        'get-restaurant-info-and-operational-status',
        'get-restaurant-items/{id}',
        'get-category-items',
        'get-single-item',
        'search-restaurants',
        'get-offers',
        'get-user-offers',
        'get-pages',
        'get-single-page',
        'get-store-reviews',
        'toggle-favorite',
        'get-favorite-stores',
        'check-restaurant-operation-service',
      ];
      for (const call of calls) {
        expect(document.paths[`/public/api/${call}`]?.post, call).toBeDefined();
      }
    } finally {
      await ctx.close();
    }
  });
});
