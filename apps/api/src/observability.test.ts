import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildTestApp, postJson } from './test/build-test-app';
import { customerWithAddress, loadMenu, ordersSeed } from './modules/orders/orders.fixture';
import { placeOrder } from './modules/delivery/delivery.fixture';
import { connectSse } from './modules/realtime/sse-client';

type Ctx = Awaited<ReturnType<typeof buildTestApp>>;

const scrape = (ctx: Ctx, headers: Record<string, string> = {}, remoteAddress = '127.0.0.1') =>
  ctx.app.inject({ method: 'GET', url: '/metrics', headers, remoteAddress });

/** The value of one sample line of the exposition text (`name{labels} value`), or null. */
function sample(text: string, series: string): number | null {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? null : Number(line.slice(series.length + 1));
}

describe('GET /metrics', () => {
  let ctx: Ctx;
  let base: string;
  beforeAll(async () => {
    ctx = await buildTestApp({ seed: ordersSeed });
    base = await ctx.app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(() => ctx.close());

  test('counts requests per route pattern and status class, never per raw URL', async () => {
    await postJson(ctx.app, '/public/api/get-settings');
    await postJson(ctx.app, '/public/api/get-settings');
    await ctx.app.inject({ method: 'GET', url: '/no/such/page-4711?x=1' });
    await ctx.app.inject({ method: 'GET', url: '/public/api/stream/order/NOPE-1' });
    const response = await scrape(ctx);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = response.body;
    const labels = 'method="POST",route="/public/api/get-settings",status_class="2xx"';
    expect(sample(text, `swiftbite_http_requests_total{${labels}}`)).toBe(2);
    expect(sample(text, `swiftbite_http_request_duration_seconds_count{${labels}}`)).toBe(2);
    expect(
      sample(text, `swiftbite_http_request_duration_seconds_bucket{le="+Inf",${labels}}`),
    ).toBe(2);
    const unmatched = 'method="GET",route="unmatched",status_class="4xx"';
    expect(sample(text, `swiftbite_http_requests_total{${unmatched}}`)).toBe(1);
    expect(text).not.toContain('4711');
    // A stream's request is counted (here a refused one), with its pattern, outside the histogram.
    const stream =
      'method="GET",route="/public/api/stream/order/:unique_order_id",status_class="4xx"';
    expect(sample(text, `swiftbite_http_requests_total{${stream}}`)).toBe(1);
    expect(text).not.toContain(`swiftbite_http_request_duration_seconds_count{${stream}}`);
  });

  test('reports the process (event-loop lag, memory) and the database in use', async () => {
    const text = (await scrape(ctx)).body;
    expect(sample(text, 'nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    const kind = ctx.databaseKind === 'pg' ? 'postgres' : 'pglite';
    expect(sample(text, `swiftbite_database_info{kind="${kind}"}`)).toBe(1);
    if (ctx.databaseKind === 'pg') {
      expect(sample(text, 'swiftbite_db_pool_connections{state="total"}')).toBeGreaterThan(0);
      expect(sample(text, 'swiftbite_db_pool_connections{state="waiting"}')).toBe(0);
      expect(sample(text, 'swiftbite_db_pool_max')).toBe(10);
    } else {
      expect(text).not.toContain('swiftbite_db_pool_connections');
    }
  });

  test('counts orders by kind and status, and open streams by kind', async () => {
    const menu = await loadMenu(ctx.db);
    const asha = await customerWithAddress(ctx.db, 'a@test.dev');
    const order = await placeOrder(ctx, menu, asha);
    const streamUrl = `${base}/public/api/stream/order/${order.unique_order_id}?token=${asha.token}`;
    const client = await connectSse(streamUrl);
    await client.next((event) => event.event === 'order_status');
    // Scrapes within 5 s share one orders count: wait for the next one.
    await new Promise((resolve) => setTimeout(resolve, 5_100));
    let text = (await scrape(ctx)).body;
    expect(sample(text, 'swiftbite_orders_open{kind="food",status="placed"}')).toBe(1);
    expect(sample(text, 'swiftbite_sse_streams_open{kind="order"}')).toBe(1);
    expect(sample(text, 'swiftbite_sse_streams_open{kind="store"}')).toBe(0);
    client.close();
    await client.closed;
    await new Promise((resolve) => setTimeout(resolve, 50));
    text = (await scrape(ctx)).body;
    expect(sample(text, 'swiftbite_sse_streams_open{kind="order"}')).toBe(0);
  }, 20_000);

  test('without a token it answers loopback callers only, and none relayed by a proxy', async () => {
    expect((await scrape(ctx, {}, '10.1.2.3')).statusCode).toBe(404);
    expect((await scrape(ctx, { 'x-forwarded-for': '127.0.0.1' })).statusCode).toBe(404);
    expect((await scrape(ctx, { forwarded: 'for=127.0.0.1' })).statusCode).toBe(404);
    expect((await scrape(ctx, {}, '::1')).statusCode).toBe(200);
  });
});

describe('GET /metrics with METRICS_TOKEN', () => {
  let ctx: Ctx;
  const token = 'scrape-token-0123456789abcdef';
  beforeAll(async () => {
    ctx = await buildTestApp({ config: { METRICS_TOKEN: token } });
  });
  afterAll(() => ctx.close());

  test('asks every caller, loopback too, for the bearer token', async () => {
    const missing = await scrape(ctx);
    expect(missing.statusCode).toBe(401);
    expect(missing.json().error.code).toBe('metrics.unauthorized');
    const wrong = await scrape(ctx, { authorization: `Bearer ${token}x` });
    expect(wrong.statusCode).toBe(401);
    const right = await scrape(ctx, { authorization: `Bearer ${token}` }, '10.1.2.3');
    expect(right.statusCode).toBe(200);
    expect(right.body).toContain('swiftbite_http_requests_total');
  });
});

describe('request ids', () => {
  let ctx: Ctx;
  const lines: string[] = [];
  beforeAll(async () => {
    ctx = await buildTestApp({
      logger: { level: 'info', stream: { write: (line: string) => lines.push(line) } },
      beforeReady: (app) => {
        app.get('/test-boom', { schema: { hide: true } }, async () => {
          throw new Error('kaboom');
        });
      },
    });
  });
  afterAll(() => ctx.close());

  const logOf = (id: string) =>
    lines.map((line) => JSON.parse(line) as Record<string, unknown>).filter((l) => l.reqId === id);

  test("a caller's safe X-Request-Id is echoed and names the request's log lines", async () => {
    const id = 'edge-7f3a:01.B_c';
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/public/api/get-settings',
      headers: { 'x-request-id': id },
    });
    expect(response.headers['x-request-id']).toBe(id);
    const logged = logOf(id);
    expect(logged.some((line) => line.msg === 'request completed')).toBe(true);
  });

  test('an unexpected error is logged with the request id', async () => {
    const id = 'boom-1';
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/test-boom',
      headers: { 'x-request-id': id },
    });
    expect(response.statusCode).toBe(500);
    expect(response.headers['x-request-id']).toBe(id);
    const logged = logOf(id).find((line) => line.msg === 'unhandled error');
    expect(logged?.level).toBe(50);
    expect(JSON.stringify(logged?.err)).toContain('kaboom');
  });

  test.each([
    ['a newline', 'abc\r\nset-cookie: x=1'],
    ['200 characters', 'a'.repeat(200)],
    ['spaces and quotes', 'id "quoted" here'],
  ])('an id with %s is replaced by a fresh UUID', async (_what, given) => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/public/api/get-settings',
      headers: { 'x-request-id': given },
    });
    const id = String(response.headers['x-request-id']);
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(lines.join('')).not.toContain(given);
    expect(logOf(id).some((line) => line.msg === 'request completed')).toBe(true);
  });
});
