import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildTestApp, postJson } from '../../test/build-test-app';
import { riderProfiles, riderStores } from '../delivery/delivery.table';
import { notifications, pushSubscriptions } from '../notifications/notifications.table';
import { settings } from '../settings/settings.table';
import { loginAs } from '../profile/account-data.fixture';
import { transitionOrder } from '../orders/order-transitions';
import { customerWithAddress, loadMenu, ordersSeed } from '../orders/orders.fixture';
import { createMemoryPubSub } from './pubsub';
import { createRealtimeBridge } from './realtime.bridge';
import { createDatabaseBus } from './realtime.routes';

describe('riders hear of a new offer with the app closed', () => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    // The app's own bridge stays out; two bridges of our own race for each event.
    ctx = await buildTestApp({ seed: ordersSeed, config: { REALTIME_NOTIFICATIONS: false } });
  });
  afterAll(() => ctx.close());

  test('[H8.16] an order the store starts preparing: one notification and one Web Push per online rider of the store, across two instances; an offline rider gets none', async () => {
    const menu = await loadMenu(ctx.db);
    const customer = await customerWithAddress(ctx.db, 'a@test.dev');
    const online = await loginAs(ctx.db, 'rider@test.dev');
    const offline = await loginAs(ctx.db, 'b@test.dev');
    await ctx.db.insert(riderStores).values([
      { riderId: online.id, storeId: menu.storeId },
      { riderId: offline.id, storeId: menu.storeId },
    ]);
    await ctx.db
      .insert(riderProfiles)
      .values([
        { userId: online.id, isOnline: true },
        { userId: offline.id, isOnline: false },
      ])
      .onConflictDoNothing();
    await ctx.db
      .update(riderProfiles)
      .set({ isOnline: true })
      .where(eq(riderProfiles.userId, online.id));
    await ctx.db.insert(settings).values([
      { key: 'vapidPublicKey', value: 'test-public', isPublic: true },
      { key: 'vapidPrivateKey', value: 'test-private', isPublic: false },
    ]);
    await ctx.db.insert(pushSubscriptions).values([
      { userId: online.id, endpoint: 'https://push.test/rider', p256dh: 'p', auth: 'a' },
      { userId: offline.id, endpoint: 'https://push.test/offline', p256dh: 'p', auth: 'a' },
    ]);
    const sent: { endpoint: string; payload: string }[] = [];
    const send = async (subscription: { endpoint: string }, payload: string) => {
      sent.push({ endpoint: subscription.endpoint, payload });
      return {};
    };
    const log = { warn: () => {}, error: () => {} };
    const buses = [createDatabaseBus(ctx.db, log).bus, createDatabaseBus(ctx.db, log).bus];
    const bridges = buses.map((bus) =>
      createRealtimeBridge({
        db: ctx.db,
        bus,
        hub: createMemoryPubSub(),
        log,
        notifications: { enabled: true, vapidSubject: 'mailto:ops@test.dev', send },
      }),
    );
    for (const bridge of bridges) await bridge.start();
    try {
      const placed = await postJson(ctx.app, '/public/api/place-order', {
        token: customer.token,
        restaurant_id: menu.storeId,
        items: [{ id: menu.paneerRoll, quantity: 1, addons: [] }],
        delivery_type: 'DELIVERY',
        address_id: customer.addressId,
        payment_method: 'COD',
        idempotency_key: 'rider-offer-1',
      });
      const order = placed.json().data as { id: number; unique_order_id: string };
      await transitionOrder(ctx.db, { orderId: order.id, from: 1, to: 2, actor: 'store' });
      const clickAction = `/delivery/orders/${order.unique_order_id}`;
      await expect
        .poll(
          async () =>
            (
              await ctx.db
                .select({ userId: notifications.userId })
                .from(notifications)
                .where(eq(notifications.clickAction, clickAction))
            ).map((row) => row.userId),
          { timeout: 5000 },
        )
        .toEqual([online.id]);
      for (const bridge of bridges) await bridge.settle();
      const toRiders = sent.filter((push) => push.endpoint !== 'https://push.test/customer');
      expect(toRiders.map((push) => push.endpoint)).toEqual(['https://push.test/rider']);
      expect(JSON.parse(toRiders[0]?.payload ?? '{}')).toMatchObject({
        title: 'New order to deliver',
        click_action: clickAction,
      });
    } finally {
      for (const bridge of bridges) await bridge.stop();
      for (const bus of buses) await bus.close();
    }
  });
});
