import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { migrationsFolder, type Executor } from './client';

/** One migration of drizzle's journal (`drizzle/meta/_journal.json`): `when` is its folder time. */
export interface JournalEntry {
  tag: string;
  when: number;
}

let journal: JournalEntry[] | undefined;

/** The migrations this build ships, read once. */
export function shippedMigrations(): JournalEntry[] {
  journal ??= (
    JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
      entries: JournalEntry[];
    }
  ).entries;
  return journal;
}

/**
 * The shipped migrations the database has not applied yet, by tag. Drizzle's migrator records
 * each applied migration with its journal time (`created_at`) and applies those after the newest
 * it has, so the same rule says which are pending.
 */
export async function pendingMigrations(
  db: Executor,
  entries: readonly JournalEntry[] = shippedMigrations(),
): Promise<string[]> {
  const result = await db.execute(
    sql`select coalesce(max(created_at), 0)::text as newest from drizzle.__drizzle_migrations`,
  );
  const rows = (result as unknown as { rows: { newest: string }[] }).rows;
  const newest = Number(rows[0]?.newest ?? 0);
  return entries.filter((entry) => entry.when > newest).map((entry) => entry.tag);
}
