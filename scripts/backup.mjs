// `npm run backup -- [--out DIR]`: a consistent backup of the database and the uploads
// (docs/backups.md). PostgreSQL (DATABASE_URL): the tables as gzipped JSON lines from one snapshot,
// taken while the API runs, and DATA_DIR/uploads as uploads.tar.gz. Embedded PGlite (no
// DATABASE_URL): DATA_DIR as one archive; stop the server first.
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { spawnSync } from 'node:child_process';
import { archiveUploads, backupDatabase } from './backup/backup-lib.mjs';
import { dataDirOf } from './backup/paths.mjs';

const { values } = parseArgs({ options: { out: { type: 'string' } } });
const outDir = path.resolve(
  values.out ?? path.join('backups', new Date().toISOString().replace(/[:.]/g, '-')),
);
const dataDir = dataDirOf(process.env);
fs.mkdirSync(outDir, { recursive: true });

if (process.env.DATABASE_URL) {
  console.log(`Backing up the database to ${outDir}`);
  const manifest = await backupDatabase({
    databaseUrl: process.env.DATABASE_URL,
    outDir,
    log: (line) => console.log(line),
  });
  const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
  console.log(`${manifest.tables.length} tables, ${rows} rows (PostgreSQL ${manifest.server}).`);
  console.log(
    archiveUploads({ dataDir, outDir })
      ? `Uploads: ${path.join(dataDir, 'uploads')} -> uploads.tar.gz`
      : `Uploads: none under ${dataDir} (S3 buckets are backed up by the provider: docs/backups.md)`,
  );
} else {
  console.log(`No DATABASE_URL: archiving the embedded database's folder ${dataDir}.`);
  console.log('Stop the server first: PGlite files copied while it writes may not open.');
  const result = spawnSync(
    'tar',
    ['-czf', path.join(outDir, 'data-dir.tar.gz'), '-C', dataDir, '.'],
    { stdio: 'inherit' },
  );
  if (result.status !== 0) process.exit(1);
}
console.log(`Backup written to ${outDir}`);
