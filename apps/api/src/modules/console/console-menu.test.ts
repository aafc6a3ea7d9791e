import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildTestApp, postJson } from '../../test/build-test-app';
import { auditLog } from '../audit/audit.table';
import { items } from '../catalog/catalog.table';
import { loginAs } from '../profile/account-data.fixture';
import { deliverySeed, loadMenu } from '../delivery/delivery.fixture';
import type { Menu } from '../orders/orders.fixture';

/** Issue 17: menus edited by their store's owner (or an admin with `stores`), and the item CSV import. */
describe('console menus and item import', () => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  let menu: Menu;
  let admin: { id: number; token: string };
  let owner: { id: number; token: string };
  let owner2: { id: number; token: string };
  let owner2StoreId: number;

  const call = (path: string, token: string, body: Record<string, unknown> = {}) =>
    postJson(ctx.app, `/public/api/console/${path}`, { ...body, token });

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

    // Item images: the owner uploads to their store; another owner's upload there is refused.
    const png = `data:image/png;base64,${Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.alloc(8, 2),
    ]).toString('base64')}`;
    const image = await call('menu/upload-image', owner.token, { store_id: storeId, image: png });
    expect(image.json().data.url).toMatch(/^\/uploads\/avatars\/[a-f0-9]{32}\.png$/);
    const foreignImage = await call('menu/upload-image', owner2.token, {
      store_id: storeId,
      image: png,
    });
    expect(foreignImage.statusCode).toBe(404);

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

    // A dry run answers what would change and writes nothing.
    const dry = await call('admin/stores/import-items', admin.token, {
      store_id: owner2StoreId,
      csv: 'category,name,price\nBrand new,Fresh dish,5\n',
      dry_run: true,
    });
    expect(dry.json().data).toMatchObject({ created: 1, categories_created: 1, dry_run: true });
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
