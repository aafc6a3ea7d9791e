import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { consolePost } from './console-api';

export interface Paged<Row> {
  rows: Row[];
  total: number;
  page: number;
  per_page: number;
}

export interface ListState {
  page: number;
  sort: string | undefined;
  dir: 'asc' | 'desc';
  q: string;
}

/**
 * A server-paged, sorted and filtered table's state, kept in the address (`?page=2&sort=name&dir=asc
 * &q=…`) so reload and Back keep the view. `filters` are the table's own extra fields (status,
 * store, dates…); they are sent as they are and are part of the cache key.
 */
export function usePagedList<Row>(
  call: string,
  filters: Record<string, unknown> = {},
  options: { defaultSort?: string; perPage?: number; enabled?: boolean } = {},
) {
  const [params, setParams] = useSearchParams();
  const state: ListState = {
    page: Math.max(1, Number(params.get('page')) || 1),
    sort: params.get('sort') ?? options.defaultSort,
    dir: params.get('dir') === 'asc' ? 'asc' : 'desc',
    q: params.get('q') ?? '',
  };
  const body = {
    page: state.page,
    per_page: options.perPage ?? 25,
    dir: state.dir,
    ...(state.sort ? { sort: state.sort } : {}),
    ...(state.q.trim() ? { q: state.q.trim() } : {}),
    ...filters,
  };
  const query = useQuery({
    queryKey: ['console-list', call, body],
    queryFn: () => consolePost<Paged<Row>>(call, body),
    placeholderData: keepPreviousData,
    enabled: options.enabled ?? true,
  });

  const update = (changes: Record<string, string | null>) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        for (const [key, value] of Object.entries(changes)) {
          if (value === null || value === '') next.delete(key);
          else next.set(key, value);
        }
        return next;
      },
      { replace: true },
    );

  return {
    state,
    query,
    body,
    setPage: (page: number) => update({ page: page <= 1 ? null : String(page) }),
    /** A click on a header: the same column flips the order, another sorts by it descending. */
    setSort: (sort: string) =>
      update({
        sort,
        dir: state.sort === sort && state.dir === 'desc' ? 'asc' : 'desc',
        page: null,
      }),
    setQuery: (q: string) => update({ q, page: null }),
    /** Any other filter in the address (a status, a store); back to page 1. */
    setParam: (key: string, value: string | null) => update({ [key]: value, page: null }),
    params,
  };
}

/** Saves text as a file the browser downloads (the CSV exports). */
export function downloadText(filename: string, text: string, type = 'text/csv;charset=utf-8') {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
