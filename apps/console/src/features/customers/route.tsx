import { useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import type { AdminCustomer } from '@app/shared/console/people.schemas';
import type { Column } from '../../components/data-table';
import { FilterSelect } from '../../components/filter-select';
import { ModalDialog } from '../../components/modal-dialog';
import { Page } from '../../components/page';
import { ListToolbar, PagedTable } from '../../components/paged-table';
import { Button } from '../../components/ui';
import type { ConsoleSession } from '../../lib/session';
import { useMoney } from '../../lib/use-money';
import { usePagedList } from '../../lib/use-paged-list';
import { CustomerPanel } from './customer-panel';
import { formatDate } from '../../lib/format';

const LIST = 'admin/customers/list';
const BANNED = [
  ['all', 'Everyone'],
  ['not_banned', 'Not banned'],
  ['banned', 'Banned'],
] as const;

/** /customers: search, one customer's orders and wallet, ban, wallet adjustments, sign in as. */
export default function CustomersRoute({ session }: { session: ConsoleSession }) {
  const money = useMoney();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const banned = params.get('banned') ?? 'all';
  const paged = usePagedList<AdminCustomer>(LIST, { banned }, { defaultSort: 'id' });
  const openId = Number(params.get('customer')) || null;
  // The open customer is in the address (reload keeps it), without moving the table's page.
  const open = (id: number | null) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (id === null) next.delete('customer');
        else next.set('customer', String(id));
        return next;
      },
      { replace: true },
    );
  const opened = paged.query.data?.rows.find((row) => row.id === openId);

  const columns: Column<AdminCustomer>[] = [
    {
      key: 'name',
      header: 'Name',
      sortable: true,
      render: (c) => (
        <span>
          <span className="font-semibold">{c.name}</span>
          {c.is_banned ? (
            <span className="ml-2 rounded bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-900">
              Banned
            </span>
          ) : null}
        </span>
      ),
    },
    { key: 'email', header: 'Email', render: (c) => c.email ?? '—' },
    { key: 'phone', header: 'Phone', render: (c) => c.phone ?? '—' },
    { key: 'orders', header: 'Orders', render: (c) => c.orders_count },
    {
      key: 'wallet_balance',
      header: 'Wallet',
      sortable: true,
      render: (c) => money(c.wallet_balance),
    },
    {
      key: 'created_at',
      header: 'Joined',
      sortable: true,
      render: (c) => formatDate(c.created_at),
    },
    {
      key: 'actions',
      header: 'Actions',
      render: (c) => (
        <Button onClick={() => open(c.id)} aria-label={`Open ${c.name}`}>
          Open
        </Button>
      ),
    },
  ];

  return (
    <Page title="Customers">
      <ListToolbar list={paged} placeholder="Name, email or phone">
        <FilterSelect
          label="Show"
          value={banned}
          options={BANNED}
          onChange={(value) => paged.setParam('banned', value === 'all' ? null : value)}
        />
      </ListToolbar>
      <PagedTable list={paged} caption="Customers" columns={columns} />
      <ModalDialog
        open={openId !== null}
        title={opened?.name ?? `Customer #${openId ?? ''}`}
        onClose={() => open(null)}
        wide
      >
        {openId !== null ? (
          <CustomerPanel
            key={openId}
            customerId={openId}
            token={session.auth_token}
            onChanged={() =>
              void queryClient.invalidateQueries({ queryKey: ['console-list', LIST] })
            }
          />
        ) : null}
      </ModalDialog>
    </Page>
  );
}
