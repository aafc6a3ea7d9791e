import fs from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { migrateDatabase, openPglite } from '../db/client';

/**
 * Migrates one in-memory PGlite per test run and dumps it; every test file loads its own copy
 * from the dump (a fresh PGlite runs initdb, about 2 s; loading a dump is far cheaper).
 */
export default async function setup(project: TestProject) {
  const dir = path.resolve('.tmp/test-db');
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `pglite-template-${process.pid}.tar.gz`);
  const { handle, client } = await openPglite();
  await migrateDatabase(handle);
  const dump = await client.dumpDataDir('gzip');
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await handle.close();
  project.provide('testDatabase', { kind: 'pglite', templateFile: file });
  return () => fs.rmSync(file, { force: true });
}

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabase:
      | { kind: 'pglite'; templateFile: string }
      | { kind: 'pg'; adminUrl: string; templateName: string };
  }
}
