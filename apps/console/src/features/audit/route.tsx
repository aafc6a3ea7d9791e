import { Fragment, useId, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import type { AuditEntry } from '@app/shared/console/admin.schemas';
import { Pager, SearchBox } from '../../components/data-table';
import { Page } from '../../components/page';
import { ErrorNote } from '../../components/ui';
import { errorMessage } from '../../lib/console-api';
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

function FilterField({ label, children }: { label: string; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-xs font-medium text-muted">
        {label}
      </label>
      {children(id)}
    </div>
  );
}

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
  const rows = paged.query.data?.rows;

  return (
    <Page title="Audit log">
      <div className="flex flex-wrap items-end gap-3">
        <SearchBox
          label="Actor or action"
          value={paged.state.q}
          onSearch={paged.setQuery}
          placeholder="Name, email or action"
        />
        <FilterField label="Action">
          {(id) => (
            <select
              id={id}
              value={action}
              onChange={(event) => paged.setParam('action', event.target.value || null)}
              className="rounded-md border border-line bg-white px-2 py-1.5 text-sm"
            >
              <option value="">All</option>
              {ACTION_PREFIXES.map((prefix) => (
                <option key={prefix} value={prefix}>
                  {prefix}…
                </option>
              ))}
            </select>
          )}
        </FilterField>
        <FilterField label="From">
          {(id) => (
            <input
              id={id}
              type="date"
              value={from}
              onChange={(event) => paged.setParam('from', event.target.value || null)}
              className="rounded-md border border-line px-2 py-1 text-sm"
            />
          )}
        </FilterField>
        <FilterField label="To">
          {(id) => (
            <input
              id={id}
              type="date"
              value={to}
              onChange={(event) => paged.setParam('to', event.target.value || null)}
              className="rounded-md border border-line px-2 py-1 text-sm"
            />
          )}
        </FilterField>
      </div>
      {paged.query.isError ? <ErrorNote>{errorMessage(paged.query.error)}</ErrorNote> : null}
      <div className="overflow-x-auto rounded-md border border-line">
        <table
          className="w-full border-collapse text-left text-sm"
          aria-busy={paged.query.isFetching}
        >
          <caption className="sr-only">Audit log</caption>
          <thead className="bg-canvas text-xs uppercase text-muted">
            <tr>
              <th
                scope="col"
                className="px-3 py-2"
                aria-sort={paged.state.dir === 'asc' ? 'ascending' : 'descending'}
              >
                <button
                  type="button"
                  className="uppercase hover:text-ink"
                  onClick={() => paged.setSort('created_at')}
                >
                  When {paged.state.dir === 'asc' ? '▲' : '▼'}
                </button>
              </th>
              <th scope="col" className="px-3 py-2">
                Who
              </th>
              <th scope="col" className="px-3 py-2">
                Action
              </th>
              <th scope="col" className="px-3 py-2">
                Details
              </th>
            </tr>
          </thead>
          <tbody>
            {rows?.map((row) => (
              <Fragment key={row.id}>
                <tr className="border-t border-line align-top">
                  <td className="px-3 py-2">{formatWhen(row.created_at)}</td>
                  <td className="px-3 py-2">{row.actor?.name ?? 'System'}</td>
                  <td className="px-3 py-2 font-mono text-xs">{row.action}</td>
                  <td className="px-3 py-2">
                    <button
                      type="button"
                      aria-expanded={open === row.id}
                      aria-controls={`audit-${row.id}`}
                      className="text-xs underline underline-offset-2"
                      onClick={() => setOpen(open === row.id ? null : row.id)}
                    >
                      {open === row.id ? 'Hide change' : 'Show change'}
                    </button>
                  </td>
                </tr>
                {open === row.id ? (
                  <tr id={`audit-${row.id}`} className="border-t border-line bg-white">
                    <td colSpan={4}>
                      <ChangeDiff details={row.details} />
                    </td>
                  </tr>
                ) : null}
              </Fragment>
            ))}
            {rows && rows.length === 0 ? (
              <tr>
                <td colSpan={4} className="px-3 py-6 text-center text-muted">
                  No entries match.
                </td>
              </tr>
            ) : null}
            {!rows && paged.query.isFetching ? (
              <tr>
                <td colSpan={4} className="px-3 py-6 text-center text-muted">
                  <span role="status">Loading…</span>
                </td>
              </tr>
            ) : null}
          </tbody>
        </table>
      </div>
      {paged.query.data ? (
        <Pager
          page={paged.state.page}
          perPage={paged.query.data.per_page}
          total={paged.query.data.total}
          onPage={paged.setPage}
        />
      ) : null}
    </Page>
  );
}
