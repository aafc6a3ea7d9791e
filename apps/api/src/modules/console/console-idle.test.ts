import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { CONSOLE_BACKGROUND_HEADER } from '@app/shared/console/admin.schemas';
import { buildTestApp, postJson } from '../../test/build-test-app';
import { findAuthTokenTimes, findUserByAuthToken } from '../accounts/auth-tokens.repository';
import { loginAs } from '../profile/account-data.fixture';
import { ordersSeed } from '../orders/orders.fixture';

const MINUTE = 60_000;

describe('admin sessions end after 30 minutes idle', () => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    ctx = await buildTestApp({ seed: ordersSeed });
  });
  afterAll(() => ctx.close());
  afterEach(() => {
    vi.useRealTimers();
  });

  /** A console call at `minutes` past `start`, as the operator's or as a page refreshing itself. */
  const callAt = async (
    token: string,
    start: number,
    minutes: number,
    kind: 'operator' | 'background',
  ) => {
    vi.setSystemTime(new Date(start + minutes * MINUTE));
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/public/api/console/get-stores',
      headers: kind === 'background' ? { [CONSOLE_BACKGROUND_HEADER]: '1' } : {},
      payload: { token },
    });
    return response.statusCode;
  };
  const revokedAt = async (token: string) =>
    (await findAuthTokenTimes({ db: ctx.db, token }))?.revokedAt ?? null;

  test('each call moves the idle clock on; 31 quiet minutes revoke the token for good', async () => {
    const admin = await loginAs(ctx.db, 'admin@test.dev');
    const start = Date.now();
    const at = (minutes: number) => new Date(start + minutes * MINUTE);
    const lookup = (minutes: number) =>
      findUserByAuthToken({ db: ctx.db, token: admin.token, now: at(minutes) });

    expect((await lookup(29))?.id).toBe(admin.id);
    // 58 minutes after log-in but 29 after the last call: still signed in.
    expect((await lookup(58))?.id).toBe(admin.id);
    expect(await lookup(58 + 31)).toBeNull();
    // Revoked: coming back sooner does not revive it.
    expect(await lookup(60)).toBeNull();
    const response = await postJson(ctx.app, '/public/api/console/get-stores', {
      token: admin.token,
    });
    expect(response.statusCode).toBe(401);
  });

  test('other roles keep their 90-day tokens however long they rest', async () => {
    const owner = await loginAs(ctx.db, 'owner@test.dev');
    const later = new Date(Date.now() + 5 * 60 * MINUTE);
    expect((await findUserByAuthToken({ db: ctx.db, token: owner.token, now: later }))?.id).toBe(
      owner.id,
    );
  });

  test('a page refreshing itself is no activity: 31 minutes after the last real call it is refused and the token revoked', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = Date.now();
    vi.setSystemTime(start);
    const admin = await loginAs(ctx.db, 'admin@test.dev');
    expect(await callAt(admin.token, start, 2, 'operator')).toBe(200);
    // The dashboard left open polls every few minutes; nobody is at the keyboard.
    for (const minutes of [7, 12, 17, 22, 27, 32]) {
      expect(await callAt(admin.token, start, minutes, 'background'), `${minutes}`).toBe(200);
    }
    expect(await revokedAt(admin.token)).toBeNull();
    expect(await callAt(admin.token, start, 2 + 31, 'background')).toBe(401);
    expect(await revokedAt(admin.token)).not.toBeNull();
    // Revoked for good: a real call a moment later is refused too.
    expect(await callAt(admin.token, start, 2 + 31.5, 'operator')).toBe(401);
  });

  test('real calls less than 30 minutes apart keep the session, background calls in between or not', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = Date.now();
    vi.setSystemTime(start);
    const admin = await loginAs(ctx.db, 'admin@test.dev');
    for (const minutes of [25, 50, 75, 100]) {
      expect(await callAt(admin.token, start, minutes - 10, 'background'), `${minutes}`).toBe(200);
      expect(await callAt(admin.token, start, minutes, 'operator'), `${minutes}`).toBe(200);
    }
    // 29 minutes after the last real call a poll still gets its answer.
    expect(await callAt(admin.token, start, 129, 'background')).toBe(200);
    expect(await revokedAt(admin.token)).toBeNull();
  });
});
