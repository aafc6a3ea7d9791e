import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildTestApp, postJson } from '../../test/build-test-app';
import { findUserByAuthToken } from '../accounts/auth-tokens.repository';
import { loginAs } from '../profile/account-data.fixture';
import { ordersSeed } from '../orders/orders.fixture';

const MINUTE = 60_000;

describe('admin sessions end after 30 minutes idle', () => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    ctx = await buildTestApp({ seed: ordersSeed });
  });
  afterAll(() => ctx.close());

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
});
