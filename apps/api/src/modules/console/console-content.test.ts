import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildTestApp, postJson } from '../../test/build-test-app';
import { auditLog } from '../audit/audit.table';
import { accountDataSeed, loginAs } from '../profile/account-data.fixture';

describe('console content editor', () => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  let token: string;

  const call = (path: string, body: Record<string, unknown> = {}) =>
    postJson(ctx.app, `/public/api/console/admin/content/${path}`, { ...body, token });
  const auditRows = () => ctx.db.select().from(auditLog).orderBy(desc(auditLog.id));

  beforeAll(async () => {
    ctx = await buildTestApp({
      seed: {
        ...accountDataSeed,
        modules: [
          { title: 'Food', url: '/food', image: '/images/food.svg' },
          { title: 'Grocery', url: '/grocery' },
        ],
        promoSliders: [
          { name: 'Main', kind: 'mainSlides', slides: [{ image: '/a.png' }, { image: '/b.png' }] },
          { name: 'Other', kind: 'otherSlides', slides: [{ image: '/c.png' }] },
        ],
        pages: [{ slug: 'about', name: 'About', body: '<p>Hi</p>' }],
      },
    });
    token = (await loginAs(ctx.db, 'admin@test.dev')).token;
  });
  afterAll(() => ctx.close());

  test('modules are edited and reordered, not added or deleted; the customer tiles follow', async () => {
    const { rows } = (await call('modules/list')).json().data;
    expect(rows.map((row: { title: string }) => row.title)).toEqual(['Food', 'Grocery']);
    const [food, grocery] = rows;
    const saved = await call('modules/save', {
      id: food.id,
      fields: { title: 'Meals', content: 'In 30 min', image: '', offers: '', is_active: true },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({ title: 'Meals', url: '/food' });
    const reordered = await call('modules/reorder', { ids: [grocery.id, food.id] });
    expect(reordered.json().data.rows.map((row: { title: string }) => row.title)).toEqual([
      'Grocery',
      'Meals',
    ]);
    // The customer's tiles (grocery shows only where a grocery store delivers).
    const home = await postJson(ctx.app, '/public/api/get-modules', {
      latitude: 12.97,
      longitude: 77.64,
    });
    expect(home.json().data.modules.map((module: { title: string }) => module.title)).toContain(
      'Meals',
    );
    const added = await call('modules/save', {
      fields: { title: 'New', content: '', image: '', offers: '', is_active: true },
    });
    expect(added.json().error.code).toBe('content.modules_fixed');
    expect((await call('modules/delete', { id: food.id })).statusCode).toBe(400);
  });

  test('category slides: created last, reordered, deleted, each audited; bad input refused', async () => {
    const first = await call('category-slides/save', {
      fields: {
        name: 'Biryani',
        image: '/images/biryani.png',
        link: '/search?q=biryani',
        is_active: true,
      },
    });
    expect(first.statusCode).toBe(200);
    const second = await call('category-slides/save', {
      fields: {
        name: 'Pizza',
        image: 'https://cdn.example.com/pizza.png',
        link: '',
        is_active: true,
      },
    });
    expect(second.json().data.sort_order).toBe(first.json().data.sort_order + 1);
    const ids = [second.json().data.id, first.json().data.id];
    const reordered = await call('category-slides/reorder', { ids });
    expect(reordered.json().data.rows.map((row: { id: number }) => row.id)).toEqual(ids);
    const [row] = await auditRows();
    expect(row).toMatchObject({
      action: 'console.content.category-slides-reorder',
      details: { after: { order: ids } },
    });
    const before = (await auditRows()).length;
    for (const fields of [
      { name: 'X', image: 'javascript:alert(1)', link: '', is_active: true },
      { name: '', image: '/x.png', link: '', is_active: true },
      { name: 'X', image: '/x.png', link: '', is_active: true, extra: 1 },
    ]) {
      expect((await call('category-slides/save', { fields })).statusCode).toBe(400);
    }
    expect((await call('category-slides/reorder', { ids: [ids[0], 999_999] })).statusCode).toBe(
      404,
    );
    expect((await auditRows()).length).toBe(before);
    const deleted = await call('category-slides/delete', { id: ids[0] });
    expect(deleted.statusCode).toBe(200);
    expect((await call('category-slides/delete', { id: ids[0] })).statusCode).toBe(404);
    expect((await auditRows())[0]).toMatchObject({
      action: 'console.content.category-slides-delete',
      details: { before: { name: 'Pizza' }, after: null },
    });
  });

  test('promo slides name their slider; a missing slider is a 400 and a reorder stays in one slider', async () => {
    const data = (await call('promo-slides/list')).json().data;
    expect(data.sliders.map((slider: { name: string }) => slider.name)).toEqual(['Main', 'Other']);
    const main = data.rows.filter((row: { slider_name: string }) => row.slider_name === 'Main');
    const other = data.rows.find((row: { slider_name: string }) => row.slider_name === 'Other');
    expect(main).toHaveLength(2);
    const missing = await call('promo-slides/save', {
      fields: { slider_id: 999_999, name: '', image: '/d.png', url: '', store_id: null },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.code).toBe('content.unknown_reference');
    const mixed = await call('promo-slides/reorder', { ids: [main[0].id, other.id] });
    expect(mixed.json().error.code).toBe('content.mixed_sliders');
    const swapped = await call('promo-slides/reorder', { ids: [main[1].id, main[0].id] });
    expect(swapped.statusCode).toBe(200);
  });

  test('pages are stored sanitised; a slug is unique', async () => {
    const saved = await call('pages/save', {
      fields: {
        slug: 'terms',
        name: 'Terms',
        body: '<h2>Terms</h2><script>alert(1)</script><p onclick="x()">Ok</p>',
      },
    });
    expect(saved.json().data.body).toBe('<h2>Terms</h2><p>Ok</p>');
    const served = await postJson(ctx.app, '/public/api/get-single-page', { slug: 'terms' });
    expect(served.json().data.body).toBe('<h2>Terms</h2><p>Ok</p>');
    const duplicate = await call('pages/save', {
      fields: { slug: 'about', name: 'Again', body: '' },
    });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().error.code).toBe('content.duplicate');
    expect(
      (await call('pages/save', { fields: { slug: 'Bad Slug', name: 'X', body: '' } })).statusCode,
    ).toBe(400);
  });

  test('popular locations: coordinates in range; the customer list follows', async () => {
    const out = await call('popular-locations/save', {
      fields: {
        name: 'Nowhere',
        formatted_address: 'x',
        city: '',
        state: '',
        latitude: 91,
        longitude: 0,
      },
    });
    expect(out.statusCode).toBe(400);
    const saved = await call('popular-locations/save', {
      fields: {
        name: 'Indiranagar',
        formatted_address: 'Indiranagar, Bengaluru',
        city: 'Bengaluru',
        state: 'Karnataka',
        latitude: 12.9719,
        longitude: 77.6412,
      },
    });
    expect(saved.statusCode).toBe(200);
    const list = await postJson(ctx.app, '/public/api/popular-geo-locations', {});
    expect(JSON.stringify(list.json().data)).toContain('Indiranagar');
  });
});
