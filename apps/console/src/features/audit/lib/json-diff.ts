/** One leaf of a before/after pair: its path ("store.hours.1"), both values, and what changed. */
export interface DiffRow {
  path: string;
  before: string | undefined;
  after: string | undefined;
  change: 'same' | 'changed' | 'added' | 'removed';
}

/** Leaves of a JSON value by dotted path; arrays by index; an empty object or array is a leaf. */
export function flatten(value: unknown, prefix = '', into = new Map<string, string>()) {
  const isContainer = value !== null && typeof value === 'object';
  const entries = isContainer ? Object.entries(value as Record<string, unknown>) : [];
  if (!isContainer || entries.length === 0) {
    into.set(prefix || '(value)', JSON.stringify(value) ?? 'undefined');
    return into;
  }
  for (const [key, child] of entries) flatten(child, prefix ? `${prefix}.${key}` : key, into);
  return into;
}

/** Before and after side by side, changed leaves first, in a stable order. */
export function diffJson(before: unknown, after: unknown): DiffRow[] {
  const left = before === undefined ? new Map<string, string>() : flatten(before);
  const right = after === undefined ? new Map<string, string>() : flatten(after);
  const paths = [...new Set([...left.keys(), ...right.keys()])].sort();
  const rows = paths.map((path): DiffRow => {
    const a = left.get(path);
    const b = right.get(path);
    const change =
      a === undefined ? 'added' : b === undefined ? 'removed' : a === b ? 'same' : 'changed';
    return { path, before: a, after: b, change };
  });
  const rank = { changed: 0, added: 1, removed: 2, same: 3 } as const;
  return rows.sort((x, y) => rank[x.change] - rank[y.change] || x.path.localeCompare(y.path));
}
