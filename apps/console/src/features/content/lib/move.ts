/** Moves the row one place up or down; promo slides move within their slider only. */
export function movedIds(
  rows: { id: number; [key: string]: unknown }[],
  index: number,
  step: -1 | 1,
  groupKey?: string,
): number[] | null {
  const row = rows[index];
  if (!row) return null;
  const group = groupKey ? rows.filter((other) => other[groupKey] === row[groupKey]) : rows;
  const at = group.indexOf(row);
  const target = at + step;
  if (target < 0 || target >= group.length) return null;
  const ids = group.map((other) => other.id);
  [ids[at], ids[target]] = [ids[target]!, ids[at]!];
  return ids;
}
