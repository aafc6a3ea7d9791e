import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildTestApp, postJson } from '../../test/build-test-app';
import { items } from '../catalog/catalog.table';
import { loginAs } from '../profile/account-data.fixture';
import { deliverySeed } from '../delivery/delivery.fixture';

/**
 * The item import matches a row without `id` by name; a grocery store may hold several items of one
 * name (pack sizes), so such a name picks none and the file is refused until the row gives the id.
 */
describe('item import by name', () => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  let admin: { id: number; token: string };
  let storeId: number;
  let small: number;
  let large: number;
  let curd: number;

  const call = (path: string, body: Record<string, unknown>) =>
    postJson(ctx.app, `/public/api/console/${path}`, { ...body, token: admin.token });
  const importCsv = (csv: string, dryRun = false) =>
    call('admin/stores/import-items', { store_id: storeId, csv, dry_run: dryRun });
  const prices = async () =>
    Object.fromEntries(
      (await ctx.db.select().from(items).where(eq(items.storeId, storeId))).map((row) => [
        row.id,
        row.priceMinor,
      ]),
    );

  beforeAll(async () => {
    ctx = await buildTestApp({ seed: deliverySeed });
    admin = await loginAs(ctx.db, 'admin@test.dev');
    const owner2 = await loginAs(ctx.db, 'owner2@test.dev');
    const stores = (
      await postJson(ctx.app, '/public/api/console/get-stores', { token: owner2.token })
    ).json().data as { id: number }[];
    storeId = stores[0]!.id;
    const section = await call('menu/save-category', { store_id: storeId, name: 'Dairy' });
    const categoryId = section.json().data.id as number;
    const save = async (name: string, price: number) =>
      (
        await call('menu/save-item', {
          store_id: storeId,
          category_id: categoryId,
          name,
          price_minor: price,
        })
      ).json().data.id as number;
    small = await save('Nandi Farms Toned Milk', 2600);
    large = await save('Nandi Farms Toned Milk', 5400);
    curd = await save('Nandi Farms Curd', 3500);
    // Pack sizes come with the grocery catalogue, not the menu editor.
    await ctx.db
      .update(items)
      .set({ packQuantity: 500, packUnit: 'ml' })
      .where(eq(items.id, small));
    await ctx.db.update(items).set({ packQuantity: 1, packUnit: 'l' }).where(eq(items.id, large));
  });
  afterAll(() => ctx.close());

  test('a row without id whose name two items share is refused, dry run or not, and nothing is written', async () => {
    const before = await prices();
    const ambiguous =
      'category,name,price\nDairy,Nandi Farms Curd,36\nDairy,nandi farms TONED milk,27\n';
    const ids = [small, large].sort((a, b) => a - b).join(', ');
    for (const dryRun of [true, false]) {
      const refused = await importCsv(ambiguous, dryRun);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error).toMatchObject({
        code: 'catalog.import_invalid',
        issues: [{ path: 'line 3', message: `name matches 2 items (ids ${ids}); give the id` }],
      });
      expect(refused.json().error.issues).toHaveLength(1);
    }
    expect(await prices()).toEqual(before);

    // With the id, that pack (and only it) is updated; a name only one item has still matches.
    const good = await importCsv(
      `id,category,name,price\n${large},Dairy,Nandi Farms Toned Milk,55\n,Dairy,nandi farms curd,36\n`,
    );
    expect(good.json().data).toMatchObject({ created: 0, updated: 2 });
    expect(await prices()).toEqual({ ...before, [large]: 5500, [curd]: 3600 });
  });

  test('the console’s menu tells the packs apart by their pack size', async () => {
    const read = (await call('menu/get', { store_id: storeId })).json().data as {
      items: { id: number; pack_label: string }[];
    };
    const packOf = (id: number) => read.items.find((item) => item.id === id)?.pack_label;
    expect([packOf(small), packOf(large), packOf(curd)]).toEqual(['500 ml', '1 L', '']);
  });

  test('two rows of one file naming the same new item are refused, not made twice', async () => {
    const before = await prices();
    const twice = await importCsv(
      'category,name,price\nDairy,Paneer 200 g,90\nDairy,Amul Butter,60\nDairy,paneer 200 G,95\n',
    );
    expect(twice.statusCode).toBe(400);
    expect(twice.json().error).toMatchObject({
      code: 'catalog.import_invalid',
      issues: [{ path: 'line 4', message: '"paneer 200 G" is also on line 2' }],
    });
    expect(await prices()).toEqual(before);
  });
});
