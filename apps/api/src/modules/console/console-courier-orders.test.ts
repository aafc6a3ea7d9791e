import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildTestApp, postJson } from '../../test/build-test-app';
import { deliverySeed } from '../delivery/delivery.fixture';
import { customerWithAddress } from '../orders/orders.fixture';
import { seedCourierSettings, walletNetOfOrder } from '../pickup-drop/pickup-drop.fixture';
import { loginAs } from '../profile/account-data.fixture';

const stop = (latitude: number, longitude: number, name: string) => ({
  latitude,
  longitude,
  address: `${name} main road`,
  house: '4B',
  landmark: '',
  contact_name: name,
  contact_phone: '+919800000009',
});

/** Pickup-and-drop (courier) orders in the admin's orders: found, assigned to any rider, cancelled. */
describe('console admin orders: courier tasks', () => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  let admin: string;
  let customer: Awaited<ReturnType<typeof customerWithAddress>>;
  let farRider: { id: number; token: string };

  const call = (path: string, body: Record<string, unknown>) =>
    postJson(ctx.app, `/public/api/console/admin/${path}`, { ...body, token: admin });

  beforeAll(async () => {
    ctx = await buildTestApp({ seed: deliverySeed });
    await seedCourierSettings(ctx.db);
    customer = await customerWithAddress(ctx.db, 'a@test.dev', { walletMinor: 100_000 });
    admin = (await loginAs(ctx.db, 'admin@test.dev')).token;
    // Linked to far-kitchen only: a courier task has no store, so any approved online rider will do.
    farRider = await loginAs(ctx.db, 'other-rider@test.dev');
    await postJson(ctx.app, '/public/api/delivery/toggle-status', {
      token: farRider.token,
      is_online: true,
    });
  });
  afterAll(() => ctx.close());

  test('a wallet-paid courier task: listed by kind, stops shown, assigned, then cancelled and refunded once', async () => {
    const placed = await postJson(ctx.app, '/public/api/pickup-and-drop-place-order', {
      token: customer.token,
      task: {
        pickup: stop(12.9352, 77.6245, 'Asha'),
        drop: stop(12.9719, 77.6412, 'Ravi'),
        task_type: 'documents',
        description: 'Two signed contracts',
        weight_kg: 2,
        instructions: '',
        payer: 'sender',
      },
      payment_method: 'WALLET',
      idempotency_key: 'console-courier-1',
    });
    expect(placed.statusCode, placed.body).toBe(200);
    const ref: string = placed.json().data.unique_order_id;

    const listed = await call('orders', { kind: 'courier' });
    expect(listed.json().data.rows).toEqual([
      expect.objectContaining({ unique_order_id: ref, kind: 'courier', store: null, status: 1 }),
    ]);
    const detail = (await call('orders/get', { unique_order_id: ref })).json().data;
    expect(detail.courier).toMatchObject({
      task_type: 'documents',
      pickup: { contact_name: 'Asha' },
      drop: { contact_name: 'Ravi' },
    });
    expect(detail.rider_choices.map((rider: { id: number }) => rider.id)).toContain(farRider.id);

    const assigned = await call('orders/reassign-rider', {
      unique_order_id: ref,
      rider_id: farRider.id,
    });
    expect(assigned.statusCode, assigned.body).toBe(200);
    expect(assigned.json().data).toMatchObject({ status: 3, rider: { id: farRider.id } });
    expect(assigned.json().data.can_cancel).toBe(true);

    const cancels = await Promise.all(
      [1, 2, 3].map(() =>
        call('orders/cancel', {
          unique_order_id: ref,
          reason: 'Sender changed plans',
          refund_to: 'wallet',
        }),
      ),
    );
    expect(cancels.map((response) => response.statusCode).sort()).toEqual([200, 409, 409]);
    const orderId = detail.id as number;
    expect(await walletNetOfOrder(ctx.db, orderId)).toBe(0);
  });
});
