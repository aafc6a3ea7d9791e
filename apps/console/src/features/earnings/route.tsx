import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { Earnings } from '@app/shared/console/owner.schemas';
import { Page } from '../../components/page';
import { StorePicker, useChosenStore } from '../../components/store-picker';
import { ErrorNote } from '../../components/ui';
import { consolePost, errorMessage } from '../../lib/console-api';
import type { ConsoleSession } from '../../lib/session';
import { useMoney } from '../../lib/use-money';
import { formatWhen } from '../../lib/format';

const RANGES = [7, 30, 90];

/** The owner's earnings per store: takings by day, commission, net, and the payouts received. */
export default function Route({ session }: { session: ConsoleSession }) {
  const { store, choose } = useChosenStore(session.stores);
  const [days, setDays] = useState(30);
  const rangeId = useId();
  return (
    <Page
      title="Earnings"
      actions={
        <>
          <StorePicker stores={session.stores} value={store?.id} onChange={choose} />
          <div className="flex items-center gap-2">
            <label htmlFor={rangeId} className="text-sm text-muted">
              Period
            </label>
            <select
              id={rangeId}
              value={days}
              onChange={(event) => setDays(Number(event.target.value))}
              className="rounded-md border border-line px-2 py-1.5 text-sm"
            >
              {RANGES.map((value) => (
                <option key={value} value={value}>
                  Last {value} days
                </option>
              ))}
            </select>
          </div>
        </>
      }
    >
      {store ? (
        <EarningsPanel storeId={store.id} days={days} />
      ) : (
        <p>No store is linked to this account yet.</p>
      )}
    </Page>
  );
}

function EarningsPanel({ storeId, days }: { storeId: number; days: number }) {
  const formatMoney = useMoney();
  const earnings = useQuery({
    queryKey: ['console', 'store-earnings', storeId, days],
    queryFn: () => consolePost<Earnings>('get-store-earnings', { store_id: storeId, days }),
  });
  if (earnings.isPending) return <p className="text-muted">Loading…</p>;
  if (earnings.isError) return <ErrorNote>{errorMessage(earnings.error)}</ErrorNote>;
  const data = earnings.data;
  const rate = `${(data.commission_bps / 100).toFixed(2).replace(/\.?0+$/, '')} %`;
  const figures = [
    { label: 'Takings', value: formatMoney(data.totals.takings) },
    { label: `Commission (${rate})`, value: formatMoney(data.totals.commission) },
    { label: 'Net', value: formatMoney(data.totals.net) },
    { label: 'Paid out (all time)', value: formatMoney(data.totals.paid_out) },
  ];
  const withOrders = [...data.days].reverse().filter((day) => day.orders > 0);
  return (
    <div className="space-y-6">
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {figures.map((figure) => (
          <div key={figure.label} className="rounded-lg border border-line p-3">
            <dt className="text-sm text-muted">{figure.label}</dt>
            <dd className="text-xl font-bold tabular-nums">{figure.value}</dd>
          </div>
        ))}
      </dl>
      <section aria-labelledby="days-title">
        <h2 id="days-title" className="mb-2 font-semibold">
          By day
        </h2>
        {withOrders.length === 0 ? (
          <p className="text-muted">No delivered orders in this period.</p>
        ) : (
          <table className="w-full text-sm">
            <caption className="sr-only">
              Delivered orders, takings, commission and net per day, newest first
            </caption>
            <thead>
              <tr className="border-b border-line text-left text-muted">
                <th scope="col" className="py-2">
                  Day
                </th>
                <th scope="col" className="py-2 text-right">
                  Orders
                </th>
                <th scope="col" className="py-2 text-right">
                  Takings
                </th>
                <th scope="col" className="py-2 text-right">
                  Commission
                </th>
                <th scope="col" className="py-2 text-right">
                  Net
                </th>
              </tr>
            </thead>
            <tbody>
              {withOrders.map((day) => (
                <tr key={day.date} className="border-b border-line">
                  <th scope="row" className="py-2 text-left font-normal">
                    {day.date}
                  </th>
                  <td className="py-2 text-right tabular-nums">{day.orders}</td>
                  <td className="py-2 text-right tabular-nums">{formatMoney(day.takings)}</td>
                  <td className="py-2 text-right tabular-nums">{formatMoney(day.commission)}</td>
                  <td className="py-2 text-right tabular-nums">{formatMoney(day.net)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
      <section aria-labelledby="payouts-title">
        <h2 id="payouts-title" className="mb-2 font-semibold">
          Payouts received
        </h2>
        {data.payouts.length === 0 ? (
          <p className="text-muted">No payouts yet.</p>
        ) : (
          <table className="w-full text-sm">
            <caption className="sr-only">Payouts received, newest first</caption>
            <thead>
              <tr className="border-b border-line text-left text-muted">
                <th scope="col" className="py-2">
                  Paid on
                </th>
                <th scope="col" className="py-2">
                  Reference
                </th>
                <th scope="col" className="py-2 text-right">
                  Amount
                </th>
              </tr>
            </thead>
            <tbody>
              {data.payouts.map((payout) => (
                <tr key={payout.id} className="border-b border-line">
                  <td className="py-2">{formatWhen(payout.paid_at)}</td>
                  <td className="py-2">{payout.reference || '—'}</td>
                  <td className="py-2 text-right tabular-nums">{formatMoney(payout.amount)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </div>
  );
}
