// Logical backups of the PostgreSQL database and the uploads folder (docs/backups.md). Portable on
// purpose: it needs only a connection (no pg_dump, whose version must not be older than the
// server's: Debian 12's is 15, the embedded test server is 18), so the same code serves this
// machine, CI and the compose deployment.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { once } from 'node:events';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';

export const FORMAT = 'swiftbite-backup/1';
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const migrationsFolder = path.join(root, 'apps/api/drizzle');
const BATCH_ROWS = 1000;

const quote = (name) => `"${name.replaceAll('"', '""')}"`;

/** The application's tables (schema public), each with its columns in order (generated ones left out). */
export async function listTables(client) {
  const { rows } = await client.query(`
    select c.relname as table, array_agg(a.attname::text order by a.attnum) as columns
      from pg_class c
      join pg_namespace n on n.oid = c.relnamespace and n.nspname = 'public'
      join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
                          and a.attgenerated = ''
     where c.relkind in ('r', 'p')
     group by c.relname
     order by c.relname`);
  return rows;
}

/** Every table's row count, by name. */
export async function countRows(client) {
  const counts = {};
  for (const { table } of await listTables(client)) {
    const { rows } = await client.query(`select count(*)::int as n from ${quote(table)}`);
    counts[table] = rows[0].n;
  }
  return counts;
}

/** Tables ordered so that each comes after the tables its foreign keys point to. */
export async function dependencyOrder(client, tables) {
  const { rows } = await client.query(`
    select c.conrelid::regclass::text as child, c.confrelid::regclass::text as parent
      from pg_constraint c join pg_namespace n on n.oid = c.connamespace and n.nspname = 'public'
     where c.contype = 'f' and c.conrelid <> c.confrelid`);
  const parents = new Map(tables.map((table) => [table, new Set()]));
  for (const { child, parent } of rows)
    parents.get(child.replaceAll('"', ''))?.add(parent.replaceAll('"', ''));
  const ordered = [];
  const state = new Map();
  const visit = (table, trail) => {
    if (state.get(table) === 'done') return;
    if (state.get(table) === 'visiting') {
      throw new Error(`foreign keys form a cycle: ${[...trail, table].join(' -> ')}`);
    }
    state.set(table, 'visiting');
    for (const parent of parents.get(table) ?? [])
      if (parents.has(parent)) visit(parent, [...trail, table]);
    state.set(table, 'done');
    ordered.push(table);
  };
  for (const table of tables) visit(table, []);
  return ordered;
}

/**
 * Writes `outDir/manifest.json` and `outDir/tables/<table>.ndjson.gz` (one JSON object per row,
 * `row_to_json`: exact for every type, read back by `json_populate_recordset`), all from one
 * REPEATABLE READ snapshot, so the backup is consistent while the application keeps running.
 */
export async function backupDatabase({ databaseUrl, outDir, log = () => {} }) {
  fs.mkdirSync(path.join(outDir, 'tables'), { recursive: true });
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('begin isolation level repeatable read read only');
    const server = (await client.query('show server_version')).rows[0].server_version;
    const migrations = (
      await client.query(
        `select hash, created_at::text as created_at from drizzle.__drizzle_migrations order by id`,
      )
    ).rows;
    const tables = [];
    for (const { table, columns } of await listTables(client)) {
      const file = path.join('tables', `${table}.ndjson.gz`);
      const rows = await dumpTable(client, table, path.join(outDir, file));
      tables.push({ table, columns, rows, file });
      log(`  ${table}: ${rows} rows`);
    }
    const sequences = (
      await client.query(`
        select sequencename as name, last_value::text as value
          from pg_sequences where schemaname = 'public' order by sequencename`)
    ).rows;
    await client.query('commit');
    const manifest = {
      format: FORMAT,
      createdAt: new Date().toISOString(),
      server,
      migrations,
      tables,
      sequences,
    };
    fs.writeFileSync(path.join(outDir, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
    return manifest;
  } finally {
    await client.end();
  }
}

async function dumpTable(client, table, file) {
  const gzip = zlib.createGzip();
  const out = fs.createWriteStream(file);
  gzip.pipe(out);
  const cursor = `backup_${Math.random().toString(36).slice(2)}`;
  await client.query(
    `declare ${cursor} no scroll cursor for select row_to_json(t)::text as line from ${quote(table)} t`,
  );
  let count = 0;
  for (;;) {
    const { rows } = await client.query(`fetch ${BATCH_ROWS} from ${cursor}`);
    if (rows.length === 0) break;
    count += rows.length;
    if (!gzip.write(rows.map((row) => `${row.line}\n`).join(''))) await once(gzip, 'drain');
  }
  await client.query(`close ${cursor}`);
  gzip.end();
  await once(out, 'finish');
  return count;
}

/** Applies this build's migrations (refusing a backup made by a newer build). */
export async function migrateForRestore({ databaseUrl, manifest }) {
  const journal = JSON.parse(
    fs.readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8'),
  );
  if (manifest.migrations.length > journal.entries.length) {
    throw new Error(
      `the backup has ${manifest.migrations.length} migrations, this build ${journal.entries.length}: restore with the build that made it (or a newer one)`,
    );
  }
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 1 });
  try {
    await migrate(drizzle(pool), { migrationsFolder });
  } finally {
    await pool.end();
  }
}

