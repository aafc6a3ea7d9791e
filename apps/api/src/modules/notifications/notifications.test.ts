import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { buildTestApp, postJson } from '../../test/build-test-app';
import { settings } from '../settings/settings.table';
import { accountDataSeed, loginAs } from '../profile/account-data.fixture';
import { notifications, pushSubscriptions } from './notifications.table';
import { ensureVapidKeys, sendPushToUser } from './web-push.usecases';

const subscription = (n: number) => ({
  endpoint: `https://push.example.test/send/${n}`,
  keys: { p256dh: `p256dh-${n}`, auth: `auth-${n}` },
});

describe('notifications', () => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  let a: { id: number; token: string };
  let b: { id: number; token: string };
  let aIds: number[];
  beforeAll(async () => {
    ctx = await buildTestApp({
      seed: accountDataSeed,
      config: { VAPID_KEYS_ON_START: true },
    });
    a = await loginAs(ctx.db, 'a@test.dev');
    b = await loginAs(ctx.db, 'b@test.dev');
    const rows = await ctx.db
      .insert(notifications)
      .values([
        { userId: a.id, title: 'Old', isRead: 1, createdAt: new Date('2026-01-01T00:00:00Z') },
        { userId: a.id, title: 'Middle', createdAt: new Date('2026-01-02T00:00:00Z') },
        {
          userId: a.id,
          title: 'New',
          message: 'Your order is on its way',
          clickAction: '/running-order/ORD-1',
          createdAt: new Date('2026-01-03T00:00:00Z'),
        },
        { userId: b.id, title: 'For B' },
      ])
      .returning({ id: notifications.id });
    aIds = rows.slice(0, 3).map((row) => row.id);
  });
  afterAll(() => ctx.close());

  const readFlags = async () =>
    (await ctx.db.select().from(notifications).orderBy(notifications.id)).map((row) => row.isRead);

  test('[R4.21] get-user-notifications lists newest first; unread_count is the number with is_read 0', async () => {
    const response = await postJson(ctx.app, '/public/api/get-user-notifications', {
      token: a.token,
      user_id: a.id,
    });
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data.notifications.map((row: { title: string }) => row.title)).toEqual([
      'New',
      'Middle',
      'Old',
    ]);
    expect(data.notifications[0]).toMatchObject({
      message: 'Your order is on its way',
      click_action: '/running-order/ORD-1',
      image: null,
      is_read: 0,
    });
    expect(data.unread_count).toBe(2);
  });

  test('[R4.21] mark-one-notification-read marks one; another user’s id is a 404 and changes nothing', async () => {
    const foreign = await postJson(ctx.app, '/public/api/mark-one-notification-read', {
      token: b.token,
      notification_id: aIds[1],
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error.code).toBe('notifications.not_found');
    expect(await readFlags()).toEqual([1, 0, 0, 0]);
    const own = await postJson(ctx.app, '/public/api/mark-one-notification-read', {
      token: a.token,
      user_id: a.id,
      notification_id: aIds[1],
    });
    expect(own.statusCode).toBe(200);
    expect(own.json().data.unread_count).toBe(1);
    expect(await readFlags()).toEqual([1, 1, 0, 0]);
  });

  test('[R4.21] mark-all-notifications-read marks only the caller’s; unread_count becomes 0', async () => {
    const response = await postJson(ctx.app, '/public/api/mark-all-notifications-read', {
      token: a.token,
    });
    expect(response.json().data.unread_count).toBe(0);
    expect(await readFlags()).toEqual([1, 1, 1, 0]);
    const guest = await postJson(ctx.app, '/public/api/mark-all-notifications-read', {
      user_id: b.id,
    });
    expect(guest.statusCode).toBe(401);
    expect(await readFlags()).toEqual([1, 1, 1, 0]);
  });

  test('save-notification-token upserts a Web Push subscription by endpoint (object or JSON text)', async () => {
    const first = await postJson(ctx.app, '/public/api/save-notification-token', {
      token: a.token,
      user_id: a.id,
      push_token: subscription(1),
    });
    expect(first.json()).toEqual({ success: true, data: { saved: true } });
    // The same browser, now logged in as B, with rotated keys, sent as JSON text.
    const moved = await postJson(ctx.app, '/public/api/save-notification-token', {
      token: b.token,
      push_token: JSON.stringify({ ...subscription(1), keys: { p256dh: 'new', auth: 'new' } }),
    });
    expect(moved.statusCode).toBe(200);
    const rows = await ctx.db.select().from(pushSubscriptions);
    expect(rows).toMatchObject([{ userId: b.id, p256dh: 'new', auth: 'new' }]);
  });

  test.each([
    ['not json'],
    [{ endpoint: 'http://insecure.test/x', keys: { p256dh: 'a', auth: 'b' } }],
    [{ endpoint: 'https://push.example.test/x' }],
    ['fcm-legacy-token-abc'],
  ])('save-notification-token with %j is a 400 and writes nothing', async (pushToken) => {
    const before = await ctx.db.select().from(pushSubscriptions);
    const response = await postJson(ctx.app, '/public/api/save-notification-token', {
      token: a.token,
      push_token: pushToken,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('request.invalid');
    expect(await ctx.db.select().from(pushSubscriptions)).toEqual(before);
  });

  test('VAPID keys are generated on first start: public in the public setting, private kept secret', async () => {
    const rows = await ctx.db.select().from(settings);
    const publicKey = rows.find((row) => row.key === 'vapidPublicKey');
    const privateKey = rows.find((row) => row.key === 'vapidPrivateKey');
    expect(publicKey).toMatchObject({
      isPublic: true,
      value: expect.stringMatching(/^[\w-]{87}$/),
    });
    expect(privateKey).toMatchObject({
      isPublic: false,
      value: expect.stringMatching(/^[\w-]{43}$/),
    });
    // A second start keeps them.
    expect(await ensureVapidKeys({ db: ctx.db })).toBe(false);
    const served = await postJson(ctx.app, '/public/api/get-settings', {});
    const text = served.body;
    expect(text).toContain(publicKey?.value);
    expect(text).not.toContain(privateKey?.value);
    const [again] = await ctx.db.select().from(settings).where(eq(settings.key, 'vapidPublicKey'));
    expect(again?.value).toBe(publicKey?.value);
  });

  test('sendPushToUser pushes to every browser, logs failures and deletes subscriptions gone (404/410)', async () => {
    await ctx.db.delete(pushSubscriptions);
    for (const n of [2, 3, 4, 5]) {
      await postJson(ctx.app, '/public/api/save-notification-token', {
        token: a.token,
        push_token: subscription(n),
      });
    }
    const outcomes: Record<string, number> = {
      'https://push.example.test/send/3': 410,
      'https://push.example.test/send/4': 404,
      'https://push.example.test/send/5': 500,
    };
    const send = vi.fn(async (target: { endpoint: string }, payload: string, _options: object) => {
      expect(JSON.parse(payload)).toEqual({ title: 'Hi', message: 'There' });
      const statusCode = outcomes[target.endpoint];
      if (statusCode) throw Object.assign(new Error('push failed'), { statusCode });
      return {};
    });
    const log = { warn: vi.fn() };
    const delivered = await sendPushToUser({
      db: ctx.db,
      userId: a.id,
      message: { title: 'Hi', message: 'There' },
      subject: 'mailto:ops@test.dev',
      log,
      send,
    });
    expect(delivered).toBe(1);
    expect(send).toHaveBeenCalledTimes(4);
    expect(send.mock.calls[0]?.[2]).toMatchObject({
      vapidDetails: { subject: 'mailto:ops@test.dev' },
    });
    expect(log.warn).toHaveBeenCalledTimes(3);
    const left = (await ctx.db.select().from(pushSubscriptions)).map((row) => row.endpoint).sort();
    expect(left).toEqual(['https://push.example.test/send/2', 'https://push.example.test/send/5']);
  });
});
