import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import pg from 'pg';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { ORDER_STATUS } from '@app/shared/orders/orders.models';
import type { Database } from '../db/client';
import { createErrorFactory } from '../lib/errors';

/** The route label of a request no route matched (the raw URL would make a label per probe). */
export const UNMATCHED_ROUTE = 'unmatched';
/** Live streams last minutes to hours: counted, but kept out of the latency histogram. */
const STREAM_ROUTES = '/public/api/stream/';
/** Scrapes closer together than this (several Prometheus servers) share one orders count. */
const ORDERS_COUNT_REUSE_MS = 5_000;

export interface OrderStatusCount {
  kind: string;
  status: number;
  count: number;
  isFinal: boolean;
}

export interface MetricsOptions {
  db: Database;
  /** When set, a scrape must send `Authorization: Bearer <token>`; else loopback callers only. */
  token?: string;
  countOrders: () => Promise<OrderStatusCount[]>;
  /** Open live streams on this instance, by kind. */
  countOpenStreams: () => Record<string, number>;
}

const createMetricsUnauthorizedError = createErrorFactory({
  code: 'metrics.unauthorized',
  statusCode: 401,
  message: 'Send the metrics token as Authorization: Bearer <token>.',
});

const statusNames = new Map<number, string>(
  Object.entries(ORDER_STATUS).map(([name, id]) => [id, name.toLowerCase()]),
);

/**
 * The process's own figures (CPU, memory, event-loop lag, GC, handles) in one registry per
 * process: they describe the process, whichever app in it is scraped, and a monitor per app would
 * pile up in tests that build many apps.
 */
let processRegistry: Registry | null = null;
function getProcessRegistry(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

const digest = (text: string) => createHash('sha256').update(text).digest();

function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  return address === '::1' || address.startsWith('127.') || address.startsWith('::ffff:127.');
}

/**
 * A local scrape: from the loopback address and not relayed by a proxy on the same host (which
 * connects from loopback too, but adds a forwarding header).
 */
function isLocalCaller(request: FastifyRequest): boolean {
  const { headers } = request;
  if (headers['x-forwarded-for'] !== undefined || headers.forwarded !== undefined) return false;
  return isLoopback(request.raw.socket.remoteAddress);
}

/**
 * GET /metrics in Prometheus text format (docs/observability.md): requests per route, live
 * streams, orders per status, the database pool, and the process's default metrics.
 */
export const metricsPlugin = fp(async (app: FastifyInstance, options: MetricsOptions) => {
  const registry = new Registry();
  const requests = new Counter({
    name: 'swiftbite_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status class.',
    labelNames: ['method', 'route', 'status_class'] as const,
    registers: [registry],
  });
  const durations = new Histogram({
    name: 'swiftbite_http_request_duration_seconds',
    help: 'Time from request to response, by method, route pattern and status class (streams left out).',
    labelNames: ['method', 'route', 'status_class'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });

  // One label lookup per distinct (method, route, class), not per request.
  type Recorder = (seconds: number) => void;
  const recorders = new Map<string, Recorder>();
  const recorderOf = (method: string, route: string, statusClass: string): Recorder => {
    const count = requests.labels(method, route, statusClass);
    if (route.startsWith(STREAM_ROUTES)) return () => count.inc();
    const duration = durations.labels(method, route, statusClass);
    return (seconds) => {
      count.inc();
      duration.observe(seconds);
    };
  };
  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? UNMATCHED_ROUTE;
    const statusClass = `${Math.floor(reply.statusCode / 100)}xx`;
    const key = `${request.method} ${statusClass} ${route}`;
    let record = recorders.get(key);
    if (!record) {
      record = recorderOf(request.method, route, statusClass);
      recorders.set(key, record);
    }
    record(reply.elapsedTime / 1000);
    done();
  });

  new Gauge({
    name: 'swiftbite_sse_streams_open',
    help: 'Live streams (Server-Sent Events) open on this instance, by kind.',
    labelNames: ['kind'] as const,
    registers: [registry],
    collect() {
      this.reset();
      for (const [kind, count] of Object.entries(options.countOpenStreams())) {
        this.set({ kind }, count);
      }
    },
  });

  let ordersCount: { at: number; counts: Promise<OrderStatusCount[]> } | null = null;
  const countOrders = () => {
    if (!ordersCount || Date.now() - ordersCount.at > ORDERS_COUNT_REUSE_MS) {
      ordersCount = { at: Date.now(), counts: options.countOrders() };
    }
    return ordersCount.counts;
  };
  // Both orders gauges read one query (Prometheus collects metrics concurrently).
  const ordersGauge = (name: string, help: string, isFinal: boolean) =>
    new Gauge({
      name,
      help,
      labelNames: ['kind', 'status'] as const,
      registers: [registry],
      async collect() {
        this.reset();
        try {
          for (const row of await countOrders()) {
            if (row.isFinal !== isFinal) continue;
            const status = statusNames.get(row.status) ?? `${row.status}`;
            this.set({ kind: row.kind, status }, row.count);
          }
        } catch (error) {
          ordersCount = null;
          app.log.warn({ err: error }, 'metrics: orders count failed');
        }
      },
    });
  ordersGauge(
    'swiftbite_orders_open',
    'Orders in each status they can still leave, by kind.',
    false,
  );
  ordersGauge(
    'swiftbite_orders_final_last_hour',
    'Orders that reached a final status (delivered, cancelled, payment_failed) within the last hour, by kind.',
    true,
  );

  const client = (options.db as unknown as { $client?: unknown }).$client;
  const pool = client instanceof pg.Pool ? client : null;
  new Gauge({
    name: 'swiftbite_database_info',
    help: 'The database this instance uses (kind: postgres or pglite).',
    labelNames: ['kind'] as const,
    registers: [registry],
  }).set({ kind: pool ? 'postgres' : 'pglite' }, 1);
  if (pool) {
    new Gauge({
      name: 'swiftbite_db_pool_connections',
      help: 'PostgreSQL pool connections: total open, idle, and requests waiting for one.',
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        this.set({ state: 'total' }, pool.totalCount);
        this.set({ state: 'idle' }, pool.idleCount);
        this.set({ state: 'waiting' }, pool.waitingCount);
      },
    });
    new Gauge({
      name: 'swiftbite_db_pool_max',
      help: 'The most connections the pool opens.',
      registers: [registry],
    }).set(pool.options.max ?? 10);
  }

  const tokenDigest = options.token ? digest(options.token) : null;
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (tokenDigest) {
      const given = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
      // Digests have one length, so the comparison takes the same time whatever was sent.
      if (!timingSafeEqual(digest(given), tokenDigest)) throw createMetricsUnauthorizedError();
    } else if (!isLocalCaller(request)) {
      return reply.callNotFound();
    }
    const text = (await getProcessRegistry().metrics()) + (await registry.metrics());
    return reply.type(registry.contentType).send(text);
  });
});
