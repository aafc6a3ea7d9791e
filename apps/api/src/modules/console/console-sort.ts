import { createErrorFactory } from '../../lib/errors';

export const createBadSortError = createErrorFactory({
  code: 'console.bad_sort',
  statusCode: 400,
  message: 'This table cannot be sorted by that column.',
});

/** The table's sort column: the requested one when the table has it, else 400 console.bad_sort. */
export function pickSort<T extends string>(
  sort: string | undefined,
  allowed: readonly T[],
  fallback: T,
): T {
  if (sort === undefined) return fallback;
  if (!(allowed as readonly string[]).includes(sort)) throw createBadSortError();
  return sort as T;
}
