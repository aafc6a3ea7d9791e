// PostgreSQL backends terminated during a burst of place-order requests: every request succeeds
// or fails cleanly, a retry with the same idempotency key gives one order per key, and the API
// stays up and ready.
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openPostgres } from '../../../apps/api/src/db/client';
import { preparePlaceOrder } from '../../../bench/place-order-fixture';
import { callApi, runPool, tally, walletMismatches, type CallOutcome } from '../api-calls';
import { prepareDemoDatabase, sleep, startApi, startPostgres } from '../processes';
import type { ChaosScenario } from '../scenario';

const DATABASE = 'chaos_backend_terminate';
const CONCURRENCY = 50;
const TERMINATE_EVERY_MS = 75;
const MAX_RETRIES = 30;

/** Terminates every client backend of the database but its own, every few tens of ms. */
function startTerminator(adminUrl: string) {
  let stopped = false;
  let terminated = 0;
  let rounds = 0;
  const loop = (async () => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      while (!stopped) {
        const result = await client.query<{ count: number }>(
          `select count(*)::int as count from (
             select pg_terminate_backend(pid) as done from pg_stat_activity
             where datname = $1 and pid <> pg_backend_pid() and backend_type = 'client backend'
           ) t where done`,
          [DATABASE],
        );
        terminated += result.rows[0]?.count ?? 0;
        rounds += 1;
        await sleep(TERMINATE_EVERY_MS);
      }
    } finally {
      await client.end();
    }
  })();
  return {
    stop: async () => {
      stopped = true;
      await loop;
      return { terminated, rounds };
    },
  };
}

