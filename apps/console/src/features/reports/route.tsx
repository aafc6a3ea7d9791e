import { useMutation, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  REPORT_KINDS,
  type ReportKind,
  type ReportResponse,
} from '@app/shared/console/admin-orders.schemas';
import { Page } from '../../components/page';
import { Button, ErrorNote } from '../../components/ui';
import { consolePost, errorMessage } from '../../lib/console-api';
import { marketplaceDay } from '../../lib/marketplace-time';
import { useMoney } from '../../lib/use-money';
import { downloadText } from '../../lib/use-paged-list';

const REPORT_LABELS: Record<ReportKind, string> = {
  sales_by_store: 'Sales and commission by store',
  sales_by_day: 'Sales by day',
  rider_payouts: 'Rider earnings and payouts',
  coupon_cost: 'Coupon cost',
};

/**
 * Reports over a range of marketplace days (delivered orders, money in minor units on the
 * server), each with a CSV export (issue 17).
 */
export default function ReportsRoute() {
  const money = useMoney();
  const [params, setParams] = useSearchParams();
  const report = (REPORT_KINDS as readonly string[]).includes(params.get('report') ?? '')
    ? (params.get('report') as ReportKind)
    : 'sales_by_store';
  const from = params.get('from') || marketplaceDay(29);
  const to = params.get('to') || marketplaceDay(0);
  const [csvError, setCsvError] = useState<string | null>(null);
  const ids = { report: useId(), from: useId(), to: useId() };
  const set = (key: string, value: string) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (value) next.set(key, value);
        else next.delete(key);
        return next;
      },
      { replace: true },
    );
  const body = { report, from, to };
  const query = useQuery({
    queryKey: ['admin-report', body],
    queryFn: () => consolePost<ReportResponse>('admin/reports', body),
  });
  const csv = useMutation({
    mutationFn: () => consolePost<ReportResponse>('admin/reports', { ...body, format: 'csv' }),
    onSuccess: (data) => {
      setCsvError(null);
      downloadText(`${report}-${from}-${to}.csv`, data.csv ?? '');
    },
    onError: (error) => setCsvError(errorMessage(error)),
  });
  const data = query.data;
  const show = (column: ReportResponse['columns'][number], value: unknown) =>
    value === null || value === undefined
      ? '—'
      : column.money
        ? money(Number(value))
        : String(value);

  return (
    <Page
      title="Reports"
      actions={
        <Button onClick={() => csv.mutate()} disabled={csv.isPending}>
          {csv.isPending ? 'Exporting…' : 'Export CSV'}
        </Button>
      }
    >
      <div className="flex flex-wrap items-end gap-3">
        <div className="flex flex-col gap-1">
          <label htmlFor={ids.report} className="text-xs font-medium text-muted">
            Report
          </label>
          <select
            id={ids.report}
            value={report}
            onChange={(event) => set('report', event.target.value)}
            className="rounded-md border border-line bg-white px-2 py-1.5 text-sm"
          >
            {REPORT_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {REPORT_LABELS[kind]}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={ids.from} className="text-xs font-medium text-muted">
            From
          </label>
          <input
            id={ids.from}
            type="date"
            value={from}
            onChange={(event) => set('from', event.target.value)}
            className="rounded-md border border-line px-2 py-1 text-sm"
          />
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={ids.to} className="text-xs font-medium text-muted">
            To
          </label>
          <input
            id={ids.to}
            type="date"
            value={to}
            onChange={(event) => set('to', event.target.value)}
            className="rounded-md border border-line px-2 py-1 text-sm"
          />
        </div>
      </div>
      <p className="text-xs text-muted">
        Delivered orders placed on these days (Asia/Kolkata). Commission is the store’s rate on the
        items, rounded down per order; net to store is items and store charges less commission.
        Rider “owed” is all delivery fees and tips earned less all payouts.
      </p>
      {csvError ? <ErrorNote>{csvError}</ErrorNote> : null}
      {query.isError ? <ErrorNote>{errorMessage(query.error)}</ErrorNote> : null}
      {query.isPending ? <p role="status">Loading the report…</p> : null}
      {data ? (
        <div className="overflow-x-auto rounded-md border border-line">
          <table className="w-full border-collapse text-left text-sm" aria-busy={query.isFetching}>
            <caption className="sr-only">{REPORT_LABELS[data.report]}</caption>
            <thead className="bg-canvas text-xs uppercase text-muted">
              <tr>
                {data.columns.map((column) => (
                  <th
                    key={column.key}
                    scope="col"
                    className={`px-3 py-2 ${column.money ? 'text-right' : ''}`}
                  >
                    {column.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {data.rows.map((row, index) => (
                <tr key={index} className="border-t border-line">
                  {data.columns.map((column) => (
                    <td
                      key={column.key}
                      className={`px-3 py-2 ${column.money ? 'text-right' : ''}`}
                    >
                      {show(column, row[column.key])}
                    </td>
                  ))}
                </tr>
              ))}
              {data.rows.length === 0 ? (
                <tr>
                  <td colSpan={data.columns.length} className="px-3 py-6 text-center text-muted">
                    Nothing in this range.
                  </td>
                </tr>
              ) : null}
            </tbody>
            {data.rows.length ? (
              <tfoot>
                <tr className="border-t-2 border-line font-semibold">
                  {data.columns.map((column, index) => (
                    <td
                      key={column.key}
                      className={`px-3 py-2 ${column.money ? 'text-right' : ''}`}
                    >
                      {index === 0
                        ? 'Total'
                        : column.key in data.totals
                          ? show(column, data.totals[column.key])
                          : ''}
                    </td>
                  ))}
                </tr>
              </tfoot>
            ) : null}
          </table>
        </div>
      ) : null}
    </Page>
  );
}
