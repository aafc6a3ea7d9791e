import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startEmbeddedPostgres } from '../apps/api/src/test/embedded-postgres';
import { checkBackupRestore } from './check-backup';

/**
 * Issue 19: `npm run backup` then `npm run restore` into a fresh database give back every table
 * (row counts and content), every sequence and every upload; a damaged backup is caught.
 */
describe('backup and restore', () => {
  let server: Awaited<ReturnType<typeof startEmbeddedPostgres>> | null = null;
  let adminUrl = process.env.DATABASE_URL ?? '';

  beforeAll(async () => {
    if (adminUrl) return;
    server = await startEmbeddedPostgres();
    adminUrl = server.adminUrl;
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
  }, 60_000);

  test('the demo data restored into a fresh database has every table’s rows, sequences and uploads', async () => {
    const result = await checkBackupRestore({ adminUrl });
    const differing = result.tables.filter(
      (row) => row.source !== row.restored || !row.sameContent,
    );
    expect(differing).toEqual([]);
    expect(result.tables.length).toBeGreaterThan(40);
    expect(result.tables.find((row) => row.table === 'items')?.restored).toBeGreaterThan(100);
    expect(result.sequencesMatch).toBe(true);
    expect(result.uploadsMatch).toBe(true);
    expect(result.ok).toBe(true);
  }, 240_000);

  test('a backup missing one row fails the check, and the restore leaves the fresh database empty', async () => {
    const result = await checkBackupRestore({
      adminUrl,
      seed: {
        settings: [
          { key: 'storeName', value: 'Backup Check' },
          { key: 'currencySymbol', value: '₹' },
        ],
      },
      tamper: (backupDir) => {
        const file = path.join(backupDir, 'tables/settings.ndjson.gz');
        const lines = zlib.gunzipSync(fs.readFileSync(file)).toString('utf8').trim().split('\n');
        fs.writeFileSync(file, zlib.gzipSync(`${lines.slice(1).join('\n')}\n`));
      },
    });
    expect(result.ok).toBe(false);
    const settings = result.tables.find((row) => row.table === 'settings');
    expect(settings?.source).toBe(2);
    // One transaction: nothing of the damaged backup was kept.
    expect(settings?.restored).toBe(0);
  }, 240_000);
});
