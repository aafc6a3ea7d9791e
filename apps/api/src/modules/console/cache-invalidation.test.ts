import path from 'node:path';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig, type Config } from '../../config';
import { openPostgres } from '../../db/client';
import { postJson } from '../../test/build-test-app';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { updateStoreItem } from '../catalog/store-admin.repository';
import { loginAs } from '../profile/account-data.fixture';
import { deliverySeed } from '../delivery/delivery.fixture';
import { KITCHEN, loadMenu, type Menu } from '../orders/orders.fixture';

/** Prices written behind the console's back (catalog's repository, so no cache is told). */
const UNANNOUNCED_PRICE = 98_761;
const QUIET_PRICE = 98_753;

/** A real TTL: without the invalidation bus a change would show a minute later. */
const config: Config = {
  ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }),
  WEB_DIST: path.resolve('.tmp/no-web-build'),
  CONSOLE_DIST: path.resolve('.tmp/no-console-build'),
  CATALOG_CACHE_TTL_MS: 60_000,
};

type App = Awaited<ReturnType<typeof buildApp>>;

/** Asks until `check` holds (true) or `withinMs` passed (false). */
async function eventually(check: () => Promise<boolean>, withinMs = 1000) {
  const until = Date.now() + withinMs;
  for (;;) {
    if (await check()) return true;
    if (Date.now() > until) return false;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/**
 * Decision 019: a console change reaches the cached customer calls of every instance at once. On
 * PostgreSQL instance A takes the console call and instance B (its own pool) serves the customer;
 * on PGlite (one process) both are the one app.
 */
describe('cache invalidation across instances', () => {
  let database: TestDatabase;
  let second: { close: () => Promise<void> } | undefined;
  let a: App;
  let b: App;
  let menu: Menu;
  let owner: { token: string };
  let admin: { token: string };

  beforeAll(async () => {
    database = await createTestDatabase(deliverySeed);
    let dbB = database.db;
    if (database.kind === 'pg') {
      const pool = (database.db as unknown as { $client: pg.Pool }).$client;
      const handle = openPostgres(pool.options.connectionString ?? '').handle;
      second = handle;
      dbB = handle.db;
    }
    a = await buildApp({ config, db: database.db, logger: false });
    b = dbB === database.db ? a : await buildApp({ config, db: dbB, logger: false });
    await Promise.all([a.ready(), b.ready()]);
    menu = await loadMenu(database.db);
    owner = await loginAs(database.db, 'owner@test.dev');
    admin = await loginAs(database.db, 'admin@test.dev');
  });
  afterAll(async () => {
    if (b !== a) await b.close();
    await a.close();
    await second?.close();
    await database.destroy();
  });

  const menuNames = async () => {
    const response = await postJson(b, `/public/api/get-restaurant-items/${menu.storeId}`, {});
    expect(response.statusCode).toBe(200);
    return JSON.stringify(response.json().data);
  };
  const listedStore = async () => {
    const response = await postJson(b, '/public/api/get-delivery-restaurants', KITCHEN);
    expect(response.statusCode).toBe(200);
    const stores = response.json().data as { id: number; is_active: number }[];
    return stores.find((store) => store.id === menu.storeId);
  };

  test('a menu B keeps for a minute shows an owner’s edit made through A at once', async () => {
    expect(await menuNames()).toContain('Paneer Roll');
    // Proof that B serves from its cache: a change behind the console's back stays unseen.
    await updateStoreItem(database.db, menu.paneerRoll, { priceMinor: UNANNOUNCED_PRICE });
    expect(await menuNames()).not.toContain(String(UNANNOUNCED_PRICE));

    const section = await postJson(a, '/public/api/console/menu/save-category', {
      token: owner.token,
      store_id: menu.storeId,
      name: 'Cross-instance specials',
    });
    expect(section.statusCode).toBe(200);
    const saved = await postJson(a, '/public/api/console/menu/save-item', {
      token: owner.token,
      store_id: menu.storeId,
      category_id: section.json().data.id as number,
      name: 'Announced Roll',
      price_minor: 25000,
      is_veg: true,
    });
    expect(saved.statusCode).toBe(200);

    expect(await eventually(async () => (await menuNames()).includes('Announced Roll'))).toBe(true);
    // The whole menu was read again, the unannounced change with it.
    expect(await menuNames()).toContain(String(UNANNOUNCED_PRICE));
  });

  test('a store list B keeps for a minute shows an admin switching the store off through A at once', async () => {
    expect((await listedStore())?.is_active).toBe(1);
    const switched = await postJson(a, '/public/api/console/admin/stores/set-flags', {
      token: admin.token,
      store_id: menu.storeId,
      is_active: false,
    });
    expect(switched.statusCode).toBe(200);
    expect(await eventually(async () => (await listedStore())?.is_active === 0)).toBe(true);
  });

  test('a refused console write clears nothing', async () => {
    await menuNames();
    await updateStoreItem(database.db, menu.paneerRoll, { priceMinor: QUIET_PRICE });
    const refused = await postJson(a, '/public/api/console/menu/save-item', {
      token: owner.token,
      store_id: menu.storeId,
      name: '',
    });
    expect(refused.statusCode).toBe(400);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await menuNames()).not.toContain(String(QUIET_PRICE));
  });
});
