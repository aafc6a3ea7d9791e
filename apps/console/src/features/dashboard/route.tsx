import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import type { Dashboard, LiveMap } from '@app/shared/console/dashboard.schemas';
import { Page } from '../../components/page';
import { Button, ErrorNote } from '../../components/ui';
import { consolePost, errorMessage } from '../../lib/console-api';
import { formatDay } from '../../lib/format';
import type { ConsoleSession } from '../../lib/session';
import { useMoney } from '../../lib/use-money';
import { useAdminStream } from './components/use-admin-stream';

// The chart and the map are fetched only when the dashboard shows them.
const BarChart = lazy(() => import('./components/bar-chart'));
const LiveMapView = lazy(() => import('./components/live-map-view'));

const STATUS_TEXT: Record<number, string> = {
  1: 'Placed',
  2: 'Preparing',
  3: 'Rider assigned',
  4: 'On the way',
  7: 'Ready for pickup',
};

const dayLabel = (iso: string) => formatDay(iso, 'shortDate');

/** The admin dashboard: today's figures, orders per day and per hour, the live map. */
export default function Route({ session }: { session: ConsoleSession }) {
  const dashboard = useQuery({
    queryKey: ['console', 'dashboard'],
    queryFn: () => consolePost<Dashboard>('admin/get-dashboard'),
    refetchInterval: 60_000,
  });
  return (
    <Page
      title="Dashboard"
      actions={
        <Button onClick={() => void dashboard.refetch()} disabled={dashboard.isFetching}>
          {dashboard.isFetching ? 'Refreshing…' : 'Refresh'}
        </Button>
      }
    >
      {dashboard.isPending ? (
        <p className="text-muted">Loading…</p>
      ) : dashboard.isError ? (
        <ErrorNote>{errorMessage(dashboard.error)}</ErrorNote>
      ) : (
        <DashboardBody
          data={dashboard.data}
          token={session.auth_token}
          reload={async () => (await dashboard.refetch()).data?.live}
        />
      )}
    </Page>
  );
}

function DashboardBody({
  data,
  token,
  reload,
}: {
  data: Dashboard;
  token: string;
  reload: () => Promise<LiveMap | undefined>;
}) {
  const formatMoney = useMoney();
  const { figures } = data;
  const cards = [
    { label: "Today's orders", value: String(figures.orders) },
    { label: 'Revenue today', value: formatMoney(figures.revenue) },
    {
      label: 'Average delivery time',
      value: figures.avg_delivery_minutes === null ? '—' : `${figures.avg_delivery_minutes} min`,
    },
    { label: 'Cancellations', value: String(figures.cancellations) },
    { label: 'Riders online', value: String(figures.online_riders) },
    { label: 'Stores open', value: String(figures.open_stores) },
  ];
  return (
    <div className="space-y-6">
      <dl className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-6" data-testid="figures">
        {cards.map((card) => (
          <div key={card.label} className="rounded-lg border border-line p-3">
            <dt className="text-sm text-muted">{card.label}</dt>
            <dd className="text-2xl font-bold tabular-nums">{card.value}</dd>
          </div>
        ))}
      </dl>
      <Suspense fallback={<p className="text-muted">Loading charts…</p>}>
        <div className="grid gap-4 lg:grid-cols-2">
          <BarChart
            title="Orders per day, last 14 days"
            valueHeader="Orders"
            every={2}
            data={data.days.map((day) => ({
              label: dayLabel(day.date),
              value: day.orders,
              text: `${ordersText(day.orders)}, ${formatMoney(day.revenue)}`,
            }))}
          />
          <BarChart
            title="Orders per hour, today"
            valueHeader="Orders"
            every={3}
            data={data.hours.map((hour) => ({
              label: `${String(hour.hour).padStart(2, '0')}:00`,
              value: hour.orders,
              text: ordersText(hour.orders),
            }))}
          />
        </div>
      </Suspense>
      <LiveSection key={data.today} initial={data.live} token={token} reload={reload} />
    </div>
  );
}

function LiveSection({
  initial,
  token,
  reload,
}: {
  initial: LiveMap;
  token: string;
  reload: () => Promise<LiveMap | undefined>;
}) {
  const { map, live } = useAdminStream({ token, initial, reload });
  return (
    <section aria-labelledby="live-title" className="space-y-3">
      <div className="flex items-center gap-3">
        <h2 id="live-title" className="font-semibold">
          Live map
        </h2>
        <p role="status" className="text-xs text-muted">
          {live ? 'Live' : 'Connecting…'}
        </p>
      </div>
      <div className="grid gap-4 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <Suspense fallback={<div className="h-96 rounded-lg bg-gray-200" />}>
            <LiveMapView map={map} />
          </Suspense>
        </div>
        <div className="space-y-4 text-sm">
          <div>
            <h3 className="font-semibold">Riders online ({map.riders.length})</h3>
            {map.riders.length === 0 ? (
              <p className="text-muted">No rider is online with a known position.</p>
            ) : (
              <ul data-testid="live-riders">
                {map.riders.map((rider) => (
                  <li key={rider.rider_id}>
                    {rider.name}{' '}
                    <span className="text-muted tabular-nums">
                      ({rider.latitude.toFixed(4)}, {rider.longitude.toFixed(4)})
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </div>
          <div>
            <h3 className="font-semibold">Running orders ({map.orders.length})</h3>
            {map.orders.length === 0 ? (
              <p className="text-muted">No order is running.</p>
            ) : (
              <ul className="max-h-64 overflow-auto" data-testid="live-orders">
                {map.orders.map((order) => (
                  <li key={order.unique_order_id}>
                    {[
                      `#${order.unique_order_id}`,
                      order.store_name || 'Pickup & drop',
                      STATUS_TEXT[order.status] ?? `Status ${order.status}`,
                    ].join(' · ')}
                  </li>
                ))}
              </ul>
            )}
          </div>
        </div>
      </div>
    </section>
  );
}

const ordersText = (count: number) => `${count} ${count === 1 ? 'order' : 'orders'}`;
