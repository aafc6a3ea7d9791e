import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { loadConfig } from '../../config';
import { buildTestApp, postJson } from '../../test/build-test-app';
import { loadMenu, placeOrder } from '../delivery/delivery.fixture';
import { customerWithAddress, ordersSeed } from '../orders/orders.fixture';
import { loginAs } from '../profile/account-data.fixture';

/**
 * The orders CSV stops at ORDERS_CSV_MAX_ROWS (10,000 unless set). When more orders match, it
 * says so (`truncated`, `matched`, the x-export-truncated header) instead of passing for all of
 * them. The limit is lowered to 2 here rather than placing 10,001 orders.
 */
describe('console orders CSV export limit', () => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  let admin: string;
  let firstId: string;

  const exportCsv = (body: Record<string, unknown> = {}) =>
    postJson(ctx.app, '/public/api/console/admin/orders/export', { ...body, token: admin });

  beforeAll(async () => {
    ctx = await buildTestApp({ seed: ordersSeed, config: { ORDERS_CSV_MAX_ROWS: 2 } });
    const menu = await loadMenu(ctx.db);
    const asha = await customerWithAddress(ctx.db, 'a@test.dev');
    const bala = await customerWithAddress(ctx.db, 'b@test.dev');
    firstId = (await placeOrder(ctx, menu, asha)).unique_order_id;
    await placeOrder(ctx, menu, asha);
    await placeOrder(ctx, menu, bala);
    admin = (await loginAs(ctx.db, 'admin@test.dev')).token;
  });
  afterAll(() => ctx.close());

  test('10,000 rows unless set', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).ORDERS_CSV_MAX_ROWS).toBe(10_000);
  });

  test('more orders than the limit: the first ones only, marked truncated with the header', async () => {
    const response = await exportCsv({ sort: 'created_at', dir: 'asc' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['x-export-truncated']).toBe('2');
    const data = response.json().data;
    expect(data).toMatchObject({ rows: 2, matched: 3, truncated: true });
    const lines = (data.csv as string).trim().split('\r\n');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(`,${firstId},`);
  });

  test('filters that fit the limit: the whole list, not truncated, no header', async () => {
    const narrowed = await exportCsv({ phone: '9800000001' });
    expect(narrowed.statusCode, narrowed.body).toBe(200);
    expect(narrowed.headers['x-export-truncated']).toBeUndefined();
    expect(narrowed.json().data).toMatchObject({ rows: 2, matched: 2, truncated: false });
    const none = await exportCsv({ status: 5 });
    expect(none.json().data).toMatchObject({ rows: 0, matched: 0, truncated: false });
  });
});
