import { sql } from 'drizzle-orm';
import { preparePlaceOrder } from '../../bench/place-order-fixture';
import { openPostgres, type Database } from '../../apps/api/src/db/client';
import { startCluster, type Cluster } from './cluster';
import type { ApiInstance } from './instances';
import { statusEventKey, watchOrder, type OrderWatcher } from './order-watcher';

export interface InstanceKillReport {
  proxy: 'nginx' | 'none';
  ordersRequested: number;
  ordersPlaced: number;
  ordersFailed: number;
  retries: number;
  ordersLost: number;
  ordersDuplicated: number;
  watchers: number;
  streamsCut: number;
  reconnectMs: number[];
  changesExpected: number;
  changesSeen: number;
  changesLost: number;
  changesDuplicated: number;
  watchersNotAtFinalStatus: number;
  notificationsExpected: number;
  notificationsCreated: number;
  notificationsLost: number;
  notificationsDuplicated: number;
  seconds: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function postJson(url: string, body: unknown): Promise<{ status: number; json: unknown }> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, json: await response.json().catch(() => null) };
}

/** A customer's app: a network error or a 5xx is retried with the same idempotency key. */
async function placeWithRetries(base: string, body: Record<string, unknown>) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      const { status, json } = await postJson(`${base}/public/api/place-order`, body);
      if (status < 500 || attempt === 5) {
        const data = (json as { data?: { unique_order_id?: string } } | null)?.data;
        return { status, uniqueOrderId: data?.unique_order_id ?? null, attempts: attempt };
      }
    } catch (error) {
      if (attempt === 5) throw error;
    }
    await sleep(200 * attempt);
  }
}

/** Runs `task` over `items` with at most `limit` at a time. */
async function inPool<T>(
  items: T[],
  limit: number,
  task: (item: T, index: number) => Promise<void>,
) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next;
      next += 1;
      await task(items[index] as T, index);
    }
  };
  await Promise.all(Array.from({ length: limit }, worker));
}

async function waitFor(check: () => boolean | Promise<boolean>, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) return false;
    await sleep(100);
  }
  return true;
}

