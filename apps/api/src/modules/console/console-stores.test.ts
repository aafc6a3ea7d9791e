import { and, desc, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildTestApp, postJson } from '../../test/build-test-app';
import { auditLog } from '../audit/audit.table';
import { items } from '../catalog/catalog.table';
import { loginAs } from '../profile/account-data.fixture';
import { deliverySeed, loadMenu } from '../delivery/delivery.fixture';
import type { Menu } from '../orders/orders.fixture';

/** Issue 17: the admin's store editor, menus, and the item CSV import (all or nothing). */
describe('console stores, menus and item import', () => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  let menu: Menu;
  let admin: { id: number; token: string };
  let owner: { id: number; token: string };
  let owner2: { id: number; token: string };
  let owner2StoreId: number;

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
    menu = await loadMenu(ctx.db);
    admin = await loginAs(ctx.db, 'admin@test.dev');
    owner = await loginAs(ctx.db, 'owner@test.dev');
    owner2 = await loginAs(ctx.db, 'owner2@test.dev');
    const stores = (await call('get-stores', owner2.token)).json().data as { id: number }[];
    owner2StoreId = stores[0]!.id;
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

  test('an owner edits their own menu (sections, items, add-ons) and nobody else’s', async () => {
    const storeId = menu.storeId;
    const section = await call('menu/save-category', owner.token, {
      store_id: storeId,
      name: 'Specials',
    });
    expect(section.statusCode).toBe(200);
    const categoryId = section.json().data.id as number;
    const item = await call('menu/save-item', owner.token, {
      store_id: storeId,
      category_id: categoryId,
      name: 'Chef roll',
      price_minor: 25000,
      old_price_minor: 30000,
      is_veg: false,
    });
    expect(item.json().data).toMatchObject({
      name: 'Chef roll',
      price_minor: 25000,
      is_veg: false,
    });
    const itemId = item.json().data.id as number;
    const group = await call('menu/save-addon-group', owner.token, {
      store_id: storeId,
      item_id: itemId,
      name: 'Size',
      min_choices: 1,
      max_choices: 1,
      addons: [
        { name: 'Regular', price_minor: 0 },
        { name: 'Large', price_minor: 5000 },
      ],
    });
    expect(group.json().data.addon_groups[0]).toMatchObject({
      name: 'Size',
      addons: [{ name: 'Regular' }, { name: 'Large', price_minor: 5000 }],
    });
    const read = (await call('menu/get', owner.token, { store_id: storeId })).json().data;
    expect(read.items.find((row: { id: number }) => row.id === itemId).addon_groups).toHaveLength(
      1,
    );

    // Old price at or below the price, more required choices than add-ons: refused.
    const cheapOld = await call('menu/save-item', owner.token, {
      store_id: storeId,
      category_id: categoryId,
      name: 'X',
      price_minor: 100,
      old_price_minor: 100,
    });
    expect(cheapOld.json().error.code).toBe('catalog.bad_old_price');
    const tooMany = await call('menu/save-addon-group', owner.token, {
      store_id: storeId,
      item_id: itemId,
      name: 'Sauces',
      min_choices: 3,
      max_choices: 3,
      addons: [{ name: 'Red', price_minor: 0 }],
    });
    expect(tooMany.json().error.code).toBe('catalog.bad_addon_choices');

    // Another owner: the store is not found, and the item stays as it was.
    const theirs = await call('menu/save-item', owner2.token, {
      store_id: storeId,
      item_id: itemId,
      category_id: categoryId,
      name: 'Stolen',
      price_minor: 1,
    });
    expect([theirs.statusCode, theirs.json().error.code]).toEqual([404, 'console.store_not_found']);
    // Their own store, someone else's item or section: not found either.
    const smuggled = await call('menu/save-item', owner2.token, {
      store_id: owner2StoreId,
      item_id: itemId,
      category_id: categoryId,
      name: 'Stolen',
      price_minor: 1,
    });
    expect(smuggled.statusCode).toBe(404);
    const deleteTheirs = await call('menu/delete-item', owner2.token, {
      store_id: owner2StoreId,
      item_id: itemId,
    });
    expect(deleteTheirs.statusCode).toBe(404);
    const [kept] = await ctx.db.select().from(items).where(eq(items.id, itemId));
    expect(kept).toMatchObject({ name: 'Chef roll', priceMinor: 25000 });

    // An admin without the stores area may not read or edit menus either.
    const support = await loginAs(ctx.db, 'support@test.dev');
    const supportRead = await call('menu/get', support.token, { store_id: storeId });
    expect([supportRead.statusCode, supportRead.json().error.code]).toEqual([
      403,
      'console.permission_denied',
    ]);
    const adminRead = await call('menu/get', admin.token, { store_id: storeId });
    expect(adminRead.statusCode).toBe(200);

    // A section with items is not deleted; the audit row keeps the item before and after.
    const notEmpty = await call('menu/delete-category', owner.token, {
      store_id: storeId,
      category_id: categoryId,
    });
    expect(notEmpty.json().error.code).toBe('catalog.category_not_empty');
    const [audit] = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'console.menu.save-item'), eq(auditLog.actorUserId, owner.id)))
      .orderBy(desc(auditLog.id));
    expect(audit!.details).toMatchObject({
      store_id: storeId,
      before: null,
      after: { id: itemId },
    });
  });

  test('500 items import in one go; a file with a bad row writes nothing and names each bad line', async () => {
    const header = 'category,name,description,price,old_price,veg,available,popular';
    const lines = Array.from(
      { length: 500 },
      (_, i) =>
        `Imported ${i % 10},"Item ${i}, special","Line one\nline ""two""",${100 + i}.50,,${i % 2 ? 'yes' : 'no'},yes,no`,
    );
    const csv = [header, ...lines].join('\n');
    const started = performance.now();
    const response = await call('admin/stores/import-items', admin.token, {
      store_id: owner2StoreId,
      csv,
    });
    const elapsed = performance.now() - started;
    expect(response.json().data).toMatchObject({
      rows: 500,
      created: 500,
      updated: 0,
      categories_created: 10,
    });
    expect(elapsed).toBeLessThan(5000);
    console.info(`500-row import: ${Math.round(elapsed)} ms`);
    const exported = (
      await call('admin/stores/export-items', admin.token, { store_id: owner2StoreId })
    ).json().data;
    expect(exported.rows).toBeGreaterThanOrEqual(500);
    expect(exported.csv).toContain('"Item 7, special"');

    const count = async () =>
      (await ctx.db.select().from(items).where(eq(items.storeId, owner2StoreId))).length;
    const before = await count();
    // Line 2 updates by name, line 3 names a foreign id, line 4 has a bad price, line 5 repeats line 2.
    const bad = [
      'id,category,name,price',
      ',Imported 0,"item 3, SPECIAL",9.99',
      `${menu.pizza},Imported 0,Pizza,10`,
      ',Imported 0,Cheap,ten',
      ',Imported 1,"Item 3, special",1',
    ].join('\r\n');
    const refused = await call('admin/stores/import-items', admin.token, {
      store_id: owner2StoreId,
      csv: bad,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toMatchObject({
      code: 'catalog.import_invalid',
      issues: [
        { path: 'line 3', message: `id ${menu.pizza} is not an item of this store` },
        { path: 'line 4', message: 'price "ten" must be a number like 120 or 120.50' },
        { path: 'line 5', message: '"Item 3, special" is also on line 2' },
      ],
    });
    expect(await count()).toBe(before);

    // The good row alone updates the item found by name (case aside), keeping its other fields.
    const good = await call('admin/stores/import-items', admin.token, {
      store_id: owner2StoreId,
      csv: 'category,name,price\nImported 0,"item 3, SPECIAL",9.99\n',
    });
    expect(good.json().data).toMatchObject({ created: 0, updated: 1 });
    const [updated] = await ctx.db.select().from(items).where(eq(items.name, 'item 3, SPECIAL'));
    expect(updated).toMatchObject({
      priceMinor: 999,
      isVeg: true,
      description: 'Line one\nline "two"',
    });
    const [importAudit] = await ctx.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'console.stores.import-items'))
      .orderBy(desc(auditLog.id));
    expect(importAudit!.details).toMatchObject({
      store_id: owner2StoreId,
      before: { updated: [{ name: 'Item 3, special', priceMinor: 10350 }] },
      after: { created: 0, updated: [{ name: 'item 3, SPECIAL', priceMinor: 999 }] },
    });
    expect(await count()).toBe(before);
    // An owner may not import, even into their own store.
    const ownerImport = await call('admin/stores/import-items', owner2.token, {
      store_id: owner2StoreId,
      csv: good.body,
    });
    expect(ownerImport.statusCode).toBe(403);
  });
});
