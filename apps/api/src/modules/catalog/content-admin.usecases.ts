import type { ContentKind } from '@app/shared/catalog/content-admin.schemas';
import type { Database, Executor } from '../../db/client';
import {
  deleteContentRow,
  existingContentIds,
  findContentRow,
  insertContentRow,
  listContentRows,
  setContentOrder,
  updateContentRow,
  type ContentTable,
} from '../../lib/content-table';
import { sanitizeHtml } from '../../lib/sanitize-html';
import { CATALOG_CONTENT_TABLES, listSliders } from './content-admin.repository';
import {
  createContentDuplicateError,
  createContentNotFoundError,
  createFixedModulesError,
  createMixedSlidersError,
  createUnknownReferenceError,
} from './content-admin.errors';

type AuditWrite = (tx: Executor, change: { before: unknown; after: unknown }) => Promise<void>;

/** The catalog's content kinds; popular locations come from the location module. */
export function catalogContentTable(kind: Exclude<ContentKind, 'popular-locations'>): ContentTable {
  return CATALOG_CONTENT_TABLES[kind];
}

/** A database error's SQLSTATE, through the wrappers drivers and drizzle add. */
function sqlState(error: unknown): string | null {
  let current: unknown = error;
  for (let depth = 0; current && depth < 4; depth += 1) {
    if (typeof current === 'object' && 'code' in current && typeof current.code === 'string')
      return current.code;
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}

/** Unique and foreign-key violations are the caller's input, not a server fault. */
async function asInputError<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const state = sqlState(error);
    if (state === '23505') throw createContentDuplicateError();
    if (state === '23503') throw createUnknownReferenceError();
    throw error;
  }
}

export async function listContent(db: Database, kind: ContentKind, spec: ContentTable) {
  const rows = await listContentRows({ db, spec });
  if (kind !== 'promo-slides') return { rows };
  const sliders = await listSliders({ db });
  const names = new Map(sliders.map((slider) => [slider.id, slider.name]));
  return {
    rows: rows.map((row) => ({ ...row, slider_name: names.get(row.slider_id as number) ?? '' })),
    sliders,
  };
}

/** Pages are HTML: stored sanitised (decision 009), like every rich text. */
function cleaned(kind: ContentKind, fields: Record<string, unknown>) {
  return kind === 'pages' && typeof fields.body === 'string'
    ? { ...fields, body: sanitizeHtml(fields.body) }
    : fields;
}

/** Creates (no id, placed last) or updates a row, audited with before and after in one transaction. */
export async function saveContent(
  db: Database,
  input: {
    kind: ContentKind;
    spec: ContentTable;
    id?: number;
    fields: Record<string, unknown>;
    audit: AuditWrite;
  },
) {
  const { kind, spec, id } = input;
  if (kind === 'modules' && id === undefined) throw createFixedModulesError();
  const fields = cleaned(kind, input.fields);
  return asInputError(() =>
    db.transaction(async (tx) => {
      const before = id === undefined ? null : await findContentRow({ db: tx, spec, id });
      if (id !== undefined && !before) throw createContentNotFoundError();
      const savedId =
        id === undefined
          ? await insertContentRow({ db: tx, spec, fields })
          : (await updateContentRow({ db: tx, spec, id, fields }), id);
      const after = await findContentRow({ db: tx, spec, id: savedId });
      await input.audit(tx, { before, after });
      return after!;
    }),
  );
}

export async function deleteContent(
  db: Database,
  input: { kind: ContentKind; spec: ContentTable; id: number; audit: AuditWrite },
) {
  if (input.kind === 'modules') throw createFixedModulesError();
  return db.transaction(async (tx) => {
    const before = await findContentRow({ db: tx, spec: input.spec, id: input.id });
    if (!before || !(await deleteContentRow({ db: tx, spec: input.spec, id: input.id })))
      throw createContentNotFoundError();
    await input.audit(tx, { before, after: null });
    return { id: input.id };
  });
}

/** Puts the rows in the order given (promo slides: of one slider), audited. */
export async function reorderContent(
  db: Database,
  input: { kind: ContentKind; spec: ContentTable; ids: number[]; audit: AuditWrite },
) {
  const { kind, spec, ids } = input;
  await db.transaction(async (tx) => {
    const existing = await existingContentIds({ db: tx, spec, ids });
    if (existing.length !== ids.length) throw createContentNotFoundError();
    if (kind === 'promo-slides') {
      const rows = await Promise.all(ids.map((id) => findContentRow({ db: tx, spec, id })));
      if (new Set(rows.map((row) => row?.slider_id)).size > 1) throw createMixedSlidersError();
    }
    const before = (await listContentRows({ db: tx, spec }))
      .filter((row) => ids.includes(row.id as number))
      .map((row) => row.id);
    await setContentOrder({ db: tx, spec, ids });
    await input.audit(tx, { before: { order: before }, after: { order: ids } });
  });
  return listContent(db, kind, spec);
}
