import http from 'node:http';
import { expect, test } from 'vitest';
import { connectSse } from '../apps/api/src/modules/realtime/sse-client';
import { startServerProcess } from './server-process.fixture';

/**
 * A POST whose body is sent in two halves: the request is in flight (routed, its body still
 * coming) until `finish` sends the rest.
 */
function postInTwoHalves(url: string, body: string) {
  const request = http.request(url, {
    method: 'POST',
    // Keep-alive, as a proxy's upstream connections are: the drain must still close it.
    agent: new http.Agent({ keepAlive: true }),
    headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
  });
  const half = Math.floor(body.length / 2);
  request.write(body.slice(0, half));
  const response = new Promise<{ status: number; body: string; connection?: string }>(
    (resolve, reject) => {
      request.on('error', reject);
      request.on('response', (incoming) => {
        let text = '';
        incoming.setEncoding('utf8');
        incoming.on('data', (chunk: string) => (text += chunk));
        incoming.on('end', () =>
          resolve({
            status: incoming.statusCode ?? 0,
            body: text,
            connection: incoming.headers.connection,
          }),
        );
      });
    },
  );
  return { finish: () => request.end(body.slice(half)), response };
}

/** The answer on a new connection: its status, or the connection error's code. */
function freshRequest(url: string): Promise<number | string> {
  return new Promise((resolve) => {
    const request = http.get(url, { agent: false }, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    request.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? String(error)));
  });
}

test('on SIGTERM the server finishes requests in flight, tells streams to reconnect, refuses new work and exits 0', async () => {
  const server = startServerProcess();
  const base = await server.url;
  const login = await fetch(`${base}/public/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'rider@demo.test', password: 'demopassword' }),
  });
  expect(login.status).toBe(200);
  const token = ((await login.json()) as { data: { auth_token: string } }).data.auth_token;
  const stream = await connectSse(`${base}/public/api/stream/rider?token=${token}`);
  expect(stream.status).toBe(200);
  await stream.next((event) => event.event === 'state');

  const inFlight = postInTwoHalves(`${base}/public/api/get-all-languages`, '{}');
  // Let the server read the request's head: it is now routed and waiting for its body.
  await new Promise((resolve) => setTimeout(resolve, 300));
  const sigtermAt = Date.now();
  server.child.kill('SIGTERM');

  const hint = await stream.next((event) => event.event === 'reconnect', 5_000);
  const { retry_ms: retryMs } = JSON.parse(hint.data) as { retry_ms: number };
  expect(retryMs).toBeGreaterThanOrEqual(250);
  expect(retryMs).toBeLessThanOrEqual(2_000);
  expect(stream.retries.at(-1)).toBe(retryMs);
  await stream.closed;

  // No new work: a new connection is refused, or answered 503 while the server still listens.
  for (const url of [`${base}/readyz`, `${base}/healthz`]) {
    expect([503, 'ECONNREFUSED', 'ECONNRESET']).toContain(await freshRequest(url));
  }

  inFlight.finish();
  const answered = await inFlight.response;
  expect(answered.status).toBe(200);
  // The client learns not to send more on this connection.
  expect(answered.connection).toBe('close');
  expect((JSON.parse(answered.body) as { data: unknown[] }).data).toHaveLength(2);

  expect(await server.exited, server.output()).toBe(0);
  const drainMs = Date.now() - sigtermAt;
  expect(drainMs).toBeLessThan(10_000);
  const output = server.output();
  expect(output).toContain('shutting down');
  expect(output).toContain('drained');
}, 260_000);
