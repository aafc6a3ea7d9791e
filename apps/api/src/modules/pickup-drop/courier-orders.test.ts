import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { priceCourierTask } from '@app/shared/courier/courier.models';
import { orderSchema } from '@app/shared/orders/orders.schemas';
import { buildTestApp, postJson } from '../../test/build-test-app';
import { haversineKm } from '../../lib/geo/delivery-area';
import { deliverySeed, invalidEventPaths } from '../delivery/delivery.fixture';
import { customerWithAddress } from '../orders/orders.fixture';
import { findOrderById } from '../orders/orders.repository';
import { loginAs } from '../profile/account-data.fixture';
import { placeCourierOrder } from './pickup-drop-orders.usecases';
import {
  allDayTariff,
  countOrders,
  demoTariff,
  placeRiders,
  seedCourierSettings,
  setSetting as setSettingRow,
  walletNetOfOrder,
} from './pickup-drop.fixture';
import { courierTasks } from './pickup-drop.table';

const KORAMANGALA = { latitude: 12.9352, longitude: 77.6245 };
const INDIRANAGAR = { latitude: 12.9719, longitude: 77.6412 };
const MYSURU = { latitude: 12.2958, longitude: 76.6394 };
/** 02:00 in Bengaluru: outside the demo's 07:00-23:00 service hours. */
const NIGHT = new Date('2026-11-23T20:30:00Z');

const stop = (point: { latitude: number; longitude: number }, name: string) => ({
  ...point,
  address: `${name} main road`,
  house: '4B',
  landmark: 'Near the park',
  contact_name: name,
  contact_phone: '+919800000001',
});

const task = (extra: Record<string, unknown> = {}) => ({
  pickup: stop(KORAMANGALA, 'Asha'),
  drop: stop(INDIRANAGAR, 'Ravi'),
  task_type: 'documents',
  description: 'Two signed contracts',
  weight_kg: 2,
  instructions: 'Ring twice',
  payer: 'sender',
  ...extra,
});

let keyCounter = 0;
const newKey = () => `courier-test-${(keyCounter += 1)}`;

