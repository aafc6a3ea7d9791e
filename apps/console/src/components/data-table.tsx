import { Fragment, useEffect, useId, useState, type ReactNode } from 'react';
import type { ListState } from '../lib/use-paged-list';
import { Button } from './ui';

export interface Column<Row> {
  key: string;
  header: string;
  /** Sent as `sort` when the header is clicked; the server decides the order. */
  sortable?: boolean;
  render: (row: Row) => ReactNode;
  className?: string;
}

/**
 * A console table: server-side sorting (headers are buttons with `aria-sort`), a caption for
 * screen readers, loading and empty states. Paging is `Pager` below it.
 */
export function DataTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  state,
  onSort,
  isLoading,
  empty,
  rowDetail,
}: {
  caption: string;
  columns: Column<Row>[];
  rows: Row[] | undefined;
  rowKey: (row: Row) => string | number;
  state?: Pick<ListState, 'sort' | 'dir'>;
  onSort?: (key: string) => void;
  isLoading?: boolean;
  empty: ReactNode;
  /** An opened row's detail, in a full-width row under it (its `id` for `aria-controls`). */
  rowDetail?: (row: Row) => { id: string; content: ReactNode } | null;
}) {
  return (
    <div className="relative overflow-x-auto rounded-md border border-line">
      <table className="w-full border-collapse text-left text-sm" aria-busy={isLoading}>
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-canvas text-xs uppercase text-muted">
          <tr>
            {columns.map((column) => {
              const sorted = state?.sort === column.key;
              return (
                <th
                  key={column.key}
                  scope="col"
                  className={`px-3 py-2 font-semibold ${column.className ?? ''}`}
                  aria-sort={
                    sorted ? (state?.dir === 'asc' ? 'ascending' : 'descending') : undefined
                  }
                >
                  {column.sortable && onSort ? (
                    <button
                      type="button"
                      className="inline-flex items-center gap-1 uppercase hover:text-ink"
                      onClick={() => onSort(column.key)}
                    >
                      {column.header}
                      <span aria-hidden="true">
                        {sorted ? (state?.dir === 'asc' ? '▲' : '▼') : '↕'}
                      </span>
                    </button>
                  ) : (
                    column.header
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {rows?.map((row) => {
            const detail = rowDetail?.(row);
            return (
              <Fragment key={rowKey(row)}>
                <tr className="border-t border-line align-top">
                  {columns.map((column) => (
                    <td key={column.key} className={`px-3 py-2 ${column.className ?? ''}`}>
                      {column.render(row)}
                    </td>
                  ))}
                </tr>
                {detail ? (
                  <tr id={detail.id} className="border-t border-line bg-white">
                    <td colSpan={columns.length}>{detail.content}</td>
                  </tr>
                ) : null}
              </Fragment>
            );
          })}
          {rows && rows.length === 0 ? (
            <tr>
              <td colSpan={columns.length} className="px-3 py-6 text-center text-muted">
                {empty}
              </td>
            </tr>
          ) : null}
          {!rows && isLoading ? (
            <tr>
              <td colSpan={columns.length} className="px-3 py-6 text-center text-muted">
                <span role="status">Loading…</span>
              </td>
            </tr>
          ) : null}
        </tbody>
      </table>
    </div>
  );
}

/** "21–40 of 312" with previous and next. */
export function Pager({
  page,
  perPage,
  total,
  onPage,
}: {
  page: number;
  perPage: number;
  total: number;
  onPage: (page: number) => void;
}) {
  const last = Math.max(1, Math.ceil(total / perPage));
  const first = total === 0 ? 0 : (page - 1) * perPage + 1;
  const end = Math.min(total, page * perPage);
  return (
    <nav aria-label="Pages" className="flex items-center justify-between gap-2 py-2 text-sm">
      <p className="text-muted" aria-live="polite">
        {first}–{end} of {total}
      </p>
      <div className="flex gap-2">
        <Button disabled={page <= 1} onClick={() => onPage(page - 1)}>
          Previous
        </Button>
        <Button disabled={page >= last} onClick={() => onPage(page + 1)}>
          Next
        </Button>
      </div>
    </nav>
  );
}

/**
 * A search box that sends its text a moment after typing stops. `stacked` puts the label above a
 * narrower box (a field of a filter bar, like the orders' order id and phone).
 */
export function SearchBox({
  label,
  value,
  onSearch,
  placeholder,
  stacked = false,
  inputMode,
  maxLength,
  type = 'search',
}: {
  label: string;
  value: string;
  onSearch: (q: string) => void;
  placeholder?: string;
  stacked?: boolean;
  inputMode?: 'tel' | 'text';
  maxLength?: number;
  /** 'text' where the box is a filter field rather than a search (no clear button, a textbox). */
  type?: 'search' | 'text';
}) {
  const id = useId();
  const [text, setText] = useState(value);
  // The address changed under the box (Back, a cleared filter): show what is searched.
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setText(value);
  }
  useEffect(() => {
    if (text === value) return;
    const timer = setTimeout(() => onSearch(text), 300);
    return () => clearTimeout(timer);
  }, [text, value, onSearch]);
  return (
    <div className={stacked ? 'flex flex-col gap-1' : 'flex items-center gap-2'}>
      <label
        htmlFor={id}
        className={stacked ? 'text-xs font-medium text-muted' : 'text-sm font-medium'}
      >
        {label}
      </label>
      <input
        id={id}
        type={type}
        value={text}
        placeholder={placeholder}
        inputMode={inputMode}
        maxLength={maxLength}
        onChange={(event) => setText(event.target.value)}
        className={`${stacked ? 'w-40 px-2 py-1.5' : 'w-64 px-3 py-2'} max-w-full rounded-md border border-line text-sm`}
      />
    </div>
  );
}
