import { asc } from 'drizzle-orm';
import { expect } from 'vitest';
import { findKindTransition, type OrderKind } from '@app/shared/orders/order-kinds.models';
import { findTransition } from '@app/shared/orders/orders.models';
import type { Database } from '../../db/client';
import type { SeedData } from '../../seed/seed';
import type { buildTestApp } from '../../test/build-test-app';
import { postJson } from '../../test/build-test-app';
import { loadMenu, ordersSeed, type Menu } from '../orders/orders.fixture';
import { findOrderByUniqueId } from '../orders/orders.repository';
import { orderEvents, orders } from '../orders/orders.table';

export const RIDER_CROWD = 20;

/**
 * The orders fixture, plus: owner@test.dev owns test-kitchen and pickup-kitchen, owner2 owns
 * far-kitchen; rider@test.dev and 20 crowd riders deliver for test-kitchen, other-rider for
 * far-kitchen only.
 */
export const deliverySeed: SeedData = {
  ...ordersSeed,
  users: [
    ...(ordersSeed.users ?? []),
    ...Array.from({ length: RIDER_CROWD }, (_, index) => ({
      name: `Rider ${index}`,
      email: `rider${index}@test.dev`,
      role: 'rider' as const,
    })),
    { name: 'Other Rider', email: 'other-rider@test.dev', role: 'rider' },
    { name: 'Owner Two', email: 'owner2@test.dev', role: 'store_owner' },
    {
      name: 'Rider Login',
      email: 'rider-login@test.dev',
      phone: '+919811111111',
      password: 'rider-password',
      role: 'rider',
    },
    {
      name: 'Owner Login',
      email: 'owner-login@test.dev',
      password: 'owner-password',
      role: 'store_owner',
    },
  ],
  stores: (ordersSeed.stores ?? []).map((store) => {
    if (store.slug === 'test-kitchen' || store.slug === 'pickup-kitchen') {
      return { ...store, ownerEmail: 'owner@test.dev' };
    }
    if (store.slug === 'far-kitchen') return { ...store, ownerEmail: 'owner2@test.dev' };
    if (store.slug === 'night-kitchen') return { ...store, ownerEmail: 'owner-login@test.dev' };
    return store;
  }),
  riderStores: [
    { riderEmail: 'rider@test.dev', storeSlug: 'test-kitchen' },
    ...Array.from({ length: RIDER_CROWD }, (_, index) => ({
      riderEmail: `rider${index}@test.dev`,
      storeSlug: 'test-kitchen',
    })),
    { riderEmail: 'other-rider@test.dev', storeSlug: 'far-kitchen' },
    { riderEmail: 'rider-login@test.dev', storeSlug: 'test-kitchen' },
    { riderEmail: 'rider-login@test.dev', storeSlug: 'far-kitchen' },
  ],
};

type Ctx = Awaited<ReturnType<typeof buildTestApp>>;

let keyCounter = 0;

/** A real order through place-order: test-kitchen, one paneer roll, delivery unless told. */
export async function placeOrder(
  ctx: Ctx,
  menu: Menu,
  customer: { token: string; addressId: number },
  extra: Record<string, unknown> = {},
): Promise<{ unique_order_id: string; delivery_pin: string | null; status: number }> {
  const response = await postJson(ctx.app, '/public/api/place-order', {
    token: customer.token,
    restaurant_id: menu.storeId,
    items: [{ id: menu.paneerRoll, quantity: 1, addons: [] }],
    delivery_type: 'DELIVERY',
    address_id: customer.addressId,
    payment_method: 'COD',
    idempotency_key: `delivery-test-${(keyCounter += 1)}`,
    ...extra,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

/** place-order, then the owner accepts it: status 2, waiting for a rider. */
export async function readyOrder(
  ctx: Ctx,
  menu: Menu,
  customer: { token: string; addressId: number },
  ownerToken: string,
  extra: Record<string, unknown> = {},
) {
  const order = await placeOrder(ctx, menu, customer, extra);
  const accepted = await postJson(ctx.app, '/public/api/console/accept-order', {
    token: ownerToken,
    unique_order_id: order.unique_order_id,
  });
  expect(accepted.statusCode, accepted.body).toBe(200);
  expect(accepted.json().data.status).toBe(2);
  return order;
}

export { loadMenu };

/**
 * Every order's events, checked against the state machine: the first from null, each next one
 * from where the previous ended, each change one of ORDER_TRANSITIONS, and the order's status the
 * last event's. Answers what is wrong, [] when all is well.
 */
export async function invalidEventPaths(db: Database): Promise<string[]> {
  const [events, orderRows] = await Promise.all([
    db.select().from(orderEvents).orderBy(asc(orderEvents.orderId), asc(orderEvents.id)),
    db.select({ id: orders.id, status: orders.status, kind: orders.kind }).from(orders),
  ]);
  return checkEventPaths(events, orderRows);
}

export function checkEventPaths(
  events: readonly { orderId: number; fromStatus: number | null; toStatus: number }[],
  orderRows: readonly { id: number; status: number; kind?: OrderKind }[],
): string[] {
  const problems: string[] = [];
  const byOrder = new Map<number, typeof events>();
  for (const event of events) {
    byOrder.set(event.orderId, [...(byOrder.get(event.orderId) ?? []), event]);
  }
  for (const order of orderRows) {
    const path = byOrder.get(order.id) ?? [];
    if (!path.length) {
      problems.push(`order ${order.id}: no events`);
      continue;
    }
    let previous: number | null = null;
    for (const [index, event] of path.entries()) {
      if (index === 0 && event.fromStatus !== null) {
        problems.push(`order ${order.id}: first event from ${event.fromStatus}, not null`);
      }
      if (index > 0) {
        if (event.fromStatus !== previous) {
          problems.push(
            `order ${order.id}: event ${index} from ${event.fromStatus} after ${previous}`,
          );
        } else if (
          !(order.kind && order.kind !== 'food'
            ? findKindTransition(order.kind, event.fromStatus ?? -1, event.toStatus)
            : findTransition(event.fromStatus ?? -1, event.toStatus))
        ) {
          problems.push(`order ${order.id}: ${event.fromStatus} -> ${event.toStatus} not allowed`);
        }
      }
      previous = event.toStatus;
    }
    if (previous !== order.status) {
      problems.push(`order ${order.id}: status ${order.status}, last event to ${previous}`);
    }
  }
  return problems;
}

export async function orderRow(db: Database, uniqueOrderId: string) {
  const row = await findOrderByUniqueId(db, uniqueOrderId);
  if (!row) throw new Error(`no order ${uniqueOrderId}`);
  return row;
}