/** Pickup and drop as orders of kind courier (issue 16): placed, dispatched, delivered, tracked. */
describe('pickup and drop orders', () => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  let customer: Awaited<ReturnType<typeof customerWithAddress>>;
  let other: Awaited<ReturnType<typeof customerWithAddress>>;
  let rider: { id: number; token: string };
  let farRider: { id: number; token: string };

  const post = (path: string, body: Record<string, unknown>) =>
    postJson(ctx.app, `/public/api/${path}`, body);
  const place = (extra: Record<string, unknown> = {}, who = customer) =>
    post('pickup-and-drop-place-order', {
      token: who.token,
      task: task(),
      payment_method: 'COD',
      idempotency_key: newKey(),
      ...extra,
    });
  const setSetting = (key: string, value: string) => setSettingRow(ctx.db, key, value);
  const rider$ = (path: string, who: { token: string }, body: Record<string, unknown> = {}) =>
    post(`delivery/${path}`, { token: who.token, ...body });

  beforeAll(async () => {
    ctx = await buildTestApp({ seed: deliverySeed });
    await seedCourierSettings(ctx.db);
    customer = await customerWithAddress(ctx.db, 'a@test.dev', { walletMinor: 100_000 });
    other = await customerWithAddress(ctx.db, 'b@test.dev');
    rider = await loginAs(ctx.db, 'rider@test.dev');
    farRider = await loginAs(ctx.db, 'other-rider@test.dev');
  });
  afterAll(() => ctx.close());

  test('the checkout quote is the tariff price; a platform coupon comes off the fare, a store coupon is refused', async () => {
    const distanceKm = haversineKm(KORAMANGALA, INDIRANAGAR);
    const expected = priceCourierTask(allDayTariff, { distanceKm, weightKg: 2, minute: 600 });
    if (!expected.ok) throw new Error('the test task should be priced');
    const plain = await post('pickup-and-drop/checkout-quote', {
      token: customer.token,
      task: task(),
      tip: 2000,
    });
    expect(plain.statusCode, plain.body).toBe(200);
    const data = plain.json().data;
    expect(data.price).toEqual(expected.price);
    expect(data.bill).toMatchObject({
      subtotal: 0,
      delivery_fee: expected.price.total - expected.price.tax,
      tax: expected.price.tax,
      tip: 2000,
      total: expected.price.total + 2000,
      payable: expected.price.total + 2000,
    });

    const ten = await post('pickup-and-drop/checkout-quote', {
      token: customer.token,
      task: task(),
      coupon: 'TEN',
    });
    const fare = expected.price.total - expected.price.tax;
    const discount = Math.min(5000, Math.round(fare / 10));
    // The tax is on what is charged: the fare less the coupon.
    const taxAfterCoupon = Math.round(((fare - discount) * allDayTariff.taxBps) / 10_000);
    expect(ten.json().data.bill).toMatchObject({
      coupon_discount: discount,
      tax: taxAfterCoupon,
      total: fare - discount + taxAfterCoupon,
    });
    expect(ten.json().data.coupon_error).toBeNull();

    const storeOnly = await post('pickup-and-drop/checkout-quote', {
      token: customer.token,
      task: task(),
      coupon: 'FARONLY',
    });
    expect(storeOnly.json().data.coupon_error).toBe('coupons.wrong_store');

    const guest = await post('pickup-and-drop/checkout-quote', { task: task() });
    expect(guest.statusCode).toBe(401);
  });

  test('place-order: a courier order with its task and PINs; a retry returns it; another task with the key is refused', async () => {
    const key = newKey();
    const first = await place({ idempotency_key: key });
    expect(first.statusCode, first.body).toBe(200);
    const order = orderSchema.parse(first.json().data);
    expect(order).toMatchObject({
      kind: 'courier',
      status: 1,
      payment_method: 'COD',
      payment_status: 'unpaid',
    });
    expect(order.restaurant).toMatchObject({
      id: 0,
      name: 'Pick & Drop',
      latitude: KORAMANGALA.latitude,
    });
    expect(order.address).toMatchObject({ tag: 'Drop', latitude: INDIRANAGAR.latitude });
    expect(order.courier).toMatchObject({
      task_type: 'documents',
      payer: 'sender',
      description: 'Two signed contracts',
    });
    expect(order.courier?.pickup_pin).toMatch(/^\d{4}$/);
    expect(order.delivery_pin).toMatch(/^\d{4}$/);
    expect(order.courier?.track_token.length).toBeGreaterThanOrEqual(30);

    const retry = await place({ idempotency_key: key });
    expect(retry.json().data.unique_order_id).toBe(order.unique_order_id);
    expect(retry.json().data.courier.pickup_pin).toBe(order.courier?.pickup_pin);

    const changed = await place({
      idempotency_key: key,
      task: task({ description: 'Something else' }),
    });
    expect(changed.statusCode).toBe(422);
    expect(changed.json().error.code).toBe('orders.idempotency_key_reused');

    const row = await findOrderById(ctx.db, order.id);
    expect(row?.storeId).toBeNull();
    const tasks = await ctx.db
      .select()
      .from(courierTasks)
      .where(eq(courierTasks.orderId, order.id));
    expect(tasks).toHaveLength(1);
  });

  test('the client never sets the price: a stale expected total is refused and nothing is written', async () => {
    const before = await countOrders(ctx.db);
    const stale = await place({ expected_total: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.code).toBe('orders.price_changed');
    const priceField = await place({ price: 1, total: 1 });
    expect(priceField.statusCode).toBe(400);
    expect(await countOrders(ctx.db)).toBe(before);
  });

  test('refusals keep their own codes when placing: out of area, too heavy, closed; recipient pays cash only', async () => {
    const before = (await ctx.db.select().from(courierTasks)).length;
    const away = await place({ task: task({ drop: stop(MYSURU, 'Ravi') }) });
    expect(away.json().error.code).toBe('pickup_drop.out_of_area');
    const heavy = await place({ task: task({ weight_kg: 25 }) });
    expect(heavy.json().error.code).toBe('pickup_drop.too_heavy');
    const wallet = await place({ task: task({ payer: 'recipient' }), payment_method: 'WALLET' });
    expect(wallet.statusCode).toBe(422);
    expect(wallet.json().error.code).toBe('pickup_drop.recipient_pays_cash');
    await setSetting('pickupDropTariff', JSON.stringify(demoTariff));
    try {
      await expect(
        placeCourierOrder({
          db: ctx.db,
          auth: { token: customer.token, bodyUserId: null },
          body: {
            task: task() as never,
            tip: 0,
            use_wallet: false,
            payment_method: 'COD',
            idempotency_key: newKey(),
          },
          now: NIGHT,
        }),
      ).rejects.toMatchObject({ code: 'pickup_drop.closed' });
    } finally {
      await setSetting('pickupDropTariff', JSON.stringify(allDayTariff));
    }
    expect((await ctx.db.select().from(courierTasks)).length).toBe(before);
  });

  test('a rider near the pickup is offered the task, a far one is not; one accepts, PINs at both stops, the sender and recipient follow', async () => {
    const placed = orderSchema.parse(
      (await place({ task: task({ payer: 'recipient' }), tip: 1500 })).json().data,
    );
    await rider$('toggle-status', rider, { is_online: true });
    await rider$('toggle-status', farRider, { is_online: true });
    await placeRiders(ctx.db, [
      { riderId: rider.id, latitude: 12.94, longitude: 77.62 },
      { riderId: farRider.id, latitude: 13.2, longitude: 77.7 },
    ]);
    const offers = (await rider$('get-delivery-orders', rider)).json().data.new_orders;
    const offer = offers.find(
      (entry: { unique_order_id: string }) => entry.unique_order_id === placed.unique_order_id,
    );
    expect(offer).toMatchObject({ kind: 'courier', status: 1 });
    expect(offer.courier).toMatchObject({ collect_cash_at: 'drop', needs_pickup_pin: true });
    expect(offer.courier.pickup.contact_phone).toBe('');
    const farOffers = (await rider$('get-delivery-orders', farRider)).json().data.new_orders;
    expect(
      farOffers.map((entry: { unique_order_id: string }) => entry.unique_order_id),
    ).not.toContain(placed.unique_order_id);
    const farAccept = await rider$('accept-to-deliver', farRider, {
      unique_order_id: placed.unique_order_id,
    });
    expect(farAccept.statusCode).toBe(404);

    const accepted = await rider$('accept-to-deliver', rider, {
      unique_order_id: placed.unique_order_id,
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().data.status).toBe(3);
    expect(accepted.json().data.courier.pickup.contact_phone).toBe('+919800000001');

    const early = await rider$('arrived-at-stop', rider, {
      unique_order_id: placed.unique_order_id,
      stop: 'drop',
    });
    expect(early.statusCode).toBe(409);
    const atPickup = await rider$('arrived-at-stop', rider, {
      unique_order_id: placed.unique_order_id,
      stop: 'pickup',
    });
    expect(atPickup.json().data.courier.arrived_pickup_at).not.toBeNull();
    const wrongPickup = await rider$('pickedup-order', rider, {
      unique_order_id: placed.unique_order_id,
      pickup_pin: '0000' === placed.courier?.pickup_pin ? '1111' : '0000',
    });
    expect(wrongPickup.json().error.code).toBe('delivery.pickup_pin_invalid');
    const noPin = await rider$('pickedup-order', rider, {
      unique_order_id: placed.unique_order_id,
    });
    expect(noPin.statusCode).toBe(422);
    const picked = await rider$('pickedup-order', rider, {
      unique_order_id: placed.unique_order_id,
      pickup_pin: placed.courier?.pickup_pin,
    });
    expect(picked.json().data.status).toBe(4);
    // The recipient pays at the drop: nothing is paid yet.
    expect(
      (
        await post('get-order-details', {
          token: customer.token,
          unique_order_id: placed.unique_order_id,
        })
      ).json().data.payment_status,
    ).toBe('unpaid');

    const token = placed.courier?.track_token ?? '';
    const tracked = await post('pickup-and-drop/track', { track_token: token });
    expect(tracked.statusCode, tracked.body).toBe(200);
    expect(tracked.json().data).toMatchObject({
      status: 4,
      drop_pin: placed.delivery_pin,
      cash_due: placed.bill.payable,
      rider: { name: expect.any(String) },
      rider_location: { latitude: 12.94 },
    });
    // The ETA runs from the rider's position to the drop (20 km/h in town), not the quote's.
    const fromRider = haversineKm({ latitude: 12.94, longitude: 77.62 }, INDIRANAGAR);
    expect(tracked.json().data.eta_minutes).toBe(Math.ceil((fromRider / 20) * 60));
    expect(JSON.stringify(tracked.json().data)).not.toContain(placed.courier?.pickup_pin ?? 'none');
    expect((await post('pickup-and-drop/track', { track_token: 'x'.repeat(32) })).statusCode).toBe(
      404,
    );

    await rider$('arrived-at-stop', rider, {
      unique_order_id: placed.unique_order_id,
      stop: 'drop',
    });
    const wrongDrop = await rider$('deliver-order', rider, {
      unique_order_id: placed.unique_order_id,
      delivery_pin: placed.delivery_pin === '0000' ? '1111' : '0000',
    });
    expect(wrongDrop.json().error.code).toBe('delivery.pin_invalid');
    const delivered = await rider$('deliver-order', rider, {
      unique_order_id: placed.unique_order_id,
      delivery_pin: placed.delivery_pin,
    });
    expect(delivered.json().data.status).toBe(5);

    const view = orderSchema.parse(
      (
        await post('get-order-details', {
          token: customer.token,
          unique_order_id: placed.unique_order_id,
        })
      ).json().data,
    );
    expect(view).toMatchObject({ status: 5, payment_status: 'paid', is_ratable: false });
    expect(view.courier?.arrived_drop_at).not.toBeNull();
    expect(view.events.map((event) => event.to_status)).toEqual([1, 3, 4, 5]);
    expect(await invalidEventPaths(ctx.db)).toEqual([]);

    const earnings = (await rider$('get-completed-orders', rider, { page: 1 })).json().data
      .earnings;
    expect(earnings.delivery_fees).toBeGreaterThanOrEqual(placed.bill.delivery_fee);
    const notYours = await post('get-order-details', {
      token: other.token,
      unique_order_id: placed.unique_order_id,
    });
    expect(notYours.statusCode).toBe(404);
  });

  test('wrong pickup PINs stop after five a minute, with the wait in retry-after; nothing moves', async () => {
    const placed = orderSchema.parse((await place()).json().data);
    await rider$('toggle-status', rider, { is_online: true });
    await rider$('accept-to-deliver', rider, { unique_order_id: placed.unique_order_id });
    const wrong = placed.courier?.pickup_pin === '0000' ? '1111' : '0000';
    const answers = [];
    for (let index = 0; index < 6; index += 1) {
      answers.push(
        await rider$('pickedup-order', rider, {
          unique_order_id: placed.unique_order_id,
          pickup_pin: wrong,
        }),
      );
    }
    expect(answers.slice(0, 5).map((answer) => answer.statusCode)).toEqual([
      422, 422, 422, 422, 422,
    ]);
    const last = answers.at(-1);
    expect(last?.statusCode).toBe(429);
    expect(Number(last?.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(last?.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect((await findOrderById(ctx.db, placed.id))?.status).toBe(3);
  });

  test('photo proof at the drop where the operator allows it, refused where not', async () => {
    const placed = orderSchema.parse((await place()).json().data);
    await rider$('toggle-status', rider, { is_online: true });
    await rider$('accept-to-deliver', rider, { unique_order_id: placed.unique_order_id });
    await rider$('pickedup-order', rider, {
      unique_order_id: placed.unique_order_id,
      pickup_pin: placed.courier?.pickup_pin,
    });
    // The sender paid cash at the pickup: paid once picked up.
    const atPickup = (
      await post('get-order-details', {
        token: customer.token,
        unique_order_id: placed.unique_order_id,
      })
    ).json().data;
    expect(atPickup).toMatchObject({ status: 4, payment_status: 'paid' });
    const photo = 'data:image/jpeg;base64,/9j/4AAQSkZJRgABAQ==';
    await setSetting('pickupDropPhotoProof', 'false');
    const refused = await rider$('deliver-order', rider, {
      unique_order_id: placed.unique_order_id,
      proof_photo: photo,
    });
    expect(refused.json().error.code).toBe('delivery.photo_proof_not_allowed');
    await setSetting('pickupDropPhotoProof', 'true');
    const proven = await rider$('deliver-order', rider, {
      unique_order_id: placed.unique_order_id,
      proof_photo: photo,
    });
    expect(proven.json().data.status).toBe(5);
    const view = (
      await post('get-order-details', {
        token: customer.token,
        unique_order_id: placed.unique_order_id,
      })
    ).json().data;
    expect(view.courier.proof_photo).toBe(photo);
  });

  test('cancelled before a rider takes it: the wallet part comes back; the task list shows courier orders only', async () => {
    const placed = orderSchema.parse(
      (await place({ use_wallet: true, payment_method: 'WALLET' })).json().data,
    );
    expect(placed.bill.wallet_used).toBe(placed.bill.total);
    const cancelled = await post('cancel-order', {
      token: customer.token,
      order_id: placed.unique_order_id,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await walletNetOfOrder(ctx.db, placed.id)).toBe(0);
    const list = (await post('get-orders', { token: customer.token, kind: 'courier' })).json().data
      .orders;
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((entry: { kind: string }) => entry.kind === 'courier')).toBe(true);
  });

  test('many riders accept one task at once: exactly one wins', async () => {
    const placed = orderSchema.parse((await place()).json().data);
    const crowd = await Promise.all(
      Array.from({ length: 8 }, (_, index) => loginAs(ctx.db, `rider${index}@test.dev`)),
    );
    for (const who of crowd) await rider$('toggle-status', who, { is_online: true });
    const answers = await Promise.all(
      crowd.map((who) =>
        rider$('accept-to-deliver', who, { unique_order_id: placed.unique_order_id }),
      ),
    );
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.statusCode === 409)).toHaveLength(7);
    expect(await invalidEventPaths(ctx.db)).toEqual([]);
  });
});
