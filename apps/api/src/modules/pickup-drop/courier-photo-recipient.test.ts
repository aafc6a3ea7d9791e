import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { orderSchema } from '@app/shared/orders/orders.schemas';
import { buildTestApp, postJson } from '../../test/build-test-app';
import { deliverySeed, placeOrder as placeFoodOrder } from '../delivery/delivery.fixture';
import { createMessageSender } from '../messages/messages.usecases';
import { outbox } from '../messages/messages.table';
import { customerWithAddress, loadMenu } from '../orders/orders.fixture';
import { transitionOrder } from '../orders/orders.repository';
import { loginAs } from '../profile/account-data.fixture';
import { createMemoryPubSub } from '../realtime/pubsub';
import { createRealtimeBridge } from '../realtime/realtime.bridge';
import { createDatabaseBus } from '../realtime/realtime.routes';
import {
  countOrders,
  placeRiders,
  seedCourierSettings,
  setOrderStatus,
} from './pickup-drop.fixture';
import { tellCourierRecipient } from './pickup-drop-recipient.usecases';
import { courierTasks } from './pickup-drop.table';

const KORAMANGALA = { latitude: 12.9352, longitude: 77.6245 };
const INDIRANAGAR = { latitude: 12.9719, longitude: 77.6412 };
const PUBLIC_URL = 'https://swiftbite.example';

const stop = (
  point: { latitude: number; longitude: number },
  name: string,
  phone = '+919800000001',
) => ({
  ...point,
  address: `${name} main road`,
  house: '4B',
  landmark: 'Near the park',
  contact_name: name,
  contact_phone: phone,
});

let phoneCounter = 0;
/** Each task gets its own drop phone, so its outbox rows are its own. */
const newDropPhone = () => `+9197000${String((phoneCounter += 1)).padStart(5, '0')}`;

const task = (extra: Record<string, unknown> = {}) => ({
  pickup: stop(KORAMANGALA, 'Asha'),
  drop: stop(INDIRANAGAR, 'Ravi', newDropPhone()),
  task_type: 'parcel',
  description: 'A birthday gift',
  weight_kg: 2,
  instructions: '',
  payer: 'sender',
  ...extra,
});

/** A JPEG data URL of exactly `length` characters. */
const jpegOf = (length: number) => {
  const head = 'data:image/jpeg;base64,/9j/';
  return head + 'A'.repeat(length - head.length);
};

let keyCounter = 0;
const newKey = () => `courier-photo-test-${(keyCounter += 1)}`;

