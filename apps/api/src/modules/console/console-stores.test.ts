import { desc, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildTestApp, postJson } from '../../test/build-test-app';
import { auditLog } from '../audit/audit.table';
import { loginAs } from '../profile/account-data.fixture';
import { deliverySeed } from '../delivery/delivery.fixture';

/** Issue 17: the admin's store editor: zone, approval, links, cuisines, images, validation. */
describe('console stores', () => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  let admin: { id: number; token: string };
  let owner: { id: number; token: string };
  let owner2: { id: number; token: string };

  const call = (path: string, token: string, body: Record<string, unknown> = {}) =>
    postJson(ctx.app, `/public/api/console/${path}`, { ...body, token });

  // A store near Kochi, far from the seed's stores: a 10 km radius narrowed by a drawn square.
  const square: [number, number][] = [
    [10.0, 76.0],
    [10.0, 76.03],
    [10.03, 76.03],
    [10.03, 76.0],
  ];
  const storeFields = (overrides: Record<string, unknown> = {}) => ({
    name: 'Zone Kitchen',
    slug: 'zone-kitchen',
    module: 'food',
    description: 'Drawn zone',
    address: '1 Marine Drive',
    landmark: '',
    phone: '+91 98765 43210',
    latitude: 10.015,
    longitude: 76.015,
    image: '',
    banner_image: '',
    opening_hours: null,
    delivery_radius_km: 10,
    zone_polygon: square,
    delivery_type: 3,
    commission_bps: 1200,
    free_delivery_subtotal_minor: 50000,
    min_order_minor: 10000,
    store_charge_minor: 0,
    delivery_charge_type: 'FIXED',
    delivery_charge_minor: 3000,
    base_delivery_charge_minor: 0,
    base_delivery_distance_km: 0,
    extra_delivery_charge_per_km_minor: 0,
    tax_bps: 500,
    prep_minutes: 15,
    delivery_time_minutes: 30,
    is_pureveg: false,
    category_ids: [],
    owner_ids: [],
    rider_ids: [],
    ...overrides,
  });
  const listed = async (latitude: number, longitude: number) => {
    const response = await postJson(ctx.app, '/public/api/get-delivery-restaurants', {
      latitude,
      longitude,
    });
    expect(response.statusCode).toBe(200);
    return (response.json().data as { slug: string }[]).map((store) => store.slug);
  };

  beforeAll(async () => {
    ctx = await buildTestApp({
      seed: {
        ...deliverySeed,
        users: [
          ...(deliverySeed.users ?? []),
          {
            name: 'Support',
            email: 'support@test.dev',
            role: 'admin',
            adminPermissions: ['orders'],
          },
        ],
      },
    });
    admin = await loginAs(ctx.db, 'admin@test.dev');
    owner = await loginAs(ctx.db, 'owner@test.dev');
    owner2 = await loginAs(ctx.db, 'owner2@test.dev');
  });
  afterAll(() => ctx.close());

  test('a created store with a drawn zone is listed, once approved and active, for a point inside the polygon and not outside', async () => {
    const owners = (
      await call('admin/stores/link-candidates', admin.token, {
        role: 'store_owner',
        q: 'owner two',
      })
    ).json().data as { id: number }[];
    expect(owners.map((user) => user.id)).toEqual([owner2.id]);
    const created = await call(
      'admin/stores/save',
      admin.token,
      storeFields({ owner_ids: [owner2.id] }),
    );
    expect(created.statusCode).toBe(200);
    const store = created.json().data;
    expect(store).toMatchObject({ is_accepted: false, is_active: false, zone_polygon: square });
    expect(store.owner_ids).toEqual([owner2.id]);

    const inside = [10.01, 76.01] as const;
    // Within the 10 km radius, but north of the square.
    const outside = [10.05, 76.015] as const;
    expect(await listed(...inside)).not.toContain('zone-kitchen');
    const flags = await call('admin/stores/set-flags', admin.token, {
      store_id: store.id,
      is_accepted: true,
      is_active: true,
    });
    expect(flags.json().data).toMatchObject({ is_accepted: true, is_active: true });
    expect(await listed(...inside)).toContain('zone-kitchen');
    expect(await listed(...outside)).not.toContain('zone-kitchen');

    // Redrawing the zone to the north moves who is served.
    const north: [number, number][] = square.map(([lat, lng]) => [lat + 0.04, lng]);
    await call('admin/stores/save', admin.token, {
      store_id: store.id,
      ...storeFields({ zone_polygon: north, owner_ids: [owner2.id] }),
    });
    expect(await listed(...inside)).not.toContain('zone-kitchen');
    expect(await listed(...outside)).toContain('zone-kitchen');

    // Found by the paged list's filters; an unknown sort column is refused.
    const page = await call('admin/stores/list', admin.token, {
      q: 'zone',
      is_accepted: true,
      sort: 'name',
      dir: 'asc',
    });
    expect(page.json().data).toMatchObject({ total: 1, rows: [{ slug: 'zone-kitchen' }] });
    const badSort = await call('admin/stores/list', admin.token, { sort: 'password' });
    expect([badSort.statusCode, badSort.json().error.code]).toEqual([400, 'console.bad_sort']);

    // Every write left an audit row with the store before and after.
    const rows = await ctx.db
      .select()
      .from(auditLog)
      .where(like(auditLog.action, 'console.stores.%'))
      .orderBy(desc(auditLog.id));
    expect(rows.map((row) => row.action)).toEqual([
      'console.stores.update',
      'console.stores.set-flags',
      'console.stores.create',
    ]);
    expect(rows[0]!.details).toMatchObject({
      before: { zone_polygon: square },
      after: { zone_polygon: north },
    });
    expect(rows[1]!.details).toMatchObject({
      before: { is_accepted: false, is_active: false },
      after: { is_accepted: true, is_active: true },
    });
    expect(rows[2]!.details).toMatchObject({ before: null, after: { slug: 'zone-kitchen' } });
  });

  test('store categories are created, linked, renamed and deleted; riders are linked; each change audited', async () => {
    const made = await call('admin/store-categories/save', admin.token, { name: 'Kerala' });
    expect(made.json().data).toMatchObject({ name: 'Kerala', stores_count: 0, is_active: true });
    const categoryId = made.json().data.id as number;
    const rider = await loginAs(ctx.db, 'rider@test.dev');
    const saved = await call(
      'admin/stores/save',
      admin.token,
      storeFields({ slug: 'kerala-kitchen', category_ids: [categoryId], rider_ids: [rider.id] }),
    );
    expect(saved.json().data).toMatchObject({ category_ids: [categoryId], rider_ids: [rider.id] });
    const storeId = saved.json().data.id as number;

    const renamed = await call('admin/store-categories/save', admin.token, {
      category_id: categoryId,
      name: 'Kerala meals',
      sort_order: 3,
    });
    expect(renamed.json().data).toMatchObject({
      name: 'Kerala meals',
      stores_count: 1,
      sort_order: 3,
    });
    const [audit] = await ctx.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'console.store-categories.update'))
      .orderBy(desc(auditLog.id));
    expect(audit!.details).toMatchObject({
      before: { name: 'Kerala' },
      after: { name: 'Kerala meals' },
    });

    const removed = await call('admin/store-categories/delete', admin.token, {
      category_id: categoryId,
    });
    expect(removed.statusCode).toBe(200);
    const store = (await call('admin/stores/get', admin.token, { store_id: storeId })).json().data;
    expect(store.category_ids).toEqual([]);
    const again = await call('admin/store-categories/delete', admin.token, {
      category_id: categoryId,
    });
    expect([again.statusCode, again.json().error.code]).toEqual([
      404,
      'catalog.store_category_not_found',
    ]);
  });

  test('a logo upload is checked like an avatar and served from its URL', async () => {
    const png = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.alloc(16, 1),
    ]);
    const uploaded = await call('admin/stores/upload-image', admin.token, {
      image: `data:image/png;base64,${png.toString('base64')}`,
    });
    const url = uploaded.json().data.url as string;
    expect(url).toMatch(/^\/uploads\/avatars\/[a-f0-9]{32}\.png$/);
    const served = await ctx.app.inject({ method: 'GET', url });
    expect(served.rawPayload.equals(png)).toBe(true);
    const lie = await call('admin/stores/upload-image', admin.token, {
      image: `data:image/png;base64,${Buffer.from('not an image').toString('base64')}`,
    });
    expect([lie.statusCode, lie.json().error.code]).toEqual([400, 'profile.invalid_avatar']);
  });

  test('bad store input is refused with a stable code and writes nothing', async () => {
    const cases: [Record<string, unknown>, number, string][] = [
      [storeFields({ slug: 'Bad Slug' }), 400, 'request.invalid'],
      [storeFields({ slug: 'ok-slug', zone_polygon: square.slice(0, 2) }), 400, 'request.invalid'],
      [storeFields({ slug: 'ok-slug', commission_bps: 10_001 }), 400, 'request.invalid'],
      [storeFields({ slug: 'test-kitchen' }), 409, 'catalog.slug_taken'],
      [storeFields({ slug: 'ok-slug', owner_ids: [admin.id] }), 400, 'catalog.bad_linked_users'],
      [storeFields({ slug: 'ok-slug', rider_ids: [owner.id] }), 400, 'catalog.bad_linked_users'],
      [
        storeFields({ slug: 'ok-slug', category_ids: [999_999] }),
        404,
        'catalog.store_category_not_found',
      ],
    ];
    for (const [body, status, code] of cases) {
      const response = await call('admin/stores/save', admin.token, body);
      expect(
        [response.statusCode, response.json().error?.code],
        JSON.stringify(body).slice(0, 80),
      ).toEqual([status, code]);
    }
    const page = await call('admin/stores/list', admin.token, { q: 'ok' });
    expect(page.json().data.total).toBe(0);
  });
});
