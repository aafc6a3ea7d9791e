import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildTestApp } from '../../test/build-test-app';
import { freshIp, postFrom } from './auth-test-helpers';
import { AUTH_ATTEMPTS_PER_MINUTE, checkRateLimits, hitRateLimit } from './rate-limits';

describe('rate limits on login, OTP and password reset', () => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    ctx = await buildTestApp({
      seed: {
        users: [
          { name: 'Asha', email: 'asha@test.dev', password: 'right-password' },
          { name: 'Ravi', email: 'ravi@test.dev', password: 'ravi-password' },
        ],
      },
    });
  });
  afterAll(() => ctx.close());

  test('150 wrong passwords for one account: at least 140 get 429 auth.rate_limited with retry-after, and the right password is refused too', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 150; attempt += 1) {
      // A different client address each time: the per-account limit alone must hold.
      const response = await postFrom(ctx.app, '/public/api/login', {
        email: 'asha@test.dev',
        password: `wrong-${attempt}`,
      });
      statuses.push(response.statusCode);
      if (response.statusCode === 429) {
        expect(response.json().error.code).toBe('auth.rate_limited');
        const retryAfter = Number(response.headers['retry-after']);
        expect(retryAfter).toBeGreaterThanOrEqual(1);
        expect(retryAfter).toBeLessThanOrEqual(60);
      }
    }
    const limited = statuses.filter((status) => status === 429).length;
    expect(limited).toBeGreaterThanOrEqual(140);
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(
      AUTH_ATTEMPTS_PER_MINUTE * 2,
    );
    const right = await postFrom(ctx.app, '/public/api/login', {
      email: 'asha@test.dev',
      password: 'right-password',
    });
    expect(right.statusCode).toBe(429);
    expect(right.json().error.code).toBe('auth.rate_limited');
  });

  test('one client address trying many accounts is limited after 5 a minute', async () => {
    const ip = freshIp();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 8; attempt += 1) {
      const response = await postFrom(
        ctx.app,
        '/public/api/send-password-reset-mail',
        { email: `someone${attempt}@test.dev` },
        { ip },
      );
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429, 429]);
    // Another address and account are not affected.
    const other = await postFrom(ctx.app, '/public/api/login', {
      email: 'ravi@test.dev',
      password: 'ravi-password',
    });
    expect(other.statusCode).toBe(200);
  });

  test('OTP generation and verification are limited per phone', async () => {
    const phone = '+919812345678';
    const sends: number[] = [];
    for (let attempt = 0; attempt < 7; attempt += 1) {
      sends.push(
        (await postFrom(ctx.app, '/public/api/generate-otp-for-login', { phone })).statusCode,
      );
    }
    expect(sends.filter((status) => status === 429)).toHaveLength(2);
    const verifies: number[] = [];
    for (let attempt = 0; attempt < 7; attempt += 1) {
      const response = await postFrom(ctx.app, '/public/api/verify-otp', { phone, otp: '000000' });
      verifies.push(response.statusCode);
    }
    expect(verifies.slice(5)).toEqual([429, 429]);
  });

  test('a bad request is refused before it counts', async () => {
    const ip = freshIp();
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const response = await postFrom(ctx.app, '/public/api/login', { email: 'x' }, { ip });
      expect(response.statusCode).toBe(400);
    }
    const fine = await postFrom(
      ctx.app,
      '/public/api/login',
      { email: 'ravi@test.dev', password: 'ravi-password' },
      { ip },
    );
    expect(fine.statusCode).toBe(200);
  });

  test('the window is fixed at 60 s and shared through the database; parallel hits count exactly', async () => {
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
  });
});
