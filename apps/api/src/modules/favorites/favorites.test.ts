import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildTestApp, postJson } from '../../test/build-test-app';
import { catalogSeed, HERE, storeIdOf, tokenFor } from '../catalog/catalog.fixture';

type Ctx = Awaited<ReturnType<typeof buildTestApp>>;

describe('favourites', () => {
  let ctx: Ctx;
  let asha: string;
  let vikram: string;
  beforeAll(async () => {
    ctx = await buildTestApp({ seed: catalogSeed });
    asha = await tokenFor(ctx.db, 'asha@test.dev');
    vikram = await tokenFor(ctx.db, 'vikram@test.dev');
  });
  afterAll(() => ctx.close());

  const favoriteSlugs = async (token: string, extra: object = {}) => {
    const response = await postJson(ctx.app, '/public/api/get-favorite-stores', {
      token,
      ...extra,
    });
    expect(response.statusCode).toBe(200);
    return response.json().data.map((store: { slug: string }) => store.slug);
  };

  test('[R4.17] toggle-favorite adds the store, a second toggle removes it', async () => {
    const id = await storeIdOf(ctx.db, 'biryani-house');
    const added = await postJson(ctx.app, '/public/api/toggle-favorite', { token: asha, id });
    expect(added.statusCode).toBe(200);
    expect(added.json()).toEqual({ success: true, data: { id, is_favorited: 1 } });
    expect(await favoriteSlugs(asha)).toEqual(['biryani-house']);
    const removed = await postJson(ctx.app, '/public/api/toggle-favorite', { token: asha, id });
    expect(removed.json().data).toEqual({ id, is_favorited: 0 });
    expect(await favoriteSlugs(asha)).toEqual([]);
  });

  test('[R4.17] toggle-favorite is for logged-in customers only: no or a bad token is refused', async () => {
    const id = await storeIdOf(ctx.db, 'biryani-house');
    const bad = await postJson(ctx.app, '/public/api/toggle-favorite', { token: 'nope', id });
    expect(bad.statusCode).toBe(401);
    expect(bad.json().error.code).toBe('auth.unauthenticated');
    const none = await postJson(ctx.app, '/public/api/toggle-favorite', { id });
    expect(none.statusCode).toBe(401);
    expect(none.json().error.code).toBe('auth.unauthenticated');
    const basic = await ctx.app.inject({
      method: 'POST',
      url: '/public/api/toggle-favorite',
      headers: { 'content-type': 'application/json', authorization: `Basic ${asha}` },
      payload: JSON.stringify({ id }),
    });
    expect(basic.statusCode).toBe(401);
  });

  test('toggle-favorite of an unknown or unaccepted store is a 404 catalog.store_not_found', async () => {
    const pending = await storeIdOf(ctx.db, 'pending-kitchen');
    for (const id of [999_999, pending]) {
      const response = await postJson(ctx.app, '/public/api/toggle-favorite', { token: asha, id });
      expect(response.statusCode).toBe(404);
      expect(response.json().error.code).toBe('catalog.store_not_found');
    }
  });

  test('[R6.03] nobody reads or changes another customer’s favourites, whatever user_id says', async () => {
    const pizza = await storeIdOf(ctx.db, 'pizza-corner');
    const vikramUser = (
      (await ctx.db.execute(
        sql`select id from users where email = 'vikram@test.dev'`,
      )) as unknown as {
        rows: { id: number }[];
      }
    ).rows[0]?.id;
    // Asha names Vikram's user id: the token decides who she is, and naming someone else is refused.
    const response = await postJson(ctx.app, '/public/api/toggle-favorite', {
      token: asha,
      user_id: vikramUser,
      id: pizza,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('auth.user_mismatch');
    expect(await favoriteSlugs(vikram)).toEqual(['pizza-corner']);
    expect(await favoriteSlugs(asha)).toEqual([]);
    // With her own token and no user_id she changes only her own favorites.
    await postJson(ctx.app, '/public/api/toggle-favorite', { token: asha, id: pizza });
    expect(await favoriteSlugs(asha)).toEqual(['pizza-corner']);
    expect(await favoriteSlugs(vikram)).toEqual(['pizza-corner']);
    await postJson(ctx.app, '/public/api/toggle-favorite', { token: asha, id: pizza });
  });

  test('get-favorite-stores answers full stores, orderable first, then nearest first with a point', async () => {
    const token = await tokenFor(ctx.db, 'ravi@test.dev');
    for (const slug of ['closed-diner', 'biryani-house', 'far-dhaba']) {
      await postJson(ctx.app, '/public/api/toggle-favorite', {
        token,
        id: await storeIdOf(ctx.db, slug),
      });
    }
    const response = await postJson(ctx.app, '/public/api/get-favorite-stores', {
      token,
      ...HERE,
    });
    const stores = response.json().data;
    expect(stores.map((store: { slug: string }) => store.slug)).toEqual([
      'biryani-house',
      'closed-diner',
      'far-dhaba',
    ]);
    expect(stores[0]).toMatchObject({ is_favorited: 1, delivers_here: true });
    // A favorite out of reach is still a favorite; it says it does not deliver here.
    expect(stores[2]).toMatchObject({ is_favorited: 1, delivers_here: false });
    const withoutPoint = await postJson(ctx.app, '/public/api/get-favorite-stores', { token });
    expect(withoutPoint.json().data.map((store: { distance: null }) => store.distance)).toEqual([
      null,
      null,
      null,
    ]);
  });

  test('parallel toggles by one customer never fail and leave one consistent state', async () => {
    const id = await storeIdOf(ctx.db, 'zoned-in-dosa');
    const token = await tokenFor(ctx.db, 'ravi@test.dev');
    const responses = await Promise.all(
      Array.from({ length: 9 }, () =>
        postJson(ctx.app, '/public/api/toggle-favorite', { token, id }),
      ),
    );
    for (const response of responses) expect(response.statusCode).toBe(200);
    const rows = (
      (await ctx.db.execute(
        sql`select count(*)::int as count from favorites where store_id = ${id}`,
      )) as unknown as { rows: { count: number }[] }
    ).rows;
    const count = rows[0]?.count ?? -1;
    expect([0, 1]).toContain(count);
    const listed = (await favoriteSlugs(token)).includes('zoned-in-dosa');
    expect(listed).toBe(count === 1);
    // The next toggle flips that state.
    const next = await postJson(ctx.app, '/public/api/toggle-favorite', { token, id });
    expect(next.json().data.is_favorited).toBe(count === 1 ? 0 : 1);
  });
});
