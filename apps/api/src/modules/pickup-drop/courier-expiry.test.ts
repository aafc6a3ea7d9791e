import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { orderSchema } from '@app/shared/orders/orders.schemas';
import { buildTestApp, postJson } from '../../test/build-test-app';
import { deliverySeed, invalidEventPaths } from '../delivery/delivery.fixture';
import { customerWithAddress } from '../orders/orders.fixture';
import { loginAs } from '../profile/account-data.fixture';
import { expireUnclaimedCourierTasks } from './courier-expiry.usecases';
import {
  lastEventOf,
  orderStatusOf,
  releaseRider,
  seedCourierSettings,
  setSetting,
  walletNetOfOrder,
} from './pickup-drop.fixture';

const stop = (latitude: number, longitude: number, name: string) => ({
  latitude,
  longitude,
  address: `${name} road`,
  contact_name: name,
  contact_phone: '+919800000001',
});
const TASK = {
  pickup: stop(12.9352, 77.6245, 'Asha'),
  drop: stop(12.9719, 77.6412, 'Ravi'),
  task_type: 'parcel',
  description: 'A box of books',
  weight_kg: 3,
};
const minutesLater = (minutes: number) => new Date(Date.now() + minutes * 60_000);
const log = { info: () => {}, warn: () => {}, error: () => {} };

/** A task no rider takes is called off and refunded; a rider's accept and the job never both win. */
describe('pickup and drop: no rider in time', () => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  let customer: Awaited<ReturnType<typeof customerWithAddress>>;
  let keys = 0;

  const place = async (extra: Record<string, unknown> = {}) => {
    const response = await postJson(ctx.app, '/public/api/pickup-and-drop-place-order', {
      token: customer.token,
      task: TASK,
      payment_method: 'COD',
      idempotency_key: `expiry-${(keys += 1)}`,
      ...extra,
    });
    expect(response.statusCode, response.body).toBe(200);
    return orderSchema.parse(response.json().data);
  };
  const statusOf = (id: number) => orderStatusOf(ctx.db, id);
  const walletNet = (orderId: number) => walletNetOfOrder(ctx.db, orderId);

  beforeAll(async () => {
    ctx = await buildTestApp({ seed: deliverySeed });
    await seedCourierSettings(ctx.db);
    customer = await customerWithAddress(ctx.db, 'a@test.dev', { walletMinor: 1_000_000 });
  });
  afterAll(() => ctx.close());

  test('after the search time the system cancels the task and the wallet gets back what it paid; before it, nothing changes', async () => {
    const placed = await place({ payment_method: 'WALLET', use_wallet: true });
    expect(await walletNet(placed.id)).toBe(-placed.bill.total);
    expect(await expireUnclaimedCourierTasks({ db: ctx.db, log, now: minutesLater(5) })).toBe(0);
    expect(await statusOf(placed.id)).toBe(1);

    expect(
      await expireUnclaimedCourierTasks({ db: ctx.db, log, now: minutesLater(21) }),
    ).toBeGreaterThanOrEqual(1);
    expect(await statusOf(placed.id)).toBe(6);
    expect(await walletNet(placed.id)).toBe(0);
    const last = await lastEventOf(ctx.db, placed.id);
    expect(last).toMatchObject({ fromStatus: 1, toStatus: 6, actor: 'system' });
    // A second run finds nothing more to do with it.
    await expireUnclaimedCourierTasks({ db: ctx.db, log, now: minutesLater(22) });
    expect(await walletNet(placed.id)).toBe(0);
  });

  test('the operator sets the search time (pickupDropRiderSearchMinutes)', async () => {
    await setSetting(ctx.db, 'pickupDropRiderSearchMinutes', '5');
    try {
      const placed = await place();
      await expireUnclaimedCourierTasks({ db: ctx.db, log, now: minutesLater(6) });
      expect(await statusOf(placed.id)).toBe(6);
    } finally {
      await setSetting(ctx.db, 'pickupDropRiderSearchMinutes', null);
    }
  });

  test('a rider accepting while the job runs: each task is either taken or called off and refunded, never both', async () => {
    const rider = await loginAs(ctx.db, 'rider@test.dev');
    await postJson(ctx.app, '/public/api/delivery/toggle-status', {
      token: rider.token,
      is_online: true,
    });
    for (let round = 0; round < 3; round += 1) {
      const placed = await place({ payment_method: 'WALLET', use_wallet: true });
      const [accepted] = await Promise.all([
        postJson(ctx.app, '/public/api/delivery/accept-to-deliver', {
          token: rider.token,
          unique_order_id: placed.unique_order_id,
        }),
        expireUnclaimedCourierTasks({ db: ctx.db, log, now: minutesLater(30) }),
      ]);
      const status = await statusOf(placed.id);
      if (accepted.statusCode === 200) {
        expect(status).toBe(3);
        expect(await walletNet(placed.id)).toBe(-placed.bill.total);
        // Free the rider for the next round (admins may cancel a task a rider holds).
        await releaseRider(ctx.db, placed.id);
      } else {
        // Lost the race inside the accept (409), or the task was gone before it looked (404).
        expect([404, 409]).toContain(accepted.statusCode);
        expect(status).toBe(6);
        expect(await walletNet(placed.id)).toBe(0);
      }
    }
    expect(await invalidEventPaths(ctx.db)).toEqual([]);
  });
});
