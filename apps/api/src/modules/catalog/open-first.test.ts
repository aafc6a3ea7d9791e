import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildTestApp, postJson } from '../../test/build-test-app';
import type { StoreSeed } from '../../seed/seed-catalog';

const HERE = { latitude: 12.9352, longitude: 77.6245 };
/** Closed every day of the week: what the nearest stores look like at 05:30. */
const NEVER_OPEN = { '1': [], '2': [], '3': [], '4': [], '5': [], '6': [], '7': [] };

/** Five stores north of HERE, nearest first: closed, open, off, closed, open. */
const layout: [string, Partial<StoreSeed>][] = [
  ['dawn-closed-near', { openingHours: NEVER_OPEN }],
  ['dawn-open-second', {}],
  ['dawn-switched-off', { isActive: false }],
  ['dawn-closed-far', { openingHours: NEVER_OPEN }],
  ['dawn-open-far', {}],
];
const stores: StoreSeed[] = layout.map(([slug, extra], index) => ({
  slug,
  name: `Dawn Bakery ${index + 1}`,
  latitude: HERE.latitude + ((index + 1) * 0.3) / 111.2,
  longitude: HERE.longitude,
  deliveryRadiusKm: 8,
  deliveryType: 3,
  cuisines: ['Bakery'],
  freeDeliverySubtotalMinor: 19_900,
  ...extra,
}));
const EXPECTED = [
  'dawn-open-second',
  'dawn-open-far',
  'dawn-closed-near',
  'dawn-closed-far',
  'dawn-switched-off',
];

const slugsOf = (list: { slug: string }[]) => list.map((store) => store.slug);

describe('open stores first in every list', () => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  let categoryId: number;
  beforeAll(async () => {
    ctx = await buildTestApp({
      seed: { storeCategories: [{ name: 'Bakery' }], stores },
    });
    const categories = (
      await postJson(ctx.app, '/public/api/get-all-restaurants-categories')
    ).json() as { data: { id: number; name: string }[] };
    categoryId = categories.data.find((category) => category.name === 'Bakery')!.id;
  });
  afterAll(() => ctx.close());

  test('[H8.12] home list: the nearest store is closed, yet the open ones come first, then closed, then switched off', async () => {
    const body = (await postJson(ctx.app, '/public/api/get-delivery-restaurants', HERE)).json();
    expect(slugsOf(body.data)).toEqual(EXPECTED);
    expect(body.data[0].is_open).toBe(true);
    expect(body.data[2].is_open).toBe(false);
  });

  test('[H8.12] pages follow the same order: none twice, none missing', async () => {
    const seen: string[] = [];
    for (let page = 1; page <= 3; page += 1) {
      const body = (
        await postJson(ctx.app, '/public/api/get-delivery-restaurants', {
          ...HERE,
          page,
          per_page: 2,
        })
      ).json();
      seen.push(...slugsOf(body.data));
    }
    expect(seen).toEqual(EXPECTED);
  });

  test('[H8.12] self-pickup, category, offers and search lists put open stores first too', async () => {
    const pickup = (await postJson(ctx.app, '/public/api/get-selfpickup-restaurants', HERE)).json();
    expect(slugsOf(pickup.data)).toEqual(EXPECTED);
    const category = (
      await postJson(ctx.app, '/public/api/get-filtered-restaurants', {
        ...HERE,
        category_ids: [categoryId],
      })
    ).json();
    expect(slugsOf(category.data)).toEqual(EXPECTED);
    const offers = (await postJson(ctx.app, '/public/api/get-offers', HERE)).json();
    expect(slugsOf(offers.data.restaurants)).toEqual(EXPECTED);
    const search = (
      await postJson(ctx.app, '/public/api/search-restaurants', { ...HERE, q: 'dawn bakery' })
    ).json();
    const found = slugsOf(search.data.restaurants);
    expect(found.slice(0, 2).sort()).toEqual(['dawn-open-far', 'dawn-open-second']);
    expect(found.at(-1)).toBe('dawn-switched-off');
  });
});
