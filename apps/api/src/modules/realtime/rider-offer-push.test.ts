import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildTestApp } from '../../test/build-test-app';
import { riderProfiles, riderStores } from '../delivery/delivery.table';
import { notifications, pushSubscriptions } from '../notifications/notifications.table';
import { settings } from '../settings/settings.table';
import { loginAs } from '../profile/account-data.fixture';
import { transitionOrder } from '../orders/orders.repository';
import { customerWithAddress, loadMenu, ordersSeed } from '../orders/orders.fixture';
import { placeOrder } from '../delivery/delivery.fixture';
import { orders } from '../orders/orders.table';
import { withTwoBridges } from './bridges.fixture';

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
    await withTwoBridges(ctx, send, async (bridges) => {
      const placed = await placeOrder(ctx, menu, customer);
      const [row] = await ctx.db
        .select({ id: orders.id })
        .from(orders)
        .where(eq(orders.uniqueOrderId, placed.unique_order_id));
      const order = { id: row?.id ?? 0, unique_order_id: placed.unique_order_id };
      await transitionOrder(ctx.db, {
        kind: 'food',
        orderId: order.id,
        from: 1,
        to: 2,
        actor: 'store',
      });
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
    });
  });
});
