import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { sql } from 'drizzle-orm';
import { storeListResponseSchema } from '@app/shared/catalog/catalog.schemas';
import { buildTestApp, postJson } from '../../test/build-test-app';
import type { StoreSeed } from '../../seed/seed-catalog';
import { stores as storesTable } from './catalog.table';

const HERE = { latitude: 12.9352, longitude: 77.6245 };

/** 25 stores in a line north of HERE, 0.2 km apart, every one delivering to HERE. */
const lineOfStores: StoreSeed[] = Array.from({ length: 25 }, (_, index) => ({
  slug: `line-${index + 1}`,
  name: `Line Kitchen ${index + 1}`,
  latitude: HERE.latitude + ((index + 1) * 0.2) / 111.2,
  longitude: HERE.longitude,
  deliveryRadiusKm: 8,
  deliveryType: 3,
  isActive: index !== 2,
}));

const slugs = (body: { data: { slug: string }[] }) => body.data.map((store) => store.slug);

describe('store list paging', () => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    ctx = await buildTestApp({ seed: { stores: lineOfStores } });
  });
  afterAll(() => ctx.close());

  test('without a page the whole list comes at once, active first, and has_more is false', async () => {
    const response = await postJson(ctx.app, '/public/api/get-delivery-restaurants', HERE);
    const body = storeListResponseSchema.parse(response.json());
    expect(body.data).toHaveLength(25);
    expect(body.total).toBe(25);
    expect(body.has_more).toBe(false);
    expect(body.data.at(-1)?.slug).toBe('line-3');
  });

  test('pages of per_page stores follow the same order, and has_more turns false on the last', async () => {
    const all = slugs(
      (await postJson(ctx.app, '/public/api/get-delivery-restaurants', HERE)).json(),
    );
    const first = (
      await postJson(ctx.app, '/public/api/get-delivery-restaurants', {
        ...HERE,
        page: 1,
        per_page: 10,
      })
    ).json();
    const second = (
      await postJson(ctx.app, '/public/api/get-delivery-restaurants', {
        ...HERE,
        page: 2,
        per_page: 10,
      })
    ).json();
    const third = (
      await postJson(ctx.app, '/public/api/get-delivery-restaurants', {
        ...HERE,
        page: 3,
        per_page: 10,
      })
    ).json();
    expect([...slugs(first), ...slugs(second), ...slugs(third)]).toEqual(all);
    expect([first.has_more, second.has_more, third.has_more]).toEqual([true, true, false]);
    expect(first.total).toBe(25);
  });

  test('the default page size is 20', async () => {
    const body = (
      await postJson(ctx.app, '/public/api/get-delivery-restaurants', { ...HERE, page: 1 })
    ).json();
    expect(body.data).toHaveLength(20);
    expect(body.has_more).toBe(true);
  });

  test.each([
    ['page 0', { page: 0 }, 'page'],
    ['a per_page over 100', { page: 1, per_page: 101 }, 'per_page'],
    ['a page given as text', { page: '2' }, 'page'],
  ])('%s is a 400 naming the field', async (_label, paging, field) => {
    const response = await postJson(ctx.app, '/public/api/get-delivery-restaurants', {
      ...HERE,
      ...paging,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('request.invalid');
    expect(response.json().error.issues[0].path).toBe(field);
  });
});

describe('store list cache', () => {
  test('lists come from memory for the cache time: a change shows after it, and results equal the uncached ones', async () => {
    const cached = await buildTestApp({
      seed: { stores: lineOfStores },
      config: { CATALOG_CACHE_TTL_MS: 60_000 },
    });
    try {
      const before = (
        await postJson(cached.app, '/public/api/get-delivery-restaurants', HERE)
      ).json();
      // A point in the same cell, 100 m away: the same candidates, exact distances of its own.
      const nearby = { latitude: HERE.latitude + 0.0009, longitude: HERE.longitude };
      const moved = (
        await postJson(cached.app, '/public/api/get-delivery-restaurants', nearby)
      ).json();
      expect(moved.data[0].distance).not.toBeCloseTo(before.data[0].distance, 3);

      await cached.db.execute(
        sql`update ${storesTable} set is_accepted = false where slug = 'line-1'`,
      );
      const stale = (
        await postJson(cached.app, '/public/api/get-delivery-restaurants', HERE)
      ).json();
      expect(slugs(stale)).toContain('line-1');

      const uncached = await buildTestApp({ seed: { stores: lineOfStores } });
      try {
        const fresh = (
          await postJson(uncached.app, '/public/api/get-delivery-restaurants', nearby)
        ).json();
        expect(moved.data).toEqual(fresh.data);
      } finally {
        await uncached.close();
      }
    } finally {
      await cached.close();
    }
  });
});