/**
 * Loads a backup into a migrated database in one transaction: tables in foreign-key order, each
 * row with the columns the backup has (a column added since takes its default), then every
 * sequence set where it was. Refuses a database holding rows unless `replace` (then emptied).
 */
export async function restoreDatabase({ databaseUrl, fromDir, replace = false, log = () => {} }) {
  const manifest = JSON.parse(fs.readFileSync(path.join(fromDir, 'manifest.json'), 'utf8'));
  if (manifest.format !== FORMAT) throw new Error(`not a backup of this kind: ${manifest.format}`);
  await migrateForRestore({ databaseUrl, manifest });
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const present = await listTables(client);
    const counts = await countRows(client);
    const holding = Object.entries(counts).filter(([, n]) => n > 0);
    if (holding.length > 0 && !replace) {
      throw new Error(
        `the database already holds rows (${holding.map(([t, n]) => `${t}: ${n}`).join(', ')}); restore into a fresh database, or pass --replace`,
      );
    }
    const known = new Map(present.map(({ table, columns }) => [table, new Set(columns)]));
    const missing = manifest.tables.filter(({ table }) => !known.has(table));
    if (missing.length > 0) {
      throw new Error(
        `tables of the backup unknown to this build: ${missing.map((t) => t.table).join(', ')}`,
      );
    }
    await client.query('begin');
    if (holding.length > 0) {
      await client.query(`truncate ${present.map(({ table }) => quote(table)).join(', ')} cascade`);
    }
    const byName = new Map(manifest.tables.map((entry) => [entry.table, entry]));
    for (const table of await dependencyOrder(client, [...byName.keys()])) {
      const entry = byName.get(table);
      const columns = entry.columns.filter((column) => known.get(table).has(column));
      const loaded = await loadTable(client, table, columns, path.join(fromDir, entry.file));
      if (loaded !== entry.rows) {
        throw new Error(`${table}: the backup lists ${entry.rows} rows, its file holds ${loaded}`);
      }
      log(`  ${table}: ${loaded} rows`);
    }
    for (const { name, value } of manifest.sequences) {
      // A sequence never used starts again at its first value.
      await client.query(
        value === null
          ? 'select setval($1::regclass, (select seqmin from pg_sequence where seqrelid = $1::regclass), false)'
          : 'select setval($1::regclass, $2::bigint, true)',
        value === null ? [quote(name)] : [quote(name), value],
      );
    }
    await client.query('commit');
    return manifest;
  } catch (error) {
    await client.query('rollback').catch(() => {});
    throw error;
  } finally {
    await client.end();
  }
}

async function loadTable(client, table, columns, file) {
  const list = columns.map(quote).join(', ');
  const insert = `insert into ${quote(table)} (${list})
    select ${list} from json_populate_recordset(null::${quote(table)}, $1::json)`;
  const lines = readline.createInterface({
    input: fs.createReadStream(file).pipe(zlib.createGunzip()),
    crlfDelay: Infinity,
  });
  let batch = [];
  let count = 0;
  const flush = async () => {
    if (batch.length === 0) return;
    await client.query(insert, [`[${batch.join(',')}]`]);
    count += batch.length;
    batch = [];
  };
  for await (const line of lines) {
    if (line === '') continue;
    batch.push(line);
    if (batch.length >= BATCH_ROWS) await flush();
  }
  await flush();
  return count;
}

/** DATA_DIR/uploads as `uploads.tar.gz` (system tar); false when there is no such folder. */
export function archiveUploads({ dataDir, outDir }) {
  if (!fs.existsSync(path.join(dataDir, 'uploads'))) return false;
  const result = spawnSync(
    'tar',
    ['-czf', path.join(outDir, 'uploads.tar.gz'), '-C', dataDir, 'uploads'],
    {
      stdio: 'inherit',
    },
  );
  if (result.status !== 0) throw new Error('tar failed to archive the uploads');
  return true;
}

/** Unpacks `uploads.tar.gz` into DATA_DIR (refusing to mix with existing uploads unless `replace`). */
export function extractUploads({ dataDir, fromDir, replace = false }) {
  const archive = path.join(fromDir, 'uploads.tar.gz');
  if (!fs.existsSync(archive)) return false;
  const target = path.join(dataDir, 'uploads');
  if (fs.existsSync(target) && fs.readdirSync(target).length > 0) {
    if (!replace) throw new Error(`${target} is not empty; pass --replace to overwrite it`);
    fs.rmSync(target, { recursive: true, force: true });
  }
  fs.mkdirSync(dataDir, { recursive: true });
  const result = spawnSync('tar', ['-xzf', archive, '-C', dataDir], { stdio: 'inherit' });
  if (result.status !== 0) throw new Error('tar failed to unpack the uploads');
  return true;
}
