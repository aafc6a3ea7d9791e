import { asc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/client';

/**
 * Plain reads and writes of one content table by the API's field names (the console's content
 * editor, issue 17). `columns` maps each field to its column; `order` is the sort column (none
 * for pages). Modules declare their tables; this only moves rows.
 */
/** A row by field name, with its id and place. */
export type ContentRecord = { id: number; sort_order: number } & Record<string, unknown>;

export interface ContentTable {
  table: PgTable;
  id: PgColumn;
  order: PgColumn | null;
  columns: Record<string, PgColumn>;
}

/** The drizzle property name of each column (what insert and update take). */
function propertyOf(spec: ContentTable, column: PgColumn): string {
  const entry = Object.entries(getTableColumns(spec.table)).find(
    ([, candidate]) => candidate === column,
  );
  if (!entry) throw new Error(`no property for column ${column.name}`);
  return entry[0];
}

function toValues(spec: ContentTable, fields: Record<string, unknown>) {
  const values: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(fields)) {
    const column = spec.columns[field];
    if (column) values[propertyOf(spec, column)] = value;
  }
  return values;
}

function selection(spec: ContentTable) {
  return {
    id: spec.id,
    sort_order: spec.order ?? sql<number>`0`,
    ...spec.columns,
  };
}

export async function listContentRows({ db, spec }: { db: Executor; spec: ContentTable }) {
  const rows = await db
    .select(selection(spec))
    .from(spec.table)
    .orderBy(...(spec.order ? [asc(spec.order)] : []), asc(spec.id))
    .limit(1000);
  return rows as ContentRecord[];
}

export async function findContentRow({
  db,
  spec,
  id,
}: {
  db: Executor;
  spec: ContentTable;
  id: number;
}) {
  const [row] = await db.select(selection(spec)).from(spec.table).where(eq(spec.id, id)).limit(1);
  return (row as ContentRecord | undefined) ?? null;
}

/** A new row, placed last. */
export async function insertContentRow({
  db,
  spec,
  fields,
}: {
  db: Executor;
  spec: ContentTable;
  fields: Record<string, unknown>;
}) {
  const values = toValues(spec, fields);
  if (spec.order) {
    const [last] = await db
      .select({ value: sql<number>`coalesce(max(${spec.order}), -1)::int` })
      .from(spec.table);
    values[propertyOf(spec, spec.order)] = Math.min(32_000, (last?.value ?? -1) + 1);
  }
  const [row] = await db
    .insert(spec.table)
    .values(values as never)
    .returning({ id: spec.id });
  return (row as { id: number }).id;
}

export async function updateContentRow({
  db,
  spec,
  id,
  fields,
}: {
  db: Executor;
  spec: ContentTable;
  id: number;
  fields: Record<string, unknown>;
}) {
  await db
    .update(spec.table)
    .set(toValues(spec, fields) as never)
    .where(eq(spec.id, id));
}

export async function deleteContentRow({
  db,
  spec,
  id,
}: {
  db: Executor;
  spec: ContentTable;
  id: number;
}) {
  const deleted = await db.delete(spec.table).where(eq(spec.id, id)).returning({ id: spec.id });
  return deleted.length > 0;
}

/** Which of the ids exist in the table (a reorder names only existing rows). */
export async function existingContentIds({
  db,
  spec,
  ids,
}: {
  db: Executor;
  spec: ContentTable;
  ids: number[];
}) {
  const rows = await db.select({ id: spec.id }).from(spec.table).where(inArray(spec.id, ids));
  return rows.map((row) => (row as { id: number }).id);
}

/** Gives the rows their place in the order given (0, 1, 2…). */
export async function setContentOrder({
  db,
  spec,
  ids,
}: {
  db: Executor;
  spec: ContentTable;
  ids: number[];
}) {
  if (!spec.order) return;
  const property = propertyOf(spec, spec.order);
  for (const [index, id] of ids.entries()) {
    await db
      .update(spec.table)
      .set({ [property]: index } as never)
      .where(eq(spec.id, id));
  }
}