/** The sender's package photo, and the recipient's one SMS with the tracking link. */
describe('pickup and drop: package photo and the recipient SMS', () => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  let customer: Awaited<ReturnType<typeof customerWithAddress>>;
  let rider: { id: number; token: string };

  const post = (path: string, body: Record<string, unknown>) =>
    postJson(ctx.app, `/public/api/${path}`, body);
  const place = (extra: Record<string, unknown> = {}) =>
    post('pickup-and-drop-place-order', {
      token: customer.token,
      task: task(),
      payment_method: 'COD',
      idempotency_key: newKey(),
      ...extra,
    });
  const smsTo = (phone: string) =>
    ctx.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.channel, 'sms'), eq(outbox.to, phone)));
  const trackSmsCount = async () =>
    (
      await ctx.db
        .select({ id: outbox.id })
        .from(outbox)
        .where(and(eq(outbox.channel, 'sms'), like(outbox.body, '%/pickup-and-drop/track/%')))
    ).length;
  /** Waits until the bridge has told this phone, then until its work has finished. */
  const toldOnce = async (phone: string) => {
    await expect.poll(async () => (await smsTo(phone)).length, { timeout: 5000 }).toBe(1);
    await ctx.app.realtime.bridge.settle();
    return smsTo(phone);
  };

  beforeAll(async () => {
    ctx = await buildTestApp({ seed: deliverySeed, config: { PUBLIC_URL } });
    await seedCourierSettings(ctx.db);
    customer = await customerWithAddress(ctx.db, 'a@test.dev');
    rider = await loginAs(ctx.db, 'rider@test.dev');
  });
  afterAll(() => ctx.close());

  test('a photo of 600,000 characters is kept on the task, the order and the rider’s view; the quote takes it', async () => {
    const photo = jpegOf(600_000);
    const quote = await post('pickup-and-drop/checkout-quote', {
      token: customer.token,
      task: task({ photo }),
    });
    expect(quote.statusCode, quote.body).toBe(200);

    const placed = await place({ task: task({ photo }) });
    expect(placed.statusCode, placed.body.slice(0, 300)).toBe(200);
    const order = orderSchema.parse(placed.json().data);
    expect(order.courier?.package_photo).toBe(photo);
    const [row] = await ctx.db
      .select({ packagePhoto: courierTasks.packagePhoto })
      .from(courierTasks)
      .where(eq(courierTasks.orderId, order.id));
    expect(row?.packagePhoto).toBe(photo);

    const details = await post('get-order-details', {
      token: customer.token,
      unique_order_id: order.unique_order_id,
    });
    expect(details.json().data.courier.package_photo).toBe(photo);

    await post('delivery/toggle-status', { token: rider.token, is_online: true });
    await placeRiders(ctx.db, [{ riderId: rider.id, latitude: 12.94, longitude: 77.62 }]);
    const offers = (await post('delivery/get-delivery-orders', { token: rider.token })).json().data
      .new_orders;
    const offer = offers.find(
      (entry: { unique_order_id: string }) => entry.unique_order_id === order.unique_order_id,
    );
    // Lists leave photos out (a page of offers must not carry megabytes); the task itself has it.
    expect(offer.courier.package_photo).toBeNull();
    const single = await post('delivery/get-single-delivery-order', {
      token: rider.token,
      unique_order_id: order.unique_order_id,
    });
    expect(single.json().data.courier.package_photo).toBe(photo);
    const list = (await post('get-orders', { token: customer.token, kind: 'courier' })).json().data
      .orders;
    expect(
      list.find(
        (entry: { unique_order_id: string }) => entry.unique_order_id === order.unique_order_id,
      ).courier.package_photo,
    ).toBeNull();

    const plain = orderSchema.parse((await place()).json().data);
    expect(plain.courier?.package_photo).toBeNull();
  });

  test('a photo too long or not a JPEG/PNG image is refused (400) and nothing is written', async () => {
    // Every task placed so far has had its one SMS (they arrive a moment after the answer).
    const placedTasks = (await ctx.db.select({ id: courierTasks.orderId }).from(courierTasks))
      .length;
    await expect.poll(trackSmsCount, { timeout: 5000 }).toBe(placedTasks);
    await ctx.app.realtime.bridge.settle();
    const before = {
      orders: await countOrders(ctx.db),
      tasks: (await ctx.db.select({ id: courierTasks.orderId }).from(courierTasks)).length,
      sms: await trackSmsCount(),
    };
    const refused = [
      jpegOf(700_000),
      'data:text/html;base64,PHNjcmlwdD4=',
      'data:image/svg+xml;base64,PHN2Zz4=',
      'data:image/jpeg;base64,<script>',
      'https://example.com/parcel.jpg',
    ];
    for (const photo of refused) {
      const answer = await place({ task: task({ photo }) });
      expect(answer.statusCode, photo.slice(0, 40)).toBe(400);
      const quote = await post('pickup-and-drop/checkout-quote', {
        token: customer.token,
        task: task({ photo }),
      });
      expect(quote.statusCode).toBe(400);
    }
    await ctx.app.realtime.bridge.settle();
    expect(await countOrders(ctx.db)).toBe(before.orders);
    expect((await ctx.db.select({ id: courierTasks.orderId }).from(courierTasks)).length).toBe(
      before.tasks,
    );
    expect(await trackSmsCount()).toBe(before.sms);
  });

  test('placing a COD task sends the drop contact one SMS: the tracking link, the sender and the drop PIN', async () => {
    const placedTask = task();
    const placed = await place({ task: placedTask });
    expect(placed.statusCode, placed.body).toBe(200);
    const order = orderSchema.parse(placed.json().data);
    const rows = await toldOnce(placedTask.drop.contact_phone);
    expect(rows).toHaveLength(1);
    const body = rows[0]?.body ?? '';
    expect(body).toContain(`${PUBLIC_URL}/pickup-and-drop/track/${order.courier?.track_token}`);
    expect(order.delivery_pin).toMatch(/^\d{4}$/);
    expect(body).toContain(`PIN ${order.delivery_pin}`);
    expect(body).toContain('Asha A');
    expect(body).not.toContain(order.courier?.pickup_pin ?? 'none');
    // A retry of the same place-order answers the order again, and tells no one twice.
    const retried = await tellCourierRecipient({
      db: ctx.db,
      orderId: order.id,
      publicUrl: PUBLIC_URL,
      sendMessage: createMessageSender({ db: ctx.db }),
    });
    expect(retried).toBe(false);
    expect(await smsTo(placedTask.drop.contact_phone)).toHaveLength(1);
  });

  test('a food order sends no recipient SMS', async () => {
    const menu = await loadMenu(ctx.db);
    const before = await trackSmsCount();
    const sentinel = task();
    const food = await placeFoodOrder(ctx, menu, customer);
    expect(food.status).toBe(1);
    // Placed after the food order: once its SMS is there, the food order's event was handled too.
    expect((await place({ task: sentinel })).statusCode).toBe(200);
    await toldOnce(sentinel.drop.contact_phone);
    expect(await trackSmsCount()).toBe(before + 1);
    const foodSms = await ctx.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.channel, 'sms'), like(outbox.body, `%${food.unique_order_id}%`)));
    expect(foodSms).toHaveLength(0);
  });

  test('three API instances see the event: exactly one SMS; an online payment (8 → 1) sends it then', async () => {
    const log = { warn: () => {}, error: () => {} };
    const buses = [createDatabaseBus(ctx.db, log).bus, createDatabaseBus(ctx.db, log).bus];
    const bridges = buses.map((bus) =>
      createRealtimeBridge({
        db: ctx.db,
        bus,
        hub: createMemoryPubSub(),
        log,
        notifications: { enabled: true, vapidSubject: 'mailto:ops@test.dev' },
        courierRecipient: { sendMessage: createMessageSender({ db: ctx.db }), publicUrl: null },
      }),
    );
    for (const bridge of bridges) await bridge.start();
    try {
      const placedTask = task();
      const placed = orderSchema.parse((await place({ task: placedTask })).json().data);
      await toldOnce(placedTask.drop.contact_phone);
      for (const bridge of bridges) await bridge.settle();
      expect(await smsTo(placedTask.drop.contact_phone)).toHaveLength(1);

      // Awaiting an online payment: no SMS until it goes through.
      const paidTask = task();
      const paid = orderSchema.parse((await place({ task: paidTask })).json().data);
      await toldOnce(paidTask.drop.contact_phone);
      await ctx.db.delete(outbox).where(eq(outbox.to, paidTask.drop.contact_phone));
      await ctx.db
        .update(courierTasks)
        .set({ recipientToldAt: null })
        .where(eq(courierTasks.orderId, paid.id));
      await setOrderStatus(ctx.db, paid.id, 8);
      expect(
        await tellCourierRecipient({
          db: ctx.db,
          orderId: paid.id,
          publicUrl: null,
          sendMessage: createMessageSender({ db: ctx.db }),
        }),
      ).toBe(false);
      const moved = await transitionOrder(ctx.db, {
        kind: 'courier',
        orderId: paid.id,
        from: 8,
        to: 1,
        actor: 'payment',
        set: { paymentStatus: 'paid' },
      });
      expect(moved).not.toBeNull();
      await toldOnce(paidTask.drop.contact_phone);
      for (const bridge of bridges) await bridge.settle();
      const rows = await smsTo(paidTask.drop.contact_phone);
      expect(rows).toHaveLength(1);
      expect(rows[0]?.body).toContain(`/pickup-and-drop/track/${paid.courier?.track_token}`);
      expect(placed.unique_order_id).not.toBe(paid.unique_order_id);
    } finally {
      for (const bridge of bridges) await bridge.stop();
      for (const bus of buses) await bus.close();
    }
  });
});
