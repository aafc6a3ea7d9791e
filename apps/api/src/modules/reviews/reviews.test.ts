import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildTestApp, postJson } from '../../test/build-test-app';
import type { SeedData } from '../../seed/seed';
import { formatReviewerName } from './reviews.usecases';

const ratings = Array.from({ length: 23 }, (_, index) => ({
  userEmail: index % 2 === 0 ? 'asha@test.dev' : 'vikram@test.dev',
  rating: (index % 5) + 1,
  review: `Review ${index + 1}`,
  createdAt: new Date(Date.UTC(2026, 10, 1) + index * 3_600_000).toISOString(),
}));

const seed: SeedData = {
  users: [
    { name: 'Asha Rao', email: 'asha@test.dev' },
    { name: '  vikram menon iyer ', email: 'vikram@test.dev' },
  ],
  stores: [
    { slug: 'reviewed', name: 'Reviewed Kitchen', latitude: 12.93, longitude: 77.62, ratings },
    { slug: 'unrated', name: 'Unrated Kitchen', latitude: 12.93, longitude: 77.62 },
    {
      slug: 'pending',
      name: 'Pending',
      latitude: 12.93,
      longitude: 77.62,
      isAccepted: false,
      ratings: [{ rating: 5 }],
    },
  ],
};

describe('store reviews', () => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    ctx = await buildTestApp({ seed });
  });
  afterAll(() => ctx.close());

  test('get-store-reviews answers 20 reviews a page, newest first, reviewers as first name and initial', async () => {
    const response = await postJson(ctx.app, '/public/api/get-store-reviews', { slug: 'reviewed' });
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data.restaurant).toEqual({
      id: expect.any(Number),
      slug: 'reviewed',
      name: 'Reviewed Kitchen',
      image: '',
      is_active: 1,
    });
    expect(data.ratings_count).toBe(23);
    expect(data.distribution).toEqual([5, 5, 5, 4, 4]);
    // (5*1 + 5*2 + 5*3 + 4*4 + 4*5) / 23 = 2.87
    expect(data.avgRating).toBe('2.9');
    expect(data.reviews).toHaveLength(20);
    expect(data.has_more).toBe(true);
    expect(data.reviews[0]).toEqual({
      id: expect.any(Number),
      rating: 3,
      review: 'Review 23',
      user_name: 'Asha R.',
      created_at: '2026-11-01T22:00:00.000Z',
    });
    expect(data.reviews[1].user_name).toBe('vikram I.');
  });

  test('page 2 answers the rest', async () => {
    const response = await postJson(ctx.app, '/public/api/get-store-reviews', {
      slug: 'reviewed',
      page: 2,
    });
    const data = response.json().data;
    expect(data.reviews.map((review: { review: string }) => review.review)).toEqual([
      'Review 3',
      'Review 2',
      'Review 1',
    ]);
    expect(data.has_more).toBe(false);
  });

  test('[R3.06] a store without ratings has avgRating "0"', async () => {
    const response = await postJson(ctx.app, '/public/api/get-store-reviews', { slug: 'unrated' });
    expect(response.json().data).toMatchObject({
      avgRating: '0',
      ratings_count: 0,
      distribution: [0, 0, 0, 0, 0],
      reviews: [],
      has_more: false,
    });
  });

  test('an unknown or unaccepted store is a 404 catalog.store_not_found', async () => {
    for (const slug of ['nope', 'pending']) {
      const response = await postJson(ctx.app, '/public/api/get-store-reviews', { slug });
      expect(response.statusCode).toBe(404);
      expect(response.json().error.code).toBe('catalog.store_not_found');
    }
  });

  test.each([
    [{}, 'slug'],
    [{ slug: 'reviewed', page: 0 }, 'page'],
    [{ slug: 'reviewed', page: 'two' }, 'page'],
  ])('get-store-reviews with %j is a 400 naming %s', async (body, field) => {
    const response = await postJson(ctx.app, '/public/api/get-store-reviews', body);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.issues[0].path).toBe(field);
  });
});

describe('reviewer names', () => {
  test.each([
    ['Asha Rao', 'Asha R.'],
    ['Vikram Menon Iyer', 'Vikram I.'],
    ['Ravi', 'Ravi'],
    ['', 'Customer'],
    [null, 'Customer'],
  ])('%j is shown as %j', (name, shown) => {
    expect(formatReviewerName(name)).toBe(shown);
  });
});
