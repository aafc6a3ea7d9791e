import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildTestApp } from '../test/build-test-app';
import { loginAs } from '../modules/profile/account-data.fixture';
import { ordersSeed } from '../modules/orders/orders.fixture';
import { connectSse } from '../modules/realtime/sse-client';
import { redactSecrets } from './log-redaction';

describe('redactSecrets', () => {
  test('replaces the value of every secret-like query parameter, keeps the rest', () => {
    expect(redactSecrets('/s/rider?token=abc.def&lang=en')).toBe(
      '/s/rider?token=[redacted]&lang=en',
    );
    expect(redactSecrets('GET:/x?a=1&TICKET=t1&key=k&signature=s#top')).toBe(
      'GET:/x?a=1&TICKET=[redacted]&key=[redacted]&signature=[redacted]#top',
    );
    expect(redactSecrets('"url":"/cb?code=123456&password=p\\"x"')).toBe(
      '"url":"/cb?code=[redacted]&password=[redacted]\\"x"',
    );
    // Names that merely contain a secret word, and text without a query, are left alone.
    expect(redactSecrets('/p?tokens=2&monkey=1&zipcode=9')).toBe('/p?tokens=2&monkey=1&zipcode=9');
    expect(redactSecrets('token=abc without a URL')).toBe('token=abc without a URL');
  });
});

describe('request logs keep no stream token', () => {
  const lines: string[] = [];
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  let base: string;

  beforeAll(async () => {
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString('utf8'));
        done();
      },
    });
    ctx = await buildTestApp({ seed: ordersSeed, logger: { level: 'info', stream } });
    base = await ctx.app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(() => ctx.close());

  test('[H8.08] a live stream opened with ?token= works and its token is absent from the log', async () => {
    const rider = await loginAs(ctx.db, 'rider@test.dev');
    const stream = await connectSse(`${base}/public/api/stream/rider?token=${rider.token}&lang=en`);
    expect(stream.status).toBe(200);
    expect(stream.headers['content-type']).toMatch(/^text\/event-stream/);
    stream.close();
    await stream.closed;

    // A rejected token and an unknown route (whose message repeats the URL) are logged too.
    const wrong = randomBytes(16).toString('hex');
    const refused = await fetch(`${base}/public/api/stream/rider?token=${wrong}`);
    expect(refused.status).toBe(401);
    const missing = await fetch(`${base}/public/api/nowhere?token=${wrong}&ticket=${wrong}`);
    expect(missing.status).toBe(404);
    await expect.poll(() => lines.join('').includes('not found')).toBe(true);
    await expect
      .poll(() => lines.filter((line) => line.includes('/public/api/stream/rider')).length)
      .toBeGreaterThanOrEqual(2);

    const log = lines.join('');
    expect(log).not.toContain(rider.token);
    expect(log).not.toContain(wrong);
    expect(log).toContain('/public/api/stream/rider?token=[redacted]&lang=en');
    expect(log).toContain('/public/api/nowhere?token=[redacted]&ticket=[redacted]');
  });
});
