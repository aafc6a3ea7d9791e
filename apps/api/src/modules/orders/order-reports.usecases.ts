import type { ReportKind, ReportResponse } from '@app/shared/console/admin-orders.schemas';
import { toCsv } from '@app/shared/common/csv';
import type { Database } from '../../db/client';
import { platformDayEnd, platformDayStart } from './admin-orders.repository';
import { createRangeTooLongError } from './admin-orders.errors';
import {
  couponCost,
  riderPayouts,
  salesByDay,
  salesByStore,
  type ReportRange,
} from './order-reports.repository';

interface Column {
  key: string;
  label: string;
  money: boolean;
}

const money = (key: string, label: string): Column => ({ key, label, money: true });
const plain = (key: string, label: string): Column => ({ key, label, money: false });

const SALES_MONEY = [
  money('gross', 'Gross (order totals)'),
  money('items', 'Items'),
  money('delivery_fees', 'Delivery fees'),
  money('tax', 'Tax'),
  money('discounts', 'Coupon discounts'),
  money('commission', 'Commission'),
  money('net_to_store', 'Net to store'),
];

const REPORTS: Record<
  ReportKind,
  {
    columns: Column[];
    load: (db: Database, range: ReportRange) => Promise<Record<string, unknown>[]>;
  }
> = {
  sales_by_store: {
    columns: [
      plain('store_id', 'Store id'),
      plain('store', 'Store'),
      plain('commission_bps', 'Commission (bps)'),
      plain('orders', 'Orders'),
      ...SALES_MONEY,
    ],
    load: salesByStore,
  },
  sales_by_day: {
    columns: [plain('day', 'Day'), plain('orders', 'Orders'), ...SALES_MONEY],
    load: salesByDay,
  },
  rider_payouts: {
    columns: [
      plain('rider_id', 'Rider id'),
      plain('rider', 'Rider'),
      plain('deliveries', 'Deliveries'),
      money('earned', 'Earned (fees and tips)'),
      money('paid', 'Paid out'),
      money('owed', 'Owed (all time)'),
    ],
    load: riderPayouts,
  },
  coupon_cost: {
    columns: [
      plain('coupon_id', 'Coupon id'),
      plain('code', 'Code'),
      plain('orders', 'Orders'),
      money('items', 'Items'),
      money('discount', 'Discount given'),
    ],
    load: couponCost,
  },
};

/** Columns summed in the totals row (money and counts; never ids or rates). */
const SUMMED = new Set(['orders', 'deliveries']);

const MAX_DAYS = 366;

/**
 * One report over the marketplace days `from`..`to` (both included): its rows, totals and, for
 * `csv`, the same as CSV (money in minor units, as stored).
 */
export async function buildReport(
  db: Database,
  {
    report,
    from,
    to,
    format,
  }: { report: ReportKind; from: string; to: string; format: 'json' | 'csv' },
): Promise<ReportResponse> {
  const range = { start: platformDayStart(from), end: platformDayEnd(to) };
  const days = (range.end.getTime() - range.start.getTime()) / 86_400_000;
  if (days < 1 || days > MAX_DAYS) throw createRangeTooLongError();
  const { columns, load } = REPORTS[report];
  const raw = await load(db, range);
  const rows = raw.map((row) =>
    Object.fromEntries(
      columns.map((column) => {
        const value = row[column.key];
        const isNumber =
          column.money ||
          SUMMED.has(column.key) ||
          column.key.endsWith('_id') ||
          column.key === 'commission_bps';
        return [
          column.key,
          value === null || value === undefined ? null : isNumber ? Number(value) : String(value),
        ];
      }),
    ),
  );
  const totals: Record<string, number> = {};
  for (const column of columns) {
    if (!column.money && !SUMMED.has(column.key)) continue;
    totals[column.key] = rows.reduce((sum, row) => sum + Number(row[column.key] ?? 0), 0);
  }
  const result: ReportResponse = { report, from, to, columns, rows, totals };
  if (format === 'csv') {
    result.csv = toCsv([
      columns.map((column) => (column.money ? `${column.key}_minor` : column.key)),
      ...rows.map((row) => columns.map((column) => row[column.key])),
    ]);
  }
  return result;
}
