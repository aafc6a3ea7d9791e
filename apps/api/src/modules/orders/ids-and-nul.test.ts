import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildTestApp } from '../../test/build-test-app';
import { loginAs } from '../profile/account-data.fixture';
import { KITCHEN, customerWithAddress, loadMenu, ordersSeed, type Menu } from './orders.fixture';

const TOO_BIG = 2_147_483_648;
const NUL = 'bad\u0000text';

/** Every table's row count: a refused call writes nothing anywhere. */
async function snapshot(ctx: Awaited<ReturnType<typeof buildTestApp>>) {
  const tables = await ctx.db.execute(
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' and table_name not like '%drizzle%' order by 1`,
  );
  const names = (tables as unknown as { rows: { table_name: string }[] }).rows.map(
    (row) => row.table_name,
  );
  const counts: Record<string, number> = {};
  for (const name of names) {
    const result = await ctx.db.execute(sql.raw(`select count(*)::int as n from "${name}"`));
    counts[name] = (result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? -1;
  }
  return counts;
}

describe('ids above the integer column and NUL characters are clean 4xx answers', () => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  let menu: Menu;
  let customer: Awaited<ReturnType<typeof customerWithAddress>>;
  let owner: { token: string };
  let agent: { token: string };

  beforeAll(async () => {
    ctx = await buildTestApp({ seed: ordersSeed });
    menu = await loadMenu(ctx.db);
    customer = await customerWithAddress(ctx.db, 'a@test.dev', { walletMinor: 10_000 });
    owner = await loginAs(ctx.db, 'owner@test.dev');
    agent = await loginAs(ctx.db, 'agent@test.dev');
  });
  afterAll(() => ctx.close());

  const post = (url: string, body: unknown, token?: string) =>
    ctx.app.inject({
      method: 'POST',
      url: `/public/api/${url}`,
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      payload: JSON.stringify(body),
    });

  test('[H8.01] an id of 2^31 in every call the first release answered 500 is a 400 request.invalid (or 404), nothing written', async () => {
    const line = (id: number) => [{ id, quantity: 1, addons: [] }];
    const calls: [string, unknown, string | undefined][] = [
      ['delete-address', { address_id: TOO_BIG }, customer.token],
      ['get-restaurant-info-by-id/2147483648', {}, undefined],
      ['get-restaurant-info', { id: TOO_BIG, ...KITCHEN }, undefined],
      ['mark-one-notification-read', { notification_id: TOO_BIG }, customer.token],
      ['toggle-favorite', { id: TOO_BIG }, customer.token],
      ['cancel-order', { order_id: TOO_BIG }, customer.token],
      [
        'check-cart-items-availability',
        { restaurant_id: menu.storeId, items: line(TOO_BIG) },
        customer.token,
      ],
      [
        'get-checkout-quote',
        { restaurant_id: TOO_BIG, items: line(menu.paneerRoll), delivery_type: 'DELIVERY' },
        customer.token,
      ],
      ['console/get-store-orders', { store_id: TOO_BIG }, owner.token],
      ['get-single-item', { id: TOO_BIG }, undefined],
      ['get-single-language', { id: TOO_BIG }, undefined],
      ['get-restaurant-items/2147483648', {}, undefined],
      ['update-user-info', { user_id: '99999999999' }, customer.token],
    ];
    const before = await snapshot(ctx);
    for (const [url, body, token] of calls) {
      const response = await post(url, body, token);
      expect([400, 404], `${url} answered ${response.statusCode}`).toContain(response.statusCode);
      if (response.statusCode === 400) expect(response.json().error.code).toBe('request.invalid');
    }
    expect(await snapshot(ctx)).toEqual(before);
  });

  test('[H8.02] a NUL character in any text is a 400 request.invalid naming the field, nothing written', async () => {
    const calls: [string, Record<string, unknown>, string | undefined, string][] = [
      ['search-restaurants', { ...KITCHEN, q: NUL }, undefined, 'q'],
      [
        'register',
        { name: NUL, email: 'nul@test.dev', phone: '+919812340000', password: 'long-password' },
        undefined,
        'name',
      ],
      [
        'save-address',
        { latitude: KITCHEN.latitude, longitude: KITCHEN.longitude, address: NUL },
        customer.token,
        'address',
      ],
      [
        'apply-coupon',
        { coupon: NUL, restaurant_id: menu.storeId, items: [{ id: menu.paneerRoll, quantity: 1 }] },
        customer.token,
        'coupon',
      ],
      ['update-user-info', { name: NUL }, customer.token, 'name'],
      ['cancel-order', { order_id: 'ORD-1', reason: NUL }, customer.token, 'reason'],
      ['console/reject-order', { unique_order_id: 'ORD-1', reason: NUL }, owner.token, 'reason'],
      [
        'callandorder/register-guest-user',
        { name: NUL, phone: '+919812340001' },
        agent.token,
        'name',
      ],
      ['login', { email: 'a@test.dev', password: NUL }, undefined, 'password'],
      ['get-restaurant-info-by-id/1', { [`x${'\u0000'}`]: 1 }, undefined, 'x\u0000'],
    ];
    const before = await snapshot(ctx);
    for (const [url, body, token, field] of calls) {
      const response = await post(url, body, token);
      expect(response.statusCode, url).toBe(400);
      const error = response.json().error;
      expect(error.code).toBe('request.invalid');
      expect(error.issues[0].path).toBe(field);
      expect(error.message).toContain('NUL');
    }
    expect(await snapshot(ctx)).toEqual(before);
  });

  test('[H8.02] an unknown field is refused naming it, not silently dropped; token and user_id are always allowed', async () => {
    const before = await snapshot(ctx);
    const unknown = await post('update-user-info', { name: 'Asha', nickname: 'A' }, customer.token);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toMatchObject({
      code: 'request.invalid',
      issues: [{ path: 'nickname', message: 'is not a field of this call' }],
    });
    const known = await post('update-user-info', { token: customer.token, user_id: customer.id });
    expect(known.statusCode).toBe(200);
    expect(await snapshot(ctx)).toEqual(before);
  });
});
