import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildTestApp, postJson } from '../../test/build-test-app';
import { demoMeatStores } from '../../seed/demo-meat';
import { loginAs } from '../profile/account-data.fixture';
import { catalogSeed, storeIdOf } from './catalog.fixture';

type Ctx = Awaited<ReturnType<typeof buildTestApp>>;
interface WeightJson {
  id: number;
  name: string;
  addon_price: number;
  price: number;
}
interface CutJson {
  id: number;
  name: string;
  price: number;
  weight_group: { id: number; name: string; options: WeightJson[] } | null;
}
interface MeatCategoryJson {
  id: number;
  name: string;
  cuts: CutJson[];
}

describe('meat categories', () => {
  let ctx: Ctx;
  let meatShopId: number;
  let biryaniId: number;
  beforeAll(async () => {
    ctx = await buildTestApp({
      seed: {
        ...catalogSeed,
        users: [
          ...(catalogSeed.users ?? []),
          { name: 'Admin', email: 'admin@test.dev', role: 'admin', adminPermissions: ['stores'] },
        ],
        stores: [...(catalogSeed.stores ?? []), ...demoMeatStores],
      },
    });
    meatShopId = await storeIdOf(ctx.db, 'fresh-cuts-jayanagar');
    biryaniId = await storeIdOf(ctx.db, 'biryani-house');
  });
  afterAll(() => ctx.close());

  async function meatCategoriesOf(id: number) {
    const response = await postJson(ctx.app, '/public/api/get-meat-categories', { id });
    expect(response.statusCode).toBe(200);
    return response.json().data as MeatCategoryJson[];
  }

  async function curryCut() {
    const [chicken] = await meatCategoriesOf(meatShopId);
    const cut = chicken?.cuts.find((each) => each.name === 'Chicken Curry Cut (skinless)');
    if (!cut?.weight_group) throw new Error('no curry cut with weights');
    return { cut, weights: cut.weight_group.options };
  }

  test('get-meat-categories answers chicken, mutton, fish and eggs with each cut priced per weight', async () => {
    const categories = await meatCategoriesOf(meatShopId);
    expect(categories.map((category) => category.name)).toEqual([
      'Chicken',
      'Mutton',
      'Fish & Seafood',
      'Eggs',
    ]);
    const { cut, weights } = await curryCut();
    expect(cut.price).toBe(8900);
    expect(cut.weight_group?.name).toBe('Weight');
    expect(weights.map(({ name, addon_price, price }) => [name, addon_price, price])).toEqual([
      ['250 g', 0, 8900],
      ['500 g', 8000, 16900],
      ['1 kg', 23000, 31900],
    ]);
    const eggs = categories.find((category) => category.name === 'Eggs');
    expect(eggs?.cuts[0]?.weight_group?.options.map((option) => option.name)).toEqual([
      '6 pcs',
      '12 pcs',
      '30 pcs',
    ]);
  });

  test('a store without meat categories answers an empty list; its menu sections are kind menu', async () => {
    expect(await meatCategoriesOf(biryaniId)).toEqual([]);
    const menu = await postJson(ctx.app, `/public/api/get-restaurant-items/${biryaniId}`, {});
    const kinds = (menu.json().data.categories as { kind: string }[]).map((each) => each.kind);
    expect(new Set(kinds)).toEqual(new Set(['menu']));
    const meatMenu = await postJson(ctx.app, `/public/api/get-restaurant-items/${meatShopId}`, {});
    const meatKinds = (meatMenu.json().data.categories as { kind: string }[]).map((c) => c.kind);
    expect(meatKinds).toEqual(['meat', 'meat', 'meat', 'meat']);
  });

  test('the chosen weight travels as the add-on, so the server prices the cart line: 500 g of curry cut is ₹169', async () => {
    const { cut, weights } = await curryCut();
    const halfKilo = weights.find((weight) => weight.name === '500 g');
    const response = await postJson(ctx.app, '/public/api/check-cart-items-availability', {
      restaurant_id: meatShopId,
      items: [{ id: cut.id, quantity: 2, addons: [halfKilo?.id] }],
    });
    expect(response.statusCode).toBe(200);
    const { items, subtotal } = response.json().data as {
      items: { line_total: number; available: boolean; addons: { name: string }[] }[];
      subtotal: number;
    };
    expect(items[0]).toMatchObject({
      available: true,
      line_total: 33800,
      addons: [{ name: '500 g' }],
    });
    expect(subtotal).toBe(33800);
  });

  test('two weights for one cut, or none, cannot be ordered (addon_choice_invalid)', async () => {
    const { cut, weights } = await curryCut();
    for (const addons of [weights.map((weight) => weight.id), []]) {
      const response = await postJson(ctx.app, '/public/api/check-cart-items-availability', {
        restaurant_id: meatShopId,
        items: [{ id: cut.id, quantity: 1, addons }],
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().data.items[0]).toMatchObject({
        available: false,
        problem: 'addon_choice_invalid',
      });
    }
  });

  test('an unknown store is 404 catalog.store_not_found; a bad id is a 400 naming the field', async () => {
    const unknown = await postJson(ctx.app, '/public/api/get-meat-categories', { id: 999999 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe('catalog.store_not_found');
    for (const body of [{}, { id: 0 }, { id: 'chicken' }, { id: 1.5 }]) {
      const response = await postJson(ctx.app, '/public/api/get-meat-categories', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().error.issues?.[0]?.path).toBe('id');
    }
  });

  test('the console marks a section as meat: the store page then gets it from get-meat-categories, and a rename keeps the kind', async () => {
    const admin = await loginAs(ctx.db, 'admin@test.dev');
    const save = (body: Record<string, unknown>) =>
      postJson(ctx.app, '/public/api/console/menu/save-category', {
        token: admin.token,
        store_id: biryaniId,
        ...body,
      });
    expect(await meatCategoriesOf(biryaniId)).toEqual([]);
    const made = await save({ name: 'Kebab cuts', kind: 'meat' });
    expect(made.statusCode).toBe(200);
    expect(made.json().data).toMatchObject({ name: 'Kebab cuts', kind: 'meat' });
    const id = made.json().data.id as number;
    // An empty section is left out of the store page; a cut makes it show.
    expect(await meatCategoriesOf(biryaniId)).toEqual([]);
    const cut = await postJson(ctx.app, '/public/api/console/menu/save-item', {
      token: admin.token,
      store_id: biryaniId,
      category_id: id,
      name: 'Seekh kebab mince',
      price_minor: 22000,
      is_veg: false,
    });
    expect(cut.statusCode).toBe(200);
    expect((await meatCategoriesOf(biryaniId)).map((category) => category.name)).toEqual([
      'Kebab cuts',
    ]);

    const renamed = await save({ category_id: id, name: 'Kebabs' });
    expect(renamed.json().data).toMatchObject({ name: 'Kebabs', kind: 'meat' });
    const refused = await save({ category_id: id, name: 'Kebabs', kind: 'poultry' });
    expect(refused.statusCode).toBe(400);
    expect((await meatCategoriesOf(biryaniId)).map((category) => category.name)).toEqual([
      'Kebabs',
    ]);

    expect((await save({ category_id: id, name: 'Kebabs', kind: 'menu' })).statusCode).toBe(200);
    expect(await meatCategoriesOf(biryaniId)).toEqual([]);
  });
});