const scenario: ChaosScenario = {
  name: 'backend-terminate',
  title: 'PostgreSQL backends terminated during an order burst',
  async run({ short, log }) {
    const requests = short ? 100 : 500;
    const notes: string[] = [];
    const server = await startPostgres();
    let api: Awaited<ReturnType<typeof startApi>> | undefined;
    try {
      const databaseUrl = await server.createDatabase(DATABASE);
      const seeding = await prepareDemoDatabase(databaseUrl);
      const makeBody = await preparePlaceOrder(seeding.db);
      await seeding.close();
      const bodies = Array.from({ length: requests }, () => makeBody());
      api = await startApi({ databaseUrl });
      const placeOrderUrl = `${api.url}/public/api/place-order`;
      log(`API pid ${api.pid} ready; ${requests} orders, ${CONCURRENCY} at a time`);

      const started = Date.now();
      const terminator = startTerminator(server.adminUrl);
      const first: CallOutcome[] = new Array<CallOutcome>(requests);
      await runPool(bodies, CONCURRENCY, async (body, index) => {
        first[index] = await callApi(placeOrderUrl, body);
      });
      const { terminated, rounds } = await terminator.stop();
      const burstSeconds = (Date.now() - started) / 1000;
      const firstOk = first.filter((outcome) => outcome.kind === 'ok').length;
      const clean = first.filter((outcome) => outcome.kind === 'clean');
      const unexpected = first.filter((outcome) => outcome.kind === 'unexpected');
      const hangs = first.filter((outcome) => outcome.kind === 'hang').length;
      log(
        `burst: ${firstOk} ok, ${clean.length} clean failures, ${unexpected.length} unexpected, ${hangs} hung; ${terminated} backends terminated`,
      );

      // Every request that did not succeed, again with its own key, until it does.
      const orderIds = new Map<number, string>();
      let retries = 0;
      let unresolved = 0;
      await runPool(bodies, 10, async (body, index) => {
        let outcome = first[index] as CallOutcome;
        for (let attempt = 0; outcome.kind !== 'ok' && attempt < MAX_RETRIES; attempt += 1) {
          retries += 1;
          outcome = await callApi(placeOrderUrl, body);
          if (outcome.kind !== 'ok') await sleep(100);
        }
        if (outcome.kind !== 'ok') {
          unresolved += 1;
          return;
        }
        orderIds.set(index, (outcome.body.data as { unique_order_id: string }).unique_order_id);
      });
      // A retry of a request that had succeeded answers the same order, not a second one.
      let replayMismatches = 0;
      const replayed = bodies.filter((_, index) => index % 10 === 0);
      await runPool(replayed, 10, async (body, index) => {
        const outcome = await callApi(placeOrderUrl, body);
        const id =
          outcome.kind === 'ok' ? (outcome.body.data as { unique_order_id: string }) : null;
        if (id?.unique_order_id !== orderIds.get(index * 10)) replayMismatches += 1;
      });

      const isAlive = api.isAlive();
      const ready = await fetch(`${api.url}/readyz`).then(
        (response) => response.status,
        () => 0,
      );

      const { handle } = openPostgres(databaseUrl);
      const keys = bodies.map((body) => body.idempotency_key);
      const perKey = await handle.db.execute(sql`
        select count(o.id)::int as orders
        from unnest(${`{${keys.join(',')}}`}::text[]) as wanted(key)
        left join idempotency_keys k on k.key = wanted.key
        left join orders o on o.id = k.order_id
        group by wanted.key`);
      const counts = (perKey as unknown as { rows: { orders: number }[] }).rows.map(
        (row) => row.orders,
      );
      const totals = await handle.db.execute(sql`
        select count(*)::int as orders,
          count(*) filter (where not exists (
            select 1 from order_events e where e.order_id = o.id))::int as without_event
        from orders o join users u on u.id = o.user_id
        where u.email like 'bench%@bench.test'`);
      const total = (totals as unknown as { rows: { orders: number; without_event: number }[] })
        .rows[0] ?? { orders: -1, without_event: -1 };
      const walletBad = await walletMismatches(handle.db);
      await handle.close();

      const minPerKey = Math.min(...counts);
      const maxPerKey = Math.max(...counts);
      const distinctOrders = new Set(orderIds.values()).size;
      const checks: [boolean, string][] = [
        [hangs === 0, `${hangs} requests hung (no answer in 30 s)`],
        [
          unexpected.length === 0,
          `unexpected answers: ${tally(unexpected.map((o) => `${o.status} ${o.code}`))}`,
        ],
        [unresolved === 0, `${unresolved} keys never succeeded after ${MAX_RETRIES} retries`],
        [minPerKey === 1 && maxPerKey === 1, `orders per key ${minPerKey}-${maxPerKey}, not 1`],
        [total.orders === requests, `${total.orders} orders in the database for ${requests} keys`],
        [distinctOrders === requests, `${distinctOrders} distinct orders answered`],
        [replayMismatches === 0, `${replayMismatches} replays answered another order`],
        [total.without_event === 0, `${total.without_event} orders without their first event`],
        [walletBad === 0, `${walletBad} wallets differ from their ledger`],
        [isAlive, 'the API process died'],
        [ready === 200, `/readyz answered ${ready} after the burst`],
        [terminated > 0, 'no backend was terminated: the fault never happened'],
      ];
      for (const [passed, message] of checks) if (!passed) notes.push(message);
      return {
        ok: notes.length === 0,
        notes,
        figures: [
          { label: 'place-order requests (own idempotency key each)', value: String(requests) },
          { label: 'first-try successes', value: String(firstOk) },
          {
            label: 'clean failures (5xx JSON error or connection error)',
            value: `${clean.length} (${tally(clean.map((o) => `${o.status} ${o.code}`))})`,
          },
          { label: 'unexpected answers / hangs', value: `${unexpected.length} / ${hangs}` },
          { label: 'retries until every key succeeded', value: String(retries) },
          { label: 'orders per key (min / max)', value: `${minPerKey} / ${maxPerKey}` },
          { label: 'orders in the database', value: String(total.orders) },
          {
            label: 'replays of succeeded keys answering the same order',
            value: `${replayed.length - replayMismatches} of ${replayed.length}`,
          },
          { label: 'backends terminated (rounds every 75 ms)', value: `${terminated} (${rounds})` },
          { label: 'wallets differing from their ledger', value: String(walletBad) },
          { label: 'API alive, /readyz after', value: `${isAlive ? 'yes' : 'no'}, ${ready}` },
          { label: 'burst seconds', value: burstSeconds.toFixed(1) },
        ],
      };
    } finally {
      if (api) {
        if (!api.isAlive()) notes.push(`API output: ${api.output().slice(-3000)}`);
        await api.stop('SIGTERM');
      }
      await server.stop();
    }
  },
};

export default scenario;
