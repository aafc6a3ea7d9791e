import type { ReactNode } from 'react';
import { errorMessage } from '../lib/console-api';
import type { ListState, Paged } from '../lib/use-paged-list';
import { DataTable, Pager, SearchBox, type Column } from './data-table';
import { ErrorNote } from './ui';

/** What `PagedTable` needs of a `usePagedList` result. */
export interface PagedListView<Row> {
  state: ListState;
  query: { data?: Paged<Row>; isError: boolean; error: unknown; isFetching: boolean };
  setSort: (key: string) => void;
  setPage: (page: number) => void;
}

/**
 * A `usePagedList` list as a page shows it: the load error, the sortable table (loading and
 * empty states) and the pager under it. Rows are keyed by their `id`; the empty text is "No
 * <caption> match." unless `empty` says otherwise.
 */
export function PagedTable<Row extends { id: string | number }>({
  list,
  caption,
  columns,
  empty = `No ${caption.toLowerCase()} match.`,
  rowDetail,
}: {
  list: PagedListView<Row>;
  caption: string;
  columns: Column<Row>[];
  empty?: ReactNode;
  rowDetail?: (row: Row) => { id: string; content: ReactNode } | null;
}) {
  const data = list.query.data;
  return (
    <>
      {list.query.isError ? <ErrorNote>{errorMessage(list.query.error)}</ErrorNote> : null}
      <DataTable
        caption={caption}
        columns={columns}
        rows={data?.rows}
        rowKey={(row) => row.id}
        state={list.state}
        onSort={list.setSort}
        isLoading={list.query.isFetching}
        empty={empty}
        rowDetail={rowDetail}
      />
      {data ? (
        <Pager page={data.page} perPage={data.per_page} total={data.total} onPage={list.setPage} />
      ) : null}
    </>
  );
}

/** The row above a list: its search box (the `q` in the address), then the list's own filters. */
export function ListToolbar({
  list,
  label = 'Search',
  placeholder,
  children,
}: {
  list: { state: ListState; setQuery: (q: string) => void };
  label?: string;
  placeholder?: string;
  children?: ReactNode;
}) {
  return (
    <div className="flex flex-wrap items-end gap-4">
      <SearchBox
        label={label}
        value={list.state.q}
        onSearch={list.setQuery}
        placeholder={placeholder}
      />
      {children}
    </div>
  );
}
