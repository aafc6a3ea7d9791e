import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildTestApp, postJson } from '../../test/build-test-app';
import { auditLog } from '../audit/audit.table';
import { loginAs } from '../profile/account-data.fixture';
import { customerWithAddress, type Menu } from '../orders/orders.fixture';
import { deliverySeed, loadMenu, placeOrder } from '../delivery/delivery.fixture';

describe('every console switch is audit-logged', () => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  let menu: Menu;
  let customer: Awaited<ReturnType<typeof customerWithAddress>>;
  let owner: { id: number; token: string };
  let owner2: { id: number; token: string };

  const call = (path: string, token: string, body: Record<string, unknown>) =>
    postJson(ctx.app, `/public/api/console/${path}`, { ...body, token });
  const rows = () => ctx.db.select().from(auditLog).orderBy(desc(auditLog.id));

  beforeAll(async () => {
    ctx = await buildTestApp({ seed: deliverySeed });
    menu = await loadMenu(ctx.db);
    customer = await customerWithAddress(ctx.db, 'a@test.dev');
    owner = await loginAs(ctx.db, 'owner@test.dev');
    owner2 = await loginAs(ctx.db, 'owner2@test.dev');
  });
  afterAll(() => ctx.close());

  test('[H8.16] open/close, auto-accept, sold-out, accept and reject each write one row naming actor, store and value; refused calls write none', async () => {
    const start = (await rows()).length;
    const expectOne = async (action: string, details: Record<string, unknown>) => {
      const all = await rows();
      expect(all.length).toBe(start + (expectOne.count += 1));
      expect(all[0]).toMatchObject({ actorUserId: owner.id, action, details });
    };
    expectOne.count = 0;

    await call('toggle-store', owner.token, { store_id: menu.storeId, is_active: false });
    await expectOne('console.toggle-store', { store_id: menu.storeId, is_active: false });
    await call('toggle-store', owner.token, { store_id: menu.storeId, is_active: true });
    await expectOne('console.toggle-store', { store_id: menu.storeId, is_active: true });
    await call('set-auto-accept', owner.token, {
      store_id: menu.storeId,
      auto_accept_orders: false,
    });
    await expectOne('console.set-auto-accept', {
      store_id: menu.storeId,
      auto_accept_orders: false,
    });
    await call('set-item-availability', owner.token, { item_id: menu.pizza, is_available: false });
    await expectOne('console.set-item-availability', { item_id: menu.pizza, is_available: false });
    await call('set-item-availability', owner.token, { item_id: menu.pizza, is_available: true });
    await expectOne('console.set-item-availability', { item_id: menu.pizza, is_available: true });

    const accepted = await placeOrder(ctx, menu, customer);
    await call('accept-order', owner.token, { unique_order_id: accepted.unique_order_id });
    await expectOne('console.accept-order', {
      store_id: menu.storeId,
      unique_order_id: accepted.unique_order_id,
      status: 2,
    });
    const rejected = await placeOrder(ctx, menu, customer);
    await call('reject-order', owner.token, {
      unique_order_id: rejected.unique_order_id,
      reason: 'Out of dough',
    });
    await expectOne('console.reject-order', {
      store_id: menu.storeId,
      unique_order_id: rejected.unique_order_id,
      reason: 'Out of dough',
    });

    // Refused: another store's owner, and bad input.
    const before = (await rows()).length;
    expect(
      (await call('toggle-store', owner2.token, { store_id: menu.storeId, is_active: false }))
        .statusCode,
    ).toBeGreaterThanOrEqual(400);
    expect(
      (
        await call('set-item-availability', owner.token, {
          item_id: menu.pizza,
          is_available: 'no',
        })
      ).statusCode,
    ).toBe(400);
    const other = await placeOrder(ctx, menu, customer);
    expect(
      (await call('accept-order', owner2.token, { unique_order_id: other.unique_order_id }))
        .statusCode,
    ).toBe(404);
    expect((await rows()).length).toBe(before);
  });
});
