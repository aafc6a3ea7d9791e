// Types of scripts/backup/backup-lib.mjs for the backup check and its test.
import type pg from 'pg';

export interface BackupManifest {
  format: string;
  createdAt: string;
  server: string;
  migrations: { hash: string; created_at: string }[];
  tables: { table: string; columns: string[]; rows: number; file: string }[];
  sequences: { name: string; value: string | null }[];
}
export const FORMAT: string;
export const migrationsFolder: string;
export function listTables(client: pg.Client): Promise<{ table: string; columns: string[] }[]>;
export function countRows(client: pg.Client): Promise<Record<string, number>>;
export function dependencyOrder(client: pg.Client, tables: string[]): Promise<string[]>;
export function backupDatabase(options: {
  databaseUrl: string;
  outDir: string;
  log?: (line: string) => void;
}): Promise<BackupManifest>;
export function restoreDatabase(options: {
  databaseUrl: string;
  fromDir: string;
  replace?: boolean;
  log?: (line: string) => void;
}): Promise<BackupManifest>;
export function archiveUploads(options: { dataDir: string; outDir: string }): boolean;
export function extractUploads(options: {
  dataDir: string;
  fromDir: string;
  replace?: boolean;
}): boolean;
