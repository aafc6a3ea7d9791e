type Orderable = { id: number; [key: string]: unknown };

/** The rows the given row may move among: its group (promo slides: its slider), or all rows. */
function groupOf<T extends Orderable>(rows: T[], row: T, groupKey?: string): T[] {
  return groupKey ? rows.filter((other) => other[groupKey] === row[groupKey]) : rows;
}

/** Moves the row one place up or down; promo slides move within their slider only. */
export function movedIds(
  rows: Orderable[],
  index: number,
  step: -1 | 1,
  groupKey?: string,
): number[] | null {
  const row = rows[index];
  if (!row) return null;
  const group = groupOf(rows, row, groupKey);
  const at = group.indexOf(row);
  const target = at + step;
  if (target < 0 || target >= group.length) return null;
  const ids = group.map((other) => other.id);
  [ids[at], ids[target]] = [ids[target]!, ids[at]!];
  return ids;
}

/**
 * Drag and drop: the row at `from` takes the place of the row at `to`, the rows between shift by
 * one. Answers the group's ids in the new order, or null when nothing moves or `to` is in another
 * group (a promo slide cannot be dropped into another slider).
 */
export function droppedIds(
  rows: Orderable[],
  from: number,
  to: number,
  groupKey?: string,
): number[] | null {
  const row = rows[from];
  const target = rows[to];
  if (!row || !target || from === to) return null;
  if (groupKey && row[groupKey] !== target[groupKey]) return null;
  const ids = groupOf(rows, row, groupKey).map((other) => other.id);
  ids.splice(ids.indexOf(row.id), 1);
  ids.splice(ids.indexOf(target.id) + (to > from ? 1 : 0), 0, row.id);
  return ids;
}
