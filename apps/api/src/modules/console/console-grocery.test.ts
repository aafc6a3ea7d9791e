import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { postJson } from '../../test/build-test-app';
import { buildGrocerApp, type GrocerApp } from '../orders/substitution.fixture';

/** The console's item editing for grocery (issue 15): price, MRP, pack, limit and shelf count. */
describe('console: grocery items', () => {
  let app: GrocerApp;
  beforeAll(async () => {
    app = await buildGrocerApp();
  });
  afterAll(() => app.ctx.close());

  const call = (path: string, body: Record<string, unknown>, token = app.owner.token) =>
    postJson(app.ctx.app, `/public/api/console/${path}`, { token, ...body });
  const edit = (body: Record<string, unknown> = {}, token?: string) =>
    call(
      'update-item',
      {
        item_id: app.shelf.milk,
        price: 3200,
        mrp: 3500,
        pack_quantity: 1,
        pack_unit: 'l',
        max_per_order: 4,
        ...body,
      },
      token,
    );

  test('the owner sets price, MRP, pack and limit; the shelf shows them', async () => {
    const saved = await edit();
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({
      id: app.shelf.milk,
      price: 3200,
      mrp: 3500,
      pack: '1 L',
      max_per_order: 4,
    });
    const shelf = await postJson(app.ctx.app, '/public/api/get-grocery-items', {
      store_id: app.shelf.storeId,
    });
    const items = shelf
      .json()
      .data.categories.flatMap((category: { sub_categories: { items: { id: number }[] }[] }) =>
        category.sub_categories.flatMap((sub) => sub.items),
      ) as { id: number; price: number; old_price: number; pack_label: string }[];
    // Tests run without the shelf cache (CATALOG_CACHE_TTL_MS 0): the change shows at once.
    expect(items.find((item) => item.id === app.shelf.milk)).toMatchObject({
      price: 3200,
      old_price: 3500,
      pack_label: '1 L',
    });

    const store = await call('get-store-items', { store_id: app.shelf.storeId });
    expect(
      store.json().data.find((item: { id: number }) => item.id === app.shelf.milk),
    ).toMatchObject({ price: 3200, mrp: 3500, pack: '1 L', max_per_order: 4 });
  });

  test('refused: MRP not above price, half a pack size, bad values, another owner', async () => {
    for (const [body, status] of [
      [{ mrp: 3200 }, 400],
      [{ mrp: 100 }, 400],
      [{ pack_unit: null }, 400],
      [{ pack_quantity: -1 }, 400],
      [{ price: 0 }, 400],
      [{ price: 10.5 }, 400],
      [{ price: '3200' }, 400],
      [{ max_per_order: 1000 }, 400],
      [{ item_id: 2 ** 31 }, 400],
      [{ pack_unit: 'kg\u0000' }, 400],
      [{ item_id: 2 ** 31 - 1 }, 404],
    ] as const) {
      const refused = await edit(body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(status);
    }
    const rival = await edit({}, app.rival.token);
    expect(rival.statusCode).toBe(404);
    const stock = await call('set-item-stock', { item_id: app.shelf.milk, stock_count: -1 });
    expect(stock.statusCode).toBe(400);
    const notCounted = await call('set-item-stock', { item_id: app.shelf.milk, stock_count: null });
    expect(notCounted.json().data.stock_count).toBeNull();
  });
});
