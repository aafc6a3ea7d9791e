import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildTestApp, postJson } from '../../test/build-test-app';
import { catalogSeed, HERE, storeIdOf, tokenFor } from './catalog.fixture';
import { stores } from './catalog.table';

describe('search answers repeated queries from memory, typos still tolerated', () => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    // As in production: lists and searches kept for the catalogue TTL.
    ctx = await buildTestApp({ seed: catalogSeed, config: { CATALOG_CACHE_TTL_MS: 30_000 } });
  });
  afterAll(() => ctx.close());

  const searchFor = (q: string, token?: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/public/api/search-restaurants',
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      payload: JSON.stringify({ q, ...HERE }),
    });
  const slugs = (response: Awaited<ReturnType<typeof searchFor>>) =>
    response.json().data.restaurants.map((store: { slug: string }) => store.slug);

  test('[H8.14] typos find the store: "piza", "biriyani", "PIZA corner"', async () => {
    expect(slugs(await searchFor('piza'))).toContain('pizza-corner');
    expect(slugs(await searchFor('biriyani'))[0]).toBe('biryani-house');
    expect(slugs(await searchFor('PIZA corner'))[0]).toBe('pizza-corner');
  });

  test('[H8.14] the same words near the same place are answered from memory, favourites stay each caller’s own', async () => {
    const first = await searchFor('biryani house');
    expect(slugs(first)[0]).toBe('biryani-house');
    // Renamed in the database: the cached answer is still served within the TTL (no query ran).
    const id = await storeIdOf(ctx.db, 'biryani-house');
    await ctx.db.update(stores).set({ name: 'Renamed Place' }).where(eq(stores.id, id));
    const again = await searchFor('  Biryani House ');
    expect(again.json().data.restaurants[0]).toMatchObject({
      slug: 'biryani-house',
      name: 'Hyderabad Biryani House',
    });
    // A favorite is read per caller, never from the shared answer.
    const token = await tokenFor(ctx.db, 'asha@test.dev');
    await postJson(ctx.app, '/public/api/toggle-favorite', { token, id });
    const mine = await searchFor('biryani house', token);
    expect(mine.json().data.restaurants[0]).toMatchObject({
      slug: 'biryani-house',
      is_favorited: 1,
    });
    const stranger = await searchFor('biryani house');
    expect(stranger.json().data.restaurants[0]).toMatchObject({ is_favorited: 0 });
  });
});
