import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { AdminRider, RiderApproval } from '@app/shared/console/people.schemas';
import type { Column } from '../../components/data-table';
import { capitalizedOptions, FilterSelect } from '../../components/filter-select';
import { ModalDialog } from '../../components/modal-dialog';
import { Page } from '../../components/page';
import { ListToolbar, PagedTable } from '../../components/paged-table';
import { Button, ErrorNote, Notice } from '../../components/ui';
import { consolePost, errorMessage } from '../../lib/console-api';
import type { ConsoleSession } from '../../lib/session';
import { useMoney } from '../../lib/use-money';
import { usePagedList } from '../../lib/use-paged-list';
import { NewRiderForm, RiderManager } from './rider-dialogs';
import { formatDate } from '../../lib/format';

const LIST = 'admin/riders/list';
const LIVE_REFRESH_MS = 15_000;
const APPROVALS = ['all', 'pending', 'approved', 'suspended'] as const;

const BADGE: Record<RiderApproval, string> = {
  pending: 'bg-amber-100 text-amber-900',
  approved: 'bg-green-100 text-green-900',
  suspended: 'bg-red-100 text-red-900',
};

/** "just now", "4 min ago", "2 h ago", or the date. */
function age(iso: string | null, now: number): string {
  if (!iso) return 'never';
  const minutes = Math.round((now - Date.parse(iso)) / 60_000);
  if (minutes < 1) return 'just now';
  if (minutes < 60) return `${minutes} min ago`;
  if (minutes < 48 * 60) return `${Math.round(minutes / 60)} h ago`;
  return formatDate(iso);
}

/** The next approval each state offers, with its words and whether it needs a confirmation. */
const NEXT: Record<RiderApproval, { to: RiderApproval; label: string; confirm: boolean }> = {
  pending: { to: 'approved', label: 'Approve', confirm: false },
  approved: { to: 'suspended', label: 'Suspend', confirm: true },
  suspended: { to: 'approved', label: 'Reinstate', confirm: false },
};

/** /riders: live status, approval, stores, cash in hand, earnings and payouts (issue 17). */
export default function RidersRoute({ session }: { session: ConsoleSession }) {
  const money = useMoney();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const approval = params.get('approval') ?? 'all';
  const paged = usePagedList<AdminRider>(LIST, { approval }, { defaultSort: 'id' });
  const [dialog, setDialog] = useState<AdminRider | 'new' | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['console-list', LIST] });

  // Live status: online, last position and orders in hand, refreshed while the page is open.
  useEffect(() => {
    const timer = setInterval(() => {
      setNow(Date.now());
      void queryClient.invalidateQueries({ queryKey: ['console-list', LIST] });
    }, LIVE_REFRESH_MS);
    return () => clearInterval(timer);
  }, [queryClient]);

  const decide = useMutation({
    mutationFn: ({ rider, to }: { rider: AdminRider; to: RiderApproval }) =>
      consolePost<AdminRider>('admin/riders/set-approval', { rider_id: rider.id, approval: to }),
    onSuccess: (rider) => {
      setNotice(`${rider.name} is now ${rider.approval}.`);
      void refresh();
    },
  });

  const columns: Column<AdminRider>[] = [
    {
      key: 'name',
      header: 'Rider',
      sortable: true,
      render: (r) => (
        <span>
          <span className="font-semibold">{r.name}</span>
          <span className="block text-xs text-muted">{r.email ?? r.phone ?? ''}</span>
        </span>
      ),
    },
    {
      key: 'approval',
      header: 'Approval',
      render: (r) => (
        <span className={`rounded px-2 py-0.5 text-xs font-semibold ${BADGE[r.approval]}`}>
          {r.approval}
        </span>
      ),
    },
    {
      key: 'live',
      header: 'Live',
      render: (r) => (
        <span>
          <span className={r.is_online ? 'font-semibold text-green-800' : 'text-muted'}>
            {r.is_online ? 'Online' : 'Offline'}
          </span>
          <span className="block text-xs text-muted">Position {age(r.last_position_at, now)}</span>
        </span>
      ),
    },
    { key: 'in_hand', header: 'In hand', render: (r) => r.orders_in_hand },
    {
      key: 'stores',
      header: 'Stores',
      render: (r) =>
        r.stores.length ? (
          <span className="text-xs">{r.stores.map((s) => s.name).join(', ')}</span>
        ) : (
          <span className="text-xs text-muted">None</span>
        ),
    },
    {
      key: 'earnings',
      header: 'Earned (due)',
      render: (r) => `${money(r.earnings)} (${money(r.earnings_due)})`,
    },
    { key: 'cash', header: 'Cash in hand', render: (r) => money(r.cash_in_hand) },
    {
      key: 'actions',
      header: 'Actions',
      render: (r) => {
        const next = NEXT[r.approval];
        return (
          <div className="flex flex-wrap gap-2">
            <Button
              tone={next.to === 'suspended' ? 'danger' : 'accept'}
              disabled={decide.isPending}
              aria-label={`${next.label} ${r.name}`}
              onClick={() => {
                if (
                  next.confirm &&
                  !window.confirm(`Suspend ${r.name}? They go offline and get no orders.`)
                ) {
                  return;
                }
                decide.mutate({ rider: r, to: next.to });
              }}
            >
              {next.label}
            </Button>
            <Button onClick={() => setDialog(r)} aria-label={`Manage ${r.name}`}>
              Manage
            </Button>
          </div>
        );
      },
    },
  ];

  return (
    <Page
      title="Riders"
      actions={
        <Button tone="primary" onClick={() => setDialog('new')}>
          New rider
        </Button>
      }
    >
      <ListToolbar list={paged} placeholder="Name, email or phone">
        <FilterSelect
          label="Approval"
          value={approval}
          options={capitalizedOptions(APPROVALS)}
          onChange={(value) => paged.setParam('approval', value === 'all' ? null : value)}
        />
      </ListToolbar>
      {notice ? <Notice>{notice}</Notice> : null}
      {decide.isError ? <ErrorNote>{errorMessage(decide.error)}</ErrorNote> : null}
      <PagedTable list={paged} caption="Riders" columns={columns} />
      <ModalDialog
        open={dialog !== null}
        title={dialog === 'new' ? 'New rider' : dialog ? dialog.name : ''}
        onClose={() => setDialog(null)}
        wide
      >
        {dialog === 'new' ? (
          <NewRiderForm
            stores={session.stores}
            onDone={(rider) => {
              setDialog(null);
              setNotice(`${rider.name} created; approve them to let them take orders.`);
              void refresh();
            }}
          />
        ) : dialog ? (
          <RiderManager
            key={dialog.id}
            rider={dialog}
            stores={session.stores}
            onChanged={(rider) => {
              setDialog(rider);
              void refresh();
            }}
          />
        ) : null}
      </ModalDialog>
    </Page>
  );
}
