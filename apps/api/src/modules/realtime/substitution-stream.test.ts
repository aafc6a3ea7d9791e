import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { postJson } from '../../test/build-test-app';
import { notifications } from '../notifications/notifications.table';
import { customerWithAddress } from '../orders/orders.fixture';
import { buildGrocerApp, placeAccepted, type GrocerApp } from '../orders/substitution.fixture';
import { connectSse, type SseClient } from './sse-client';

/**
 * Grocery picking live (issue 15): a substitute proposed by the store reaches the customer's
 * order stream and the store's board as `order_updated`, and the customer gets one notification
 * (and a push) for it, so a closed app still hears of it.
 */
describe('substitutions live', () => {
  let app: GrocerApp;
  let base: string;
  let customer: Awaited<ReturnType<typeof customerWithAddress>>;
  const clients: SseClient[] = [];

  beforeAll(async () => {
    app = await buildGrocerApp();
    base = await app.ctx.app.listen({ host: '127.0.0.1', port: 0 });
    customer = await customerWithAddress(app.ctx.db, 'crowd5@test.dev');
  });
  afterAll(async () => {
    for (const client of clients) client.close();
    await app.ctx.close();
  });

  test('a proposal reaches the order and store streams and notifies the customer once', async () => {
    const order = await placeAccepted(app, customer, [
      { id: app.shelf.cheese, quantity: 1, addons: [] },
    ]);
    const orderStream = await connectSse(
      `${base}/public/api/stream/order/${order.unique_order_id}?token=${customer.token}`,
    );
    const storeStream = await connectSse(
      `${base}/public/api/stream/store/${app.shelf.storeId}?token=${app.owner.token}`,
    );
    clients.push(orderStream, storeStream);
    await orderStream.next((event) => event.event === 'order_status');
    await storeStream.next((event) => event.event === 'state');

    const proposed = await postJson(app.ctx.app, '/public/api/console/propose-substitute', {
      token: app.owner.token,
      unique_order_id: order.unique_order_id,
      order_item_id: order.items[0]?.id,
      item_id: app.shelf.valley,
      quantity: 1,
    });
    expect(proposed.statusCode).toBe(200);
    for (const stream of [orderStream, storeStream]) {
      const updated = await stream.next((event) => event.event === 'order_updated');
      expect(JSON.parse(updated.data)).toEqual({ unique_order_id: order.unique_order_id });
    }

    await app.ctx.app.realtime.bridge.settle();
    const rows = await app.ctx.db
      .select({ title: notifications.title, message: notifications.message })
      .from(notifications)
      .where(eq(notifications.clickAction, `/running-order/${order.unique_order_id}`));
    const notices = rows.filter((row) => row.title.startsWith('Replace '));
    expect(notices).toEqual([
      {
        title: 'Replace Gold Cheese?',
        message: expect.stringContaining('suggests Valley Milk 1 L × 1') as unknown as string,
      },
    ]);
  });
});
