import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import type { AdminOrderRow } from '@app/shared/console/admin-orders.schemas';
import type { Column } from '../../components/data-table';
import { Page } from '../../components/page';
import { ListToolbar, PagedTable } from '../../components/paged-table';
import { Button } from '../../components/ui';
import { consolePost } from '../../lib/console-api';
import { formatWhen } from '../../lib/marketplace-time';
import type { ConsoleSession } from '../../lib/session';
import { canOpen } from '../../lib/session';
import { useMoney } from '../../lib/use-money';
import { usePagedList } from '../../lib/use-paged-list';
import { OrderDetail } from './components/order-detail';
import { OrderFilters, filtersFromParams } from './components/order-filters';
import { useOrdersExport } from './components/orders-export';
import { KIND_LABELS, statusName } from '../../lib/order-labels';

/** Every order of the marketplace: search, sort, page, open one, export the list (issue 17). */
export default function AdminOrdersRoute({ session }: { session: ConsoleSession }) {
  const money = useMoney();
  const stores = useQuery({
    queryKey: ['admin-order-stores'],
    queryFn: () => consolePost<{ id: number; name: string }[]>('admin/orders/stores'),
    staleTime: 5 * 60_000,
  });
  const [params, setParams] = useSearchParams();
  const filters = filtersFromParams(params);
  const paged = usePagedList<AdminOrderRow>('admin/orders', filters, {
    defaultSort: 'created_at',
  });
  const openId = params.get('open');
  /** The open order stays in the address (reload and Back keep it), without changing the page. */
  const setOpen = (id: string | null) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (id) next.set('open', id);
        else next.delete('open');
        return next;
      },
      { replace: false },
    );
  const exportCsv = useOrdersExport(() => ({
    ...filters,
    ...(paged.state.sort ? { sort: paged.state.sort } : {}),
    dir: paged.state.dir,
    ...(paged.state.q.trim() ? { q: paged.state.q.trim() } : {}),
  }));

  const columns: Column<AdminOrderRow>[] = [
    {
      key: 'id',
      header: 'Order',
      sortable: true,
      render: (row) => (
        <button
          type="button"
          className="font-semibold text-ink underline underline-offset-2"
          onClick={() => setOpen(row.unique_order_id)}
        >
          {row.unique_order_id}
        </button>
      ),
    },
    {
      key: 'created_at',
      header: 'Placed',
      sortable: true,
      render: (row) => formatWhen(row.created_at),
    },
    {
      key: 'customer',
      header: 'Customer',
      render: (row) => (
        <>
          {row.customer.name}
          <span className="block text-xs text-muted">{row.customer.phone ?? ''}</span>
        </>
      ),
    },
    { key: 'store', header: 'Store', render: (row) => row.store?.name ?? '—' },
    { key: 'kind', header: 'Kind', render: (row) => KIND_LABELS[row.kind] },
    { key: 'status', header: 'Status', sortable: true, render: (row) => statusName(row.status) },
    { key: 'rider', header: 'Rider', render: (row) => row.rider?.name ?? '—' },
    {
      key: 'total',
      header: 'Total',
      sortable: true,
      className: 'text-right',
      render: (row) => (
        <>
          {money(row.total)}
          <span className="block text-xs text-muted">
            {row.payment_method} · {row.payment_status}
          </span>
        </>
      ),
    },
  ];

  return (
    <Page
      title="Orders"
      actions={
        <Button onClick={exportCsv.start} disabled={exportCsv.isPending}>
          {exportCsv.isPending ? 'Exporting…' : 'Export CSV'}
        </Button>
      }
    >
      <ListToolbar list={paged} placeholder="Order, customer, phone, store"></ListToolbar>
      <OrderFilters
        params={paged.params}
        stores={stores.data ?? []}
        onChange={(key, value) => paged.setParam(key, value)}
      />
      {exportCsv.notice}
      <PagedTable
        list={paged}
        caption="Orders"
        columns={columns}
        empty="No orders match these filters."
      />
      {openId ? (
        <OrderDetail
          uniqueOrderId={openId}
          canRefund={canOpen(session, 'refunds')}
          onClose={() => setOpen(null)}
        />
      ) : null}
    </Page>
  );
}
