import { eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildTestApp } from '../../test/build-test-app';
import { freshIp, postFrom } from './auth.fixture';
import { rateLimitHits } from './otp.table';
import {
  AUTH_FAILURES_PER_ADDRESS_PER_MINUTE as REGISTRATIONS_PER_ADDRESS,
  backoffSeconds,
  checkRateLimits,
  hitRateLimit,
} from './rate-limits.usecases';

const USERS = Array.from({ length: 8 }, (_, index) => ({
  name: `Person ${index}`,
  email: `person${index}@test.dev`,
  password: `password-${index}`,
}));

describe('sign-in limits count failures per (account, address) pair', () => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    ctx = await buildTestApp({
      seed: {
        users: [
          { name: 'Asha', email: 'asha@test.dev', password: 'right-password' },
          { name: 'Ravi', email: 'ravi@test.dev', password: 'ravi-password' },
          ...USERS,
        ],
      },
    });
  });
  afterAll(() => ctx.close());

  const login = (email: string, password: string, ip: string, headers?: Record<string, string>) =>
    postFrom(ctx.app, '/public/api/login', { email, password }, { ip, headers });

  test('[H8.05] successful logins do not count: one address logs in 8 people and one person 8 times in a minute', async () => {
    const office = freshIp();
    for (const user of USERS) {
      expect((await login(user.email, user.password, office)).statusCode).toBe(200);
    }
    for (let attempt = 0; attempt < 8; attempt += 1) {
      expect((await login('ravi@test.dev', 'ravi-password', office)).statusCode).toBe(200);
    }
  });

  test('[H8.05] a guesser at one address waits (429 with retry-after), while the owner at another address signs in', async () => {
    const attacker = freshIp();
    const statuses: number[] = [];
    let retryAfter = 0;
    for (let attempt = 0; attempt < 12; attempt += 1) {
      const response = await login('asha@test.dev', `wrong-${attempt}`, attacker);
      statuses.push(response.statusCode);
      if (response.statusCode === 429) {
        expect(response.json().error.code).toBe('auth.rate_limited');
        retryAfter = Number(response.headers['retry-after']);
      }
    }
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses.slice(5).every((status) => status === 429)).toBe(true);
    expect(retryAfter).toBeGreaterThanOrEqual(25);
    expect(retryAfter).toBeLessThanOrEqual(30);
    // Even the right password waits at the guesser's address...
    expect((await login('asha@test.dev', 'right-password', attacker)).statusCode).toBe(429);
    // ...but the owner elsewhere is never locked out.
    expect((await login('asha@test.dev', 'right-password', freshIp())).statusCode).toBe(200);
  });

  test('[H8.05] the back-off grows: 30 s after the fifth failure, then 60 s, then 120 s', async () => {
    expect([4, 5, 6, 7, 20].map((failures) => backoffSeconds(failures, 5))).toEqual([
      0, 30, 60, 120, 900,
    ]);
    const ip = freshIp();
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await login('ravi@test.dev', 'nope', ip)).statusCode).toBe(401);
    }
    expect((await login('ravi@test.dev', 'nope', ip)).statusCode).toBe(429);
    // 31 s pass: one more guess is checked (and fails); the next waits 60 s.
    const pair = like(rateLimitHits.key, `login:pair:ravi@test.dev|${ip}`);
    await ctx.db
      .update(rateLimitHits)
      .set({ windowStart: sql`${rateLimitHits.windowStart} - interval '31 seconds'` })
      .where(pair);
    expect((await login('ravi@test.dev', 'nope', ip)).statusCode).toBe(401);
    const waiting = await login('ravi@test.dev', 'nope', ip);
    expect(waiting.statusCode).toBe(429);
    expect(Number(waiting.headers['retry-after'])).toBeGreaterThan(55);
    expect(Number(waiting.headers['retry-after'])).toBeLessThanOrEqual(60);
  });

  test('[H8.05] a successful login clears its pair', async () => {
    const ip = freshIp();
    for (let round = 0; round < 3; round += 1) {
      for (let attempt = 0; attempt < 4; attempt += 1) {
        expect((await login('person0@test.dev', 'nope', ip)).statusCode).toBe(401);
      }
      expect((await login('person0@test.dev', 'password-0', ip)).statusCode).toBe(200);
    }
  });

  test('[H8.05] one address has a generous ceiling of failures across accounts (30 a minute)', async () => {
    const ip = freshIp();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 32; attempt += 1) {
      const response = await login(`nobody${attempt}@test.dev`, 'nope', ip);
      statuses.push(response.statusCode);
    }
    expect(statuses.filter((status) => status === 401)).toHaveLength(30);
    expect(statuses.slice(30)).toEqual([429, 429]);
  });

  test('[H8.05] concurrent wrong passwords from one pair: exactly 5 are checked, the rest wait', async () => {
    const ip = freshIp();
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, attempt) => login('person1@test.dev', `bad-${attempt}`, ip)),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(15);
  });

  test('[H8.05] without TRUST_PROXY a forged X-Forwarded-For does not change the client address', async () => {
    const ip = freshIp();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 7; attempt += 1) {
      const response = await login('person2@test.dev', 'nope', ip, {
        'x-forwarded-for': `203.0.113.${attempt + 1}`,
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(5)).toEqual([429, 429]);
  });

  test('[H8.05] the rider and console log-ins follow the same rule', async () => {
    const ip = freshIp();
    for (const url of ['/public/api/delivery/login', '/public/api/console/login']) {
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 6; attempt += 1) {
        const response = await postFrom(
          ctx.app,
          url,
          { email: 'asha@test.dev', password: 'wrong' },
          { ip },
        );
        statuses.push(response.statusCode);
      }
      expect(statuses[5]).toBe(429);
    }
  });

  test('a bad request is refused before it counts', async () => {
    const ip = freshIp();
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const response = await postFrom(ctx.app, '/public/api/login', { email: 'x' }, { ip });
      expect(response.statusCode).toBe(400);
    }
    expect((await login('ravi@test.dev', 'ravi-password', ip)).statusCode).toBe(200);
  });

  test('code sends are limited per account (every request counts); wrong codes per pair', async () => {
    const phone = '+919812345678';
    const sends: number[] = [];
    for (let attempt = 0; attempt < 7; attempt += 1) {
      sends.push(
        (await postFrom(ctx.app, '/public/api/generate-otp-for-login', { phone })).statusCode,
      );
    }
    expect(sends.filter((status) => status === 429)).toHaveLength(2);
    const ip = freshIp();
    const verifies: number[] = [];
    for (let attempt = 0; attempt < 7; attempt += 1) {
      const response = await postFrom(
        ctx.app,
        '/public/api/verify-otp',
        { phone, otp: '000000' },
        { ip },
      );
      verifies.push(response.statusCode);
    }
    expect(verifies.slice(5)).toEqual([429, 429]);
  });

  test('[H8.06] register is limited per client address (30 in ten minutes)', async () => {
    const ip = freshIp();
    const statuses: number[] = [];
    for (let attempt = 0; attempt <= REGISTRATIONS_PER_ADDRESS; attempt += 1) {
      const response = await postFrom(
        ctx.app,
        '/public/api/register',
        // An email that exists: the answer would tell a stranger so.
        {
          name: 'Probe',
          email: 'asha@test.dev',
          phone: `+9198000${String(attempt).padStart(5, '0')}`,
          password: 'probe-password',
        },
        { ip },
      );
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, REGISTRATIONS_PER_ADDRESS).every((status) => status !== 429)).toBe(
      true,
    );
    const last = statuses[REGISTRATIONS_PER_ADDRESS];
    expect(last).toBe(429);
  });

  test('fixed windows are shared through the database; parallel hits count exactly', async () => {
    const start = new Date('2026-05-01T10:00:00Z');
    const key = `test:${crypto.randomUUID()}`;
    const counts = await Promise.all(
      Array.from({ length: 12 }, () => hitRateLimit({ db: ctx.db, key, now: start })),
    );
    expect(counts.map((hit) => hit.count).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 12 }, (_, index) => index + 1),
    );
    const blocked = await checkRateLimits({
      db: ctx.db,
      keys: [key],
      now: new Date(start.getTime() + 45_000),
    });
    expect(blocked).toEqual({ retryAfterSeconds: 15 });
    const later = await checkRateLimits({
      db: ctx.db,
      keys: [key],
      now: new Date(start.getTime() + 60_000),
    });
    expect(later).toBeNull();
    await ctx.db.delete(rateLimitHits).where(eq(rateLimitHits.key, key));
  });
});

describe('TRUST_PROXY as a hop count', () => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    ctx = await buildTestApp({
      seed: { users: [{ name: 'Asha', email: 'asha@test.dev', password: 'right-password' }] },
      config: { TRUST_PROXY: 1 },
    });
  });
  afterAll(() => ctx.close());

  test('[H8.05] behind one proxy the client is the last X-Forwarded-For hop, whatever the client prepends', async () => {
    const proxy = freshIp();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 7; attempt += 1) {
      const response = await postFrom(
        ctx.app,
        '/public/api/login',
        { email: 'asha@test.dev', password: 'nope' },
        // The client forges a first hop; the proxy appends the real address.
        { ip: proxy, headers: { 'x-forwarded-for': `198.51.100.${attempt + 1}, 192.0.2.7` } },
      );
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(5)).toEqual([429, 429]);
    // Another real client behind the same proxy is a different pair.
    const other = await postFrom(
      ctx.app,
      '/public/api/login',
      { email: 'asha@test.dev', password: 'right-password' },
      { ip: proxy, headers: { 'x-forwarded-for': '192.0.2.8' } },
    );
    expect(other.statusCode).toBe(200);
  });
});