async function rows<T>(db: Database, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/**
 * Two API instances on one PostgreSQL (nginx in front when installed). Customers place `orders`
 * self-pickup orders, half on instance A directly and half through the proxy (A alone without
 * one), and watch each order's stream on instance B; the store accepts each on A. Halfway, B is
 * killed with SIGKILL: the watchers reconnect (through the proxy, else to A). Then the store marks
 * every order ready and collected, and the database and the watchers are counted.
 */
export async function runInstanceKill({
  orders,
  concurrency = 8,
  log,
}: {
  orders: number;
  concurrency?: number;
  log: (line: string) => void;
}): Promise<InstanceKillReport> {
  const startedAt = Date.now();
  const cluster: Cluster = await startCluster({
    instances: 2,
    nginx: 'optional',
    env: { LOG_LEVEL: 'warn', WEB_DIST: '/nonexistent', CONSOLE_DIST: '/nonexistent' },
    log,
  });
  const { handle } = openPostgres(cluster.databaseUrl);
  const watchers: OrderWatcher[] = [];
  try {
    const [a, b] = cluster.instances as [ApiInstance, ApiInstance];
    const proxyUrl = cluster.proxy?.url ?? null;
    log(
      proxyUrl
        ? `cluster: nginx ${proxyUrl} -> A ${a.url}, B ${b.url}`
        : `cluster: nginx is not installed: clients use A ${a.url} and B ${b.url} directly`,
    );
    const nextBody = await preparePlaceOrder(handle.db);
    const login = await postJson(`${a.url}/public/api/console/login`, {
      email: 'owner@demo.test',
      password: 'demopassword',
    });
    const ownerToken = (login.json as { data: { auth_token: string } }).data.auth_token;
    const storeAction = async (action: string, uniqueOrderId: string) => {
      const answer = await postJson(`${a.url}/public/api/console/${action}`, {
        token: ownerToken,
        unique_order_id: uniqueOrderId,
      });
      if (answer.status !== 200) {
        throw new Error(
          `${action} ${uniqueOrderId}: ${answer.status} ${JSON.stringify(answer.json)}`,
        );
      }
    };

    const placed: { key: string; uniqueOrderId: string }[] = [];
    let failed = 0;
    let retries = 0;
    let killed = false;
    let streamsCut = 0;
    const requests = Array.from({ length: orders }, () => nextBody());
    await inPool(requests, concurrency, async (request, index) => {
      const body = {
        ...request,
        delivery_type: 'SELFPICKUP',
        address_id: null,
        comment: request.idempotency_key,
      };
      const base = proxyUrl && index % 2 === 1 ? proxyUrl : a.url;
      const answer = await placeWithRetries(base, body);
      retries += answer.attempts - 1;
      if (answer.status !== 200 || !answer.uniqueOrderId) {
        failed += 1;
        log(`order ${index} failed cleanly: ${answer.status}`);
        return;
      }
      placed.push({ key: request.idempotency_key, uniqueOrderId: answer.uniqueOrderId });
      watchers.push(
        watchOrder({
          primary: b.url,
          fallback: proxyUrl ?? a.url,
          uniqueOrderId: answer.uniqueOrderId,
          token: request.token,
          retryMs: 250,
        }),
      );
      await storeAction('accept-order', answer.uniqueOrderId);
      if (!killed && placed.length >= Math.floor(orders / 2)) {
        killed = true;
        // Customers are watching: let the streams opened so far reach B before it dies.
        await waitFor(() => watchers.every((watcher) => watcher.isLive()), 10_000);
        streamsCut = watchers.filter((watcher) => watcher.isLive()).length;
        log(`SIGKILL to B after ${placed.length} orders, ${streamsCut} streams open on it`);
        b.process.kill('SIGKILL');
      }
    });
    log(`burst done: ${placed.length} placed, ${failed} failed, ${retries} retries`);
    const allLive = await waitFor(() => watchers.every((watcher) => watcher.isLive()), 30_000);
    if (!allLive) log('some watchers did not reconnect within 30 s');
    await inPool(placed, concurrency, async (order) => {
      await storeAction('mark-order-ready', order.uniqueOrderId);
      await storeAction('complete-order', order.uniqueOrderId);
    });
    // Collected orders end at 5 (delivered); wait for every watcher to see that.
    await waitFor(() => watchers.every((watcher) => watcher.lastStatus === 5), 30_000);

    for (const watcher of watchers)
      for (const line of watcher.duplicateDetails) log(`duplicate: ${line}`);
    const report = await tally({ db: handle.db, placed, watchers });
    return {
      proxy: proxyUrl ? 'nginx' : 'none',
      ordersRequested: orders,
      ordersPlaced: placed.length,
      ordersFailed: failed,
      retries,
      streamsCut,
      ...report,
      seconds: (Date.now() - startedAt) / 1000,
    };
  } finally {
    for (const watcher of watchers) watcher.close();
    await handle.close();
    await cluster.stop();
  }
}

async function tally({
  db,
  placed,
  watchers,
}: {
  db: Database;
  placed: { key: string; uniqueOrderId: string }[];
  watchers: OrderWatcher[];
}) {
  const keys = placed.map((order) => order.key);
  const counts = await rows<{ comment: string; count: string }>(
    db,
    sql`select comment, count(*)::text as count from orders
        where comment in (${sql.join(
          keys.map((key) => sql`${key}`),
          sql`, `,
        )}) group by comment`,
  );
  const perKey = new Map(counts.map((row) => [row.comment, Number(row.count)]));
  const ordersLost = keys.filter((key) => !perKey.has(key)).length;
  const ordersDuplicated = [...perKey.values()].reduce((sum, count) => sum + count - 1, 0);

  const ids = placed.map((order) => sql`${order.uniqueOrderId}`);
  const events = await rows<{
    unique_order_id: string;
    from_status: number | null;
    to_status: number;
    at: Date;
  }>(
    db,
    sql`select o.unique_order_id, e.from_status, e.to_status, e.at from order_events e
        join orders o on o.id = e.order_id where o.unique_order_id in (${sql.join(ids, sql`, `)})
        order by e.id`,
  );
  let changesExpected = 0;
  let changesSeen = 0;
  for (const watcher of watchers) {
    const from = watcher.firstEventAt ? Date.parse(watcher.firstEventAt) : 0;
    for (const event of events) {
      if (event.unique_order_id !== watcher.uniqueOrderId) continue;
      const at = new Date(event.at);
      if (at.getTime() < from) continue;
      changesExpected += 1;
      const key = statusEventKey({ ...event, at: at.toISOString() });
      if (watcher.seen.has(key)) changesSeen += 1;
    }
  }

  // One customer notification per status change after placing (accepted, ready, collected).
  const notificationsExpected = events.filter((event) => event.from_status !== null).length;
  const actions = placed.map((order) => sql`${`/running-order/${order.uniqueOrderId}`}`);
  // The bridge writes notifications just after the change: wait until they stop growing.
  let notes: { title: string; click_action: string; count: string }[] = [];
  let total = -1;
  await waitFor(async () => {
    notes = await rows(
      db,
      sql`select title, click_action, count(*)::text as count from notifications
          where click_action in (${sql.join(actions, sql`, `)}) group by title, click_action`,
    );
    const now = notes.reduce((sum, note) => sum + Number(note.count), 0);
    const settled = now === total && now >= notificationsExpected;
    total = now;
    return settled;
  }, 15_000);
  const notificationsCreated = notes.length;
  return {
    ordersLost,
    ordersDuplicated,
    watchers: watchers.length,
    reconnectMs: watchers.flatMap((watcher) => watcher.reconnectMs),
    changesExpected,
    changesSeen,
    changesLost: changesExpected - changesSeen,
    changesDuplicated: watchers.reduce((sum, watcher) => sum + watcher.duplicates, 0),
    watchersNotAtFinalStatus: watchers.filter((watcher) => watcher.lastStatus !== 5).length,
    notificationsExpected,
    notificationsCreated,
    notificationsLost: Math.max(0, notificationsExpected - notificationsCreated),
    notificationsDuplicated: notes.reduce((sum, note) => sum + Number(note.count) - 1, 0),
  };
}
