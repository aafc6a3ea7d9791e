import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildTestApp, postJson } from '../../test/build-test-app';
import { findAuthTokenTimes, setAuthTokenLastUsed } from '../accounts/auth-tokens.repository';
import { loadMenu, ordersSeed } from '../orders/orders.fixture';
import { loginAs } from '../profile/account-data.fixture';
import { connectSse, type SseClient } from './sse-client';

const PING_MS = 1000;
const MINUTE = 60_000;

/**
 * An admin's open stream checks its token again at each ping (decision 014): it ends when the
 * token is revoked or the session goes idle, and the checks themselves are no activity.
 */
describe("admin streams end with the admin's session", () => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  let base: string;
  let storeId: number;
  const clients: SseClient[] = [];
  const open = async (path: string) => {
    const client = await connectSse(base + path);
    clients.push(client);
    expect(client.status, path).toBe(200);
    await client.next((event) => event.event === 'state');
    return client;
  };
  /** Whether the server closes the stream within a few pings. */
  const closesSoon = (client: SseClient) =>
    Promise.race([
      client.closed.then(() => true),
      new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 4 * PING_MS)),
    ]);
  const tokenRow = async (token: string) =>
    (await findAuthTokenTimes({ db: ctx.db, token })) ?? undefined;
  const setLastUsed = (token: string, at: Date) => setAuthTokenLastUsed({ db: ctx.db, token, at });

  beforeAll(async () => {
    ctx = await buildTestApp({ seed: ordersSeed, config: { REALTIME_PING_INTERVAL_MS: PING_MS } });
    base = await ctx.app.listen({ host: '127.0.0.1', port: 0 });
    storeId = (await loadMenu(ctx.db)).storeId;
  });
  afterAll(async () => {
    for (const client of clients) client.close();
    await ctx.close();
  });

  test('the live map and the store streams close once the token is revoked (log-out)', async () => {
    const admin = await loginAs(ctx.db, 'admin@test.dev');
    const map = await open(`/public/api/stream/admin?token=${admin.token}`);
    const board = await open(`/public/api/stream/stores?store_ids=${storeId}&token=${admin.token}`);
    const loggedOut = await postJson(ctx.app, '/public/api/logout', { token: admin.token });
    expect(loggedOut.statusCode, loggedOut.body).toBe(200);
    expect(await closesSoon(map)).toBe(true);
    expect(await closesSoon(board)).toBe(true);
    const again = await ctx.app.inject({
      method: 'GET',
      url: `/public/api/stream/admin?token=${admin.token}`,
    });
    expect(again.statusCode).toBe(401);
  });

  test('an open stream is no activity: it closes, and the token is revoked, 30 minutes after the last call', async () => {
    const admin = await loginAs(ctx.db, 'admin@test.dev');
    const lastCall = new Date(Date.now() - 29 * MINUTE);
    await setLastUsed(admin.token, lastCall);
    const map = await open(`/public/api/stream/admin?token=${admin.token}`);
    // Opening it and two pings' checks leave the idle clock where the last call put it.
    await new Promise((resolve) => setTimeout(resolve, 2.5 * PING_MS));
    expect(map.comments.length).toBeGreaterThanOrEqual(2);
    expect((await tokenRow(admin.token))?.lastUsedAt?.getTime()).toBe(lastCall.getTime());
    expect(await closesSoon(map)).toBe(false);

    await setLastUsed(admin.token, new Date(Date.now() - 31 * MINUTE));
    expect(await closesSoon(map)).toBe(true);
    expect((await tokenRow(admin.token))?.revokedAt).not.toBeNull();
  });
});
