import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { AuditEntry } from '@app/shared/console/admin.schemas';
import type { Column } from '../../components/data-table';
import { FilterDate, FilterSelect } from '../../components/filter-select';
import { Page } from '../../components/page';
import { ListToolbar, PagedTable } from '../../components/paged-table';
import { formatWhen } from '../../lib/marketplace-time';
import { usePagedList } from '../../lib/use-paged-list';
import { diffJson } from './lib/json-diff';

const ACTION_PREFIXES = [
  'console.orders',
  'console.refunds',
  'console.outbox',
  'console.settings',
  'console.stores',
  'console.coupons',
  'console.riders',
  'console.customers',
  'console.staff',
  'impersonation',
  'account',
];

/** Before and after of one change, side by side, changed values highlighted. */
function ChangeDiff({ details }: { details: Record<string, unknown> | null }) {
  const { before, after, ...rest } = details ?? {};
  const rows = before !== undefined || after !== undefined ? diffJson(before, after) : [];
  const tone = {
    changed: 'bg-amber-50',
    added: 'bg-green-50',
    removed: 'bg-red-50',
    same: '',
  } as const;
  return (
    <div className="space-y-2 p-3">
      {Object.keys(rest).length ? (
        <pre className="whitespace-pre-wrap rounded bg-canvas p-2 text-xs">
          {JSON.stringify(rest, null, 2)}
        </pre>
      ) : null}
      {rows.length ? (
        <table className="w-full border-collapse text-left text-xs">
          <caption className="sr-only">Before and after</caption>
          <thead>
            <tr>
              <th scope="col" className="px-2 py-1">
                Field
              </th>
              <th scope="col" className="px-2 py-1">
                Before
              </th>
              <th scope="col" className="px-2 py-1">
                After
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.path} className={`border-t border-line ${tone[row.change]}`}>
                <th scope="row" className="px-2 py-1 font-mono font-normal">
                  {row.path}
                  {row.change !== 'same' ? <span className="sr-only"> ({row.change})</span> : null}
                </th>
                <td className="break-all px-2 py-1 font-mono">{row.before ?? '—'}</td>
                <td className="break-all px-2 py-1 font-mono">{row.after ?? '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p className="text-xs text-muted">No before and after recorded for this entry.</p>
      )}
    </div>
  );
}

/** Who changed what, newest first; a row opens to show before and after (issue 17). */
export default function AuditRoute() {
  const [params] = useSearchParams();
  const [open, setOpen] = useState<number | null>(null);
  const action = params.get('action') ?? '';
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const paged = usePagedList<AuditEntry>(
    'admin/audit',
    { ...(action ? { action } : {}), ...(from ? { from } : {}), ...(to ? { to } : {}) },
    { defaultSort: 'created_at' },
  );
  const columns: Column<AuditEntry>[] = [
    {
      key: 'created_at',
      header: 'When',
      sortable: true,
      render: (row) => formatWhen(row.created_at),
    },
    { key: 'actor', header: 'Who', render: (row) => row.actor?.name ?? 'System' },
    {
      key: 'action',
      header: 'Action',
      render: (row) => <span className="font-mono text-xs">{row.action}</span>,
    },
    {
      key: 'details',
      header: 'Details',
      render: (row) => (
        <button
          type="button"
          aria-expanded={open === row.id}
          aria-controls={`audit-${row.id}`}
          className="text-xs underline underline-offset-2"
          onClick={() => setOpen(open === row.id ? null : row.id)}
        >
          {open === row.id ? 'Hide change' : 'Show change'}
        </button>
      ),
    },
  ];

  return (
    <Page title="Audit log">
      <ListToolbar list={paged} label="Actor or action" placeholder="Name, email or action">
        <FilterSelect
          stacked
          all="All"
          label="Action"
          value={action}
          options={ACTION_PREFIXES.map((prefix) => [prefix, `${prefix}…`] as const)}
          onChange={(value) => paged.setParam('action', value)}
        />
        <FilterDate stacked label="From" value={from} onChange={(v) => paged.setParam('from', v)} />
        <FilterDate stacked label="To" value={to} onChange={(v) => paged.setParam('to', v)} />
      </ListToolbar>
      <PagedTable
        list={paged}
        caption="Audit log"
        columns={columns}
        empty="No entries match."
        rowDetail={(row) =>
          open === row.id
            ? { id: `audit-${row.id}`, content: <ChangeDiff details={row.details} /> }
            : null
        }
      />
    </Page>
  );
}
