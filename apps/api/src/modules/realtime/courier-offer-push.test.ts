import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildTestApp, postJson } from '../../test/build-test-app';
import { demoSettings } from '../../seed/demo-settings';
import { riderLocations, riderProfiles } from '../delivery/delivery.table';
import { notifications, pushSubscriptions } from '../notifications/notifications.table';
import { customerWithAddress, ordersSeed } from '../orders/orders.fixture';
import { loginAs } from '../profile/account-data.fixture';
import { settings } from '../settings/settings.table';
import { withTwoBridges } from './bridges.fixture';

const stop = (latitude: number, longitude: number, name: string) => ({
  latitude,
  longitude,
  address: `${name} road`,
  contact_name: name,
  contact_phone: '+919800000001',
});

describe('riders near a new courier task hear of it with the app closed', () => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    ctx = await buildTestApp({ seed: ordersSeed, config: { REALTIME_NOTIFICATIONS: false } });
  });
  afterAll(() => ctx.close());

  test('one notification and one Web Push per online rider near the pickup (or of unknown position), across two instances; far and offline riders get none', async () => {
    const tariff = JSON.parse(
      demoSettings.find((row) => row.key === 'pickupDropTariff')?.value ?? '{}',
    ) as Record<string, unknown>;
    await ctx.db.insert(settings).values([
      ...demoSettings
        .filter((row) => row.key.startsWith('pickupDrop') && row.key !== 'pickupDropTariff')
        .map((row) => ({ key: row.key, value: row.value, isPublic: true })),
      {
        key: 'pickupDropTariff',
        value: JSON.stringify({ ...tariff, serviceHours: null, surcharges: [] }),
        isPublic: true,
      },
      { key: 'vapidPublicKey', value: 'test-public', isPublic: true },
      { key: 'vapidPrivateKey', value: 'test-private', isPublic: false },
    ]);
    const customer = await customerWithAddress(ctx.db, 'a@test.dev');
    const near = await loginAs(ctx.db, 'rider@test.dev');
    const unknown = await loginAs(ctx.db, 'b@test.dev');
    const far = await loginAs(ctx.db, 'owner@test.dev');
    const offline = await loginAs(ctx.db, 'crowd0@test.dev');
    await ctx.db.insert(riderProfiles).values([
      { userId: near.id, isOnline: true },
      { userId: unknown.id, isOnline: true },
      { userId: far.id, isOnline: true },
      { userId: offline.id, isOnline: false },
    ]);
    await ctx.db.insert(riderLocations).values([
      { riderId: near.id, latitude: 12.94, longitude: 77.62, heading: null },
      { riderId: far.id, latitude: 13.2, longitude: 77.7, heading: null },
      { riderId: offline.id, latitude: 12.94, longitude: 77.62, heading: null },
    ]);
    await ctx.db.insert(pushSubscriptions).values(
      [near, unknown, far, offline].map((who) => ({
        userId: who.id,
        endpoint: `https://push.test/${who.id}`,
        p256dh: 'p',
        auth: 'a',
      })),
    );
    const sent: { endpoint: string; payload: string }[] = [];
    const send = async (subscription: { endpoint: string }, payload: string) => {
      sent.push({ endpoint: subscription.endpoint, payload });
      return {};
    };
    await withTwoBridges(ctx, send, async (bridges) => {
      const placed = await postJson(ctx.app, '/public/api/pickup-and-drop-place-order', {
        token: customer.token,
        task: {
          pickup: stop(12.9352, 77.6245, 'Asha'),
          drop: stop(12.9719, 77.6412, 'Ravi'),
          task_type: 'documents',
          description: 'Papers',
          weight_kg: 1,
        },
        payment_method: 'COD',
        idempotency_key: 'courier-push-1',
      });
      expect(placed.statusCode, placed.body).toBe(200);
      const clickAction = `/delivery/orders/${placed.json().data.unique_order_id}`;
      await expect
        .poll(
          async () =>
            (
              await ctx.db
                .select({ userId: notifications.userId })
                .from(notifications)
                .where(eq(notifications.clickAction, clickAction))
            )
              .map((row) => row.userId)
              .sort((a, b) => a - b),
          { timeout: 5000 },
        )
        .toEqual([near.id, unknown.id].sort((a, b) => a - b));
      for (const bridge of bridges) await bridge.settle();
      const toRiders = sent.filter((push) => JSON.parse(push.payload).click_action === clickAction);
      expect(toRiders.map((push) => push.endpoint).sort()).toEqual(
        [`https://push.test/${near.id}`, `https://push.test/${unknown.id}`].sort(),
      );
      expect(JSON.parse(toRiders[0]?.payload ?? '{}')).toMatchObject({
        title: 'New pickup and drop task',
      });
    });
  });
});
