import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildTestApp, postJson } from '../../test/build-test-app';
import { loginAs } from '../profile/account-data.fixture';
import { deliverySeed, loadMenu, orderRow, placeOrder } from '../delivery/delivery.fixture';
import { customerWithAddress, type Menu } from './orders.fixture';
import { releaseDueScheduledOrders } from './scheduled-release.usecases';

/** ARCHITECTURE §5: 11 -> 1 or 2 at the slot minus the lead time, by the scheduler. */
describe('scheduled orders are released at their slot', () => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  let menu: Menu;
  let customer: Awaited<ReturnType<typeof customerWithAddress>>;
  let owner: { token: string };
  const consoleCall = (path: string, body: Record<string, unknown>) =>
    postJson(ctx.app, `/public/api/console/${path}`, { ...body, token: owner.token });

  beforeAll(async () => {
    ctx = await buildTestApp({ seed: deliverySeed });
    menu = await loadMenu(ctx.db);
    customer = await customerWithAddress(ctx.db, 'a@test.dev');
    owner = await loginAs(ctx.db, 'owner@test.dev');
  });
  afterAll(() => ctx.close());

  /** A cash order for a slot `hours` from now (on the hour, inside the kitchen's hours). */
  async function scheduled(hours: number, { confirm }: { confirm: boolean }) {
    const slot = new Date(Date.now() + hours * 3_600_000);
    slot.setUTCMinutes(0, 0, 0);
    const order = await placeOrder(ctx, menu, customer, { scheduled_for: slot.toISOString() });
    expect(order.status).toBe(10);
    if (confirm) {
      const confirmed = await consoleCall('confirm-scheduled', {
        unique_order_id: order.unique_order_id,
      });
      expect(confirmed.statusCode, confirmed.body).toBe(200);
    }
    return { id: order.unique_order_id, slot };
  }

  test('a confirmed order waits until its slot minus the lead, then goes to the store once, by the system', async () => {
    const order = await scheduled(3, { confirm: true });
    const unconfirmed = await scheduled(3, { confirm: false });
    // Hours before the slot: nothing moves.
    expect(await releaseDueScheduledOrders({ db: ctx.db, leadMinutes: 30 })).toBe(0);
    expect((await orderRow(ctx.db, order.id)).status).toBe(11);

    const due = new Date(order.slot.getTime() - 20 * 60_000);
    // Two instances' runs at the same moment release it once.
    const runs = await Promise.all([
      releaseDueScheduledOrders({ db: ctx.db, now: due, leadMinutes: 30 }),
      releaseDueScheduledOrders({ db: ctx.db, now: due, leadMinutes: 30 }),
    ]);
    expect(runs[0] + runs[1]).toBeGreaterThanOrEqual(1);
    const row = await orderRow(ctx.db, order.id);
    expect(row.status).toBe(1);
    const view = await postJson(ctx.app, '/public/api/get-order-details', {
      token: customer.token,
      unique_order_id: order.id,
    });
    const events = view.json().data.events as { to_status: number; actor: string }[];
    expect(events.filter((event) => event.to_status === 1)).toEqual([
      expect.objectContaining({ to_status: 1, actor: 'system' }),
    ]);
    // The store never confirmed this one: it stays with the store to decide.
    expect((await orderRow(ctx.db, unconfirmed.id)).status).toBe(10);
    expect(await releaseDueScheduledOrders({ db: ctx.db, now: due, leadMinutes: 30 })).toBe(0);
  });

  test('a store that accepts orders by itself gets the released order preparing', async () => {
    const auto = await consoleCall('set-auto-accept', {
      store_id: menu.storeId,
      auto_accept_orders: true,
    });
    expect(auto.statusCode, auto.body).toBe(200);
    try {
      const order = await scheduled(4, { confirm: true });
      const due = new Date(order.slot.getTime() - 10 * 60_000);
      expect(await releaseDueScheduledOrders({ db: ctx.db, now: due, leadMinutes: 30 })).toBe(1);
      expect((await orderRow(ctx.db, order.id)).status).toBe(2);
    } finally {
      await consoleCall('set-auto-accept', { store_id: menu.storeId, auto_accept_orders: false });
    }
  });
});
