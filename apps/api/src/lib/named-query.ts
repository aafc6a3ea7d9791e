import type { SQL } from 'drizzle-orm';
import type { Database } from '../db/client';

type Executor = Database | Parameters<Parameters<Database['transaction']>[0]>[0];

interface BuiltQuery {
  sql: string;
  params: unknown[];
}

interface SessionInternals {
  dialect: { sqlToQuery: (query: SQL) => BuiltQuery };
  session: {
    prepareQuery: (
      query: BuiltQuery,
      fields: undefined,
      name: string,
      isResponseInArrayMode: boolean,
    ) => { execute: (values?: Record<string, unknown>) => Promise<unknown> };
  };
}

/**
 * A raw statement run as a named prepared statement, for the hottest write path (place-order):
 * its text is built once (values are `sql.placeholder(...)`s filled per call), and PostgreSQL
 * parses and plans it once per connection instead of on every call. drizzle offers naming and
 * placeholders on its query builders only; this reaches the same session API `db.execute` uses.
 * PGlite ignores the name.
 */
export function defineNamedStatement<Row, Values extends Record<string, unknown>>(
  name: string,
  query: SQL,
) {
  const built = new WeakMap<object, BuiltQuery>();
  return async (db: Executor, values: Values): Promise<Row[]> => {
    const { dialect, session } = db as unknown as SessionInternals;
    let text = built.get(dialect);
    if (!text) {
      text = dialect.sqlToQuery(query);
      built.set(dialect, text);
    }
    const result = await session.prepareQuery(text, undefined, name, false).execute(values);
    return (result as { rows: Row[] }).rows;
  };
}
