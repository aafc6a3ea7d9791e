import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildTestApp, postJson } from '../../test/build-test-app';
import { loginAs } from '../profile/account-data.fixture';
import { insertReportOrders, reportsSeed } from './console-reports.fixture';

/** Reports (issue 17): sums in SQL, in minor units, by the marketplace's (IST) calendar day. */
describe('console reports', () => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  let token: string;
  let storeIds: Record<string, number>;
  let riderId: number;

  const report = (body: Record<string, unknown>) =>
    postJson(ctx.app, '/public/api/console/admin/reports', {
      token,
      from: '2026-03-01',
      to: '2026-03-02',
      ...body,
    });

  beforeAll(async () => {
    ctx = await buildTestApp({ seed: reportsSeed });
    ({ storeIds, riderId } = await insertReportOrders(ctx.db));
    token = (await loginAs(ctx.db, 'admin@test.dev')).token;
  });
  afterAll(() => ctx.close());

  test('sales by store: delivered orders in the range, commission per order rounded down', async () => {
    const response = await report({ report: 'sales_by_store' });
    expect(response.statusCode, response.body).toBe(200);
    const { rows, totals } = response.json().data;
    expect(rows).toEqual([
      {
        store_id: storeIds.one,
        store: 'Store One',
        commission_bps: 1500,
        orders: 2,
        gross: 13200 + 23001,
        items: 30001,
        delivery_fees: 5000,
        tax: 1500,
        discounts: 1000,
        // 10000 * 15 % = 1500; 20001 * 15 % = 3000.15 -> 3000
        commission: 4500,
        // (10000 + 500 - 1500) + (20001 - 3000)
        net_to_store: 26001,
      },
      {
        store_id: storeIds.two,
        store: 'Store Two',
        commission_bps: 2000,
        orders: 1,
        gross: 5750,
        items: 5000,
        delivery_fees: 1000,
        tax: 250,
        discounts: 500,
        commission: 1000,
        net_to_store: 4000,
      },
    ]);
    expect(totals).toMatchObject({
      orders: 3,
      gross: 41951,
      commission: 5500,
      net_to_store: 30001,
    });
  });

  test('sales by day: the IST day of placing (18:00 UTC is 23:30, 19:00 UTC the next day)', async () => {
    const response = await report({ report: 'sales_by_day' });
    expect(response.statusCode, response.body).toBe(200);
    const rows = response.json().data.rows;
    expect(
      rows.map((row: Record<string, unknown>) => [row.day, row.orders, row.gross, row.commission]),
    ).toEqual([
      ['2026-03-01', 1, 13200, 1500],
      ['2026-03-02', 2, 28751, 4000],
    ]);
  });

  test('coupon cost and rider payouts', async () => {
    const coupons = (await report({ report: 'coupon_cost' })).json().data;
    expect(coupons.rows).toEqual([
      { coupon_id: 77, code: 'SAVE10', orders: 2, items: 15000, discount: 1500 },
    ]);
    const riders = (await report({ report: 'rider_payouts' })).json().data;
    expect(riders.rows).toEqual([
      {
        rider_id: riderId,
        rider: 'Rider R',
        deliveries: 3,
        // (3000 + 200) + 2000 + 1000 in the range
        earned: 6200,
        // the 2 March payout only; the cash deposit is not a payout
        paid: 2500,
        // all time: 7200 earned (E too) less 3500 paid
        owed: 3700,
      },
    ]);
  });

  test('CSV export: a header with minor-unit columns and one line per row', async () => {
    const response = await report({ report: 'sales_by_store', format: 'csv' });
    const csv: string = response.json().data.csv;
    const lines = csv.trim().split('\r\n');
    expect(lines[0]).toBe(
      'store_id,store,commission_bps,orders,gross_minor,items_minor,delivery_fees_minor,tax_minor,discounts_minor,commission_minor,net_to_store_minor',
    );
    expect(lines).toHaveLength(3);
    expect(lines[1]).toBe(`${storeIds.one},Store One,1500,2,36201,30001,5000,1500,1000,4500,26001`);
  });

  test('bad ranges and reports are refused', async () => {
    const backwards = await report({
      report: 'sales_by_day',
      from: '2026-03-05',
      to: '2026-03-01',
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().error.code).toBe('console.range_too_long');
    const long = await report({ report: 'sales_by_day', from: '2024-01-01', to: '2026-03-01' });
    expect(long.json().error.code).toBe('console.range_too_long');
    expect((await report({ report: 'everything' })).statusCode).toBe(400);
    expect((await report({ report: 'sales_by_day', from: '2026-13-45' })).statusCode).toBe(400);
  });
});
