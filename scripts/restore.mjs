// `npm run restore -- --from DIR [--replace]`: loads a backup of `npm run backup` (docs/backups.md).
// PostgreSQL (DATABASE_URL): migrates the database to this build, loads every table in one
// transaction and sets the sequences; then unpacks the uploads into DATA_DIR. The database must
// hold no rows and DATA_DIR/uploads be empty, unless --replace (both are emptied first).
// Embedded PGlite (no DATABASE_URL): unpacks the archived DATA_DIR; stop the server first.
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { spawnSync } from 'node:child_process';
import { countRows, extractUploads, restoreDatabase } from './backup/backup-lib.mjs';
import { dataDirOf } from './backup/paths.mjs';
import pg from 'pg';

const { values } = parseArgs({
  options: { from: { type: 'string' }, replace: { type: 'boolean', default: false } },
});
if (!values.from) {
  console.error('Usage: npm run restore -- --from <backup folder> [--replace]');
  process.exit(2);
}
const fromDir = path.resolve(values.from);
const dataDir = dataDirOf(process.env);

try {
  if (process.env.DATABASE_URL) {
    console.log(`Restoring ${fromDir} into the database of DATABASE_URL`);
    const manifest = await restoreDatabase({
      databaseUrl: process.env.DATABASE_URL,
      fromDir,
      replace: values.replace,
      log: (line) => console.log(line),
    });
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await client.connect();
    const counts = await countRows(client);
    await client.end();
    const differing = manifest.tables.filter(({ table, rows }) => counts[table] !== rows);
    if (differing.length > 0) {
      throw new Error(
        `row counts differ after the restore: ${differing.map((t) => t.table).join(', ')}`,
      );
    }
    console.log(`${manifest.tables.length} tables restored; every row count matches the backup.`);
    if (extractUploads({ dataDir, fromDir, replace: values.replace })) {
      console.log(`Uploads unpacked into ${path.join(dataDir, 'uploads')}`);
    }
  } else {
    const archive = path.join(fromDir, 'data-dir.tar.gz');
    if (!fs.existsSync(archive))
      throw new Error(
        `no data-dir.tar.gz in ${fromDir} (set DATABASE_URL for a PostgreSQL backup)`,
      );
    if (fs.existsSync(dataDir) && fs.readdirSync(dataDir).length > 0 && !values.replace) {
      throw new Error(`${dataDir} is not empty; pass --replace to overwrite it`);
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.mkdirSync(dataDir, { recursive: true });
    const result = spawnSync('tar', ['-xzf', archive, '-C', dataDir], { stdio: 'inherit' });
    if (result.status !== 0) throw new Error('tar failed');
    console.log(`Embedded database folder restored into ${dataDir}`);
  }
} catch (error) {
  console.error(`Restore failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
