import { and, eq, ne, sql, type SQL } from 'drizzle-orm';
import { findKindTransition, type OrderKind } from '@app/shared/orders/order-kinds.models';
import type { OrderActor, OrderEventName } from '@app/shared/orders/orders.models';
import type { Executor } from '../../db/client';
import { defineNamedStatement } from '../../lib/named-query';
import { createTransitionRefusedError } from './orders.errors';
import { idempotencyKeys, orderEvents, orderItems, orders } from './orders.table';

export type { Executor };

export interface TransitionResult {
  orderId: number;
  from: number;
  to: number;
  emits: OrderEventName;
}

/**
 * Moves an order from `from` to `to` as its kind's state machine allows, or not at all: one UPDATE
 * guarded by the expected current status and kind (two riders accepting one order cannot both
 * win), then the event appended. Returns null when the order was not in `from` any more (someone else moved it first).
 * Throws when the state machine does not allow `actor` this change at all.
 */
export async function transitionOrder(
  tx: Executor,
  {
    orderId,
    kind,
    from,
    to,
    actor,
    actorUserId = null,
    reason = '',
    set = {},
  }: {
    orderId: number;
    /** The order's kind, as read with its status: each kind has its own steps. */
    kind: OrderKind;
    from: number;
    to: number;
    actor: OrderActor;
    actorUserId?: number | null;
    reason?: string;
    /** Other columns changed in the same statement (payment_status, rider_id, ...). */
    set?: Partial<typeof orders.$inferInsert>;
  },
): Promise<TransitionResult | null> {
  const transition = findKindTransition(kind, from, to);
  if (!transition?.actors.includes(actor)) {
    throw createTransitionRefusedError({
      message: `An order cannot go from status ${from} to ${to} by the ${actor}.`,
    });
  }
  const [row] = await tx
    .update(orders)
    .set({ ...set, status: to, updatedAt: sql`now()` })
    .where(and(eq(orders.id, orderId), eq(orders.status, from), eq(orders.kind, kind)))
    .returning({ id: orders.id });
  if (!row) return null;
  await tx
    .insert(orderEvents)
    .values({ orderId, fromStatus: from, toStatus: to, actor, actorUserId, reason });
  return { orderId, from, to, emits: transition.emits };
}

/** Whether the user has an order that was not cancelled or failed (first-order coupons). */
export async function hasOrderedBefore(db: Executor, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.userId, userId), ne(orders.status, 6), ne(orders.status, 9)))
    .limit(1);
  return row !== undefined;
}

/** `hasOrderedBefore` as a subquery, for statements that read it with other things. */
export function hasOrderedSql(userId: SQL): SQL {
  return sql`exists (select 1 from orders o where o.user_id = ${userId} and o.status not in (6, 9))`;
}

/** A place-order key the user used before, as JSON `{ requestHash, orderId }` or null. */
export function idempotencyKeyJson(userId: SQL, key: SQL): SQL {
  return sql`(select json_build_object('requestHash', k.request_hash, 'orderId', k.order_id)
        from idempotency_keys k where k.user_id = ${userId} and k.key = ${key})`;
}

const p = (name: string) => sql.placeholder(name);

/**
 * A placed order, its lines, its first event and the idempotency key in one statement (one round
 * trip), prepared once per connection. A taken unique_order_id inserts nothing and returns no row.
 * The coupon's redemption is coupons' own statement (redeemCouponUse), right after.
 */
export const insertPlacedOrder = defineNamedStatement<{ id: number }, Record<string, unknown>>(
  'place_order_write',
  sql`
    with new_order as (
      insert into ${orders} (unique_order_id, kind, user_id, store_id, status, delivery_type, address,
        distance_km, subtotal_minor, addons_minor, store_charge_minor, delivery_fee_minor, tax_minor,
        coupon_discount_minor, tip_minor, total_minor, wallet_used_minor, payable_minor, coupon_id,
        coupon_code, payment_method, payment_status, comment, scheduled_for, delivery_pin,
        created_at, updated_at)
      values (${p('uniqueOrderId')}, ${p('kind')}, ${p('userId')}, ${p('storeId')}, ${p('status')},
        ${p('deliveryType')}, ${p('address')}::jsonb, ${p('distanceKm')}::float8,
        ${p('subtotal')}, ${p('addons')}, ${p('storeCharge')}, ${p('deliveryFee')}, ${p('tax')},
        ${p('couponDiscount')}, ${p('tip')}, ${p('total')}, ${p('walletUsed')}, ${p('payable')},
        ${p('couponId')}::int, ${p('couponCode')}, ${p('paymentMethod')}, ${p('paymentStatus')},
        ${p('comment')}, ${p('scheduledFor')}::timestamptz, ${p('deliveryPin')},
        ${p('now')}::timestamptz, ${p('now')}::timestamptz)
      on conflict (unique_order_id) do nothing
      returning id
    ), lines as (
      insert into ${orderItems} (order_id, item_id, name, price_minor, quantity, addons, line_total_minor)
      select new_order.id, x.item_id, x.name, x.price_minor, x.quantity, x.addons, x.line_total_minor
      from new_order, jsonb_to_recordset(${p('lines')}::jsonb)
        as x(item_id int, name text, price_minor bigint, quantity smallint, addons jsonb, line_total_minor bigint)
      returning 1
    ), first_event as (
      insert into ${orderEvents} (order_id, from_status, to_status, actor, actor_user_id, at)
      select new_order.id, null, ${p('status')}, 'customer', ${p('userId')}, ${p('now')}::timestamptz
      from new_order
      returning 1
    ), used_key as (
      insert into ${idempotencyKeys} (user_id, key, request_hash, order_id)
      select ${p('userId')}, ${p('idempotencyKey')}, ${p('requestHash')}, new_order.id from new_order
      returning 1
    )
    select id from new_order`,
);
