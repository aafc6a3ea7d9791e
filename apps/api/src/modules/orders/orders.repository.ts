import { and, asc, desc, eq, gte, inArray, ne, sql, type SQL } from 'drizzle-orm';
import { findKindTransition, type OrderKind } from '@app/shared/orders/order-kinds.models';
import {
  ORDER_STATUS,
  type OrderActor,
  type OrderEventName,
} from '@app/shared/orders/orders.models';
import type { Executor } from '../../db/client';
import { defineNamedStatement } from '../../lib/named-query';
import { afterGroceryTransition } from './line-settlement';
import { createOrderNotFoundError, createTransitionRefusedError } from './orders.errors';
import {
  idempotencyKeys,
  orderEvents,
  orderItems,
  orders,
  orderSubstitutions,
} from './orders.table';

export type { Executor };

export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;
export type OrderEventRow = typeof orderEvents.$inferSelect;
export type SubstitutionRow = typeof orderSubstitutions.$inferSelect;
/** Columns a transition may change with the status (payment_status, rider_id, ...). */
export type OrderChanges = Partial<typeof orders.$inferInsert>;

export async function findOrderById(db: Executor, orderId: number): Promise<OrderRow | null> {
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId));
  return row ?? null;
}

/**
 * A store's orders in these statuses: oldest first, or, with `changedWithinDays`, the recently
 * changed ones newest first (the console's active and done lists).
 */
export function listStoreOrders(
  db: Executor,
  {
    storeId,
    statuses,
    changedWithinDays,
    limit,
  }: { storeId: number; statuses: readonly number[]; changedWithinDays?: number; limit: number },
): Promise<OrderRow[]> {
  const query = db.select().from(orders);
  if (changedWithinDays === undefined) {
    return query
      .where(and(eq(orders.storeId, storeId), inArray(orders.status, [...statuses])))
      .orderBy(asc(orders.createdAt), asc(orders.id))
      .limit(limit);
  }
  return query
    .where(
      and(
        eq(orders.storeId, storeId),
        inArray(orders.status, [...statuses]),
        gte(orders.updatedAt, sql`now() - make_interval(days => ${changedWithinDays})`),
      ),
    )
    .orderBy(desc(orders.updatedAt), desc(orders.id))
    .limit(limit);
}

/** The order with this public id (OD-...), or null. */
export async function findOrderByUniqueId(
  db: Executor,
  uniqueOrderId: string,
): Promise<OrderRow | null> {
  const [row] = await db.select().from(orders).where(eq(orders.uniqueOrderId, uniqueOrderId));
  return row ?? null;
}

/** The caller's own order by id or public id; another customer's is "not found". */
export async function findOwnOrder(
  db: Executor,
  { userId, ref }: { userId: number; ref: number | string },
): Promise<OrderRow> {
  const [row] = await db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.userId, userId),
        typeof ref === 'number' ? eq(orders.id, ref) : eq(orders.uniqueOrderId, ref),
      ),
    );
  if (!row) throw createOrderNotFoundError();
  return row;
}

export function listOwnOrders(
  db: Executor,
  {
    userId,
    limit,
    offset,
    kind,
  }: { userId: number; limit: number; offset: number; kind?: OrderRow['kind'] },
) {
  return db
    .select()
    .from(orders)
    .where(kind ? and(eq(orders.userId, userId), eq(orders.kind, kind)) : eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit)
    .offset(offset);
}

/** The lines and the status history of many orders at once (two queries), by order id. */
export async function loadOrderParts(
  db: Executor,
  orderIds: readonly number[],
): Promise<
  (orderId: number) => {
    items: OrderItemRow[];
    events: OrderEventRow[];
    substitutions: SubstitutionRow[];
  }
> {
  const [itemRows, eventRows, substitutionRows] = orderIds.length
    ? await Promise.all([
        db
          .select()
          .from(orderItems)
          .where(inArray(orderItems.orderId, [...orderIds]))
          .orderBy(asc(orderItems.id)),
        db
          .select()
          .from(orderEvents)
          .where(inArray(orderEvents.orderId, [...orderIds]))
          .orderBy(asc(orderEvents.id)),
        db
          .select()
          .from(orderSubstitutions)
          .where(inArray(orderSubstitutions.orderId, [...orderIds])),
      ])
    : [[], [], []];
  return (orderId) => ({
    items: itemRows.filter((item) => item.orderId === orderId),
    events: eventRows.filter((event) => event.orderId === orderId),
    substitutions: substitutionRows.filter((row) => row.orderId === orderId),
  });
}

/**
 * The delivery address an order copied, as every view shows it. Fields named one by one: jsonb
 * keeps its own key order, and a replayed place-order must answer byte for byte what the first did.
 */
export function toAddressView(address: OrderRow['address']) {
  return (
    address && {
      address: address.address,
      house: address.house,
      landmark: address.landmark,
      tag: address.tag,
      latitude: address.latitude,
      longitude: address.longitude,
    }
  );
}

/** An order's lines as every view shows them (customer, rider, console). */
export function toOrderItemViews(
  items: readonly OrderItemRow[],
  substitutions: readonly SubstitutionRow[] = [],
) {
  const substitutionOf = new Map(substitutions.map((row) => [row.orderItemId, row]));
  return items.map((item) => {
    const substitution = substitutionOf.get(item.id);
    return {
      item_id: item.itemId,
      name: item.name,
      price: item.priceMinor,
      quantity: item.quantity,
      addons: item.addons.map((addon) => ({ id: addon.id, name: addon.name, price: addon.price })),
      line_total: item.lineTotalMinor,
      id: item.id,
      substitution_preference: item.substitutionPreference,
      substitute_item_id: item.substituteItemId,
      pick_status: item.pickStatus,
      substitution: substitution
        ? {
            id: substitution.id,
            item_id: substitution.itemId,
            name: substitution.name,
            quantity: substitution.quantity,
            price: substitution.priceMinor,
            line_total: substitution.lineTotalMinor,
            status: substitution.status,
            decided_by: substitution.decidedBy,
            expires_at: substitution.expiresAt.toISOString(),
            seconds_left:
              substitution.status === 'proposed'
                ? Math.max(0, Math.ceil((substitution.expiresAt.getTime() - Date.now()) / 1000))
                : 0,
          }
        : null,
      settlement: item.settledAt
        ? {
            outcome:
              substitution?.status === 'approved' ? ('replaced' as const) : ('removed' as const),
            refund: item.refundMinor,
            to_wallet: item.refundWalletMinor,
            at: item.settledAt.toISOString(),
          }
        : null,
    };
  });
}

/** An order's status history as every view shows it. */
export function toOrderEventViews(events: readonly OrderEventRow[]) {
  return events.map((event) => ({
    from_status: event.fromStatus,
    to_status: event.toStatus,
    actor: event.actor,
    reason: event.reason,
    at: event.at.toISOString(),
  }));
}

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
    set?: OrderChanges;
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
  if (kind === 'grocery') await afterGroceryTransition(tx, { orderId, from, to });
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

/** How many orders the user has (any status), as a scalar subquery (the console's customers). */
export function orderCountOfUserSql(userId: SQL): SQL<number> {
  return sql<number>`(select count(*)::int from orders o where o.user_id = ${userId})`;
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
export const insertPlacedOrder = defineNamedStatement<
  { id: number; line_ids: number[] },
  Record<string, unknown>
>(
  'place_order_write',
  sql`
    with new_order as (
      insert into ${orders} (unique_order_id, kind, user_id, store_id, status, delivery_type, address,
        distance_km, subtotal_minor, addons_minor, store_charge_minor, small_cart_fee_minor,
        delivery_fee_minor, tax_minor,
        coupon_discount_minor, tip_minor, total_minor, wallet_used_minor, payable_minor, coupon_id,
        coupon_code, payment_method, payment_status, comment, scheduled_for, delivery_pin,
        created_at, updated_at)
      values (${p('uniqueOrderId')}, ${p('kind')}, ${p('userId')}, ${p('storeId')}, ${p('status')},
        ${p('deliveryType')}, ${p('address')}::jsonb, ${p('distanceKm')}::float8,
        ${p('subtotal')}, ${p('addons')}, ${p('storeCharge')}, ${p('smallCartFee')},
        ${p('deliveryFee')}, ${p('tax')},
        ${p('couponDiscount')}, ${p('tip')}, ${p('total')}, ${p('walletUsed')}, ${p('payable')},
        ${p('couponId')}::int, ${p('couponCode')}, ${p('paymentMethod')}, ${p('paymentStatus')},
        ${p('comment')}, ${p('scheduledFor')}::timestamptz, ${p('deliveryPin')},
        ${p('now')}::timestamptz, ${p('now')}::timestamptz)
      on conflict (unique_order_id) do nothing
      returning id
    ), lines as (
      insert into ${orderItems} (order_id, item_id, name, price_minor, quantity, addons,
        line_total_minor, substitution_preference, substitute_item_id)
      select new_order.id, x.item_id, x.name, x.price_minor, x.quantity, x.addons, x.line_total_minor,
        x.substitution_preference, x.substitute_item_id
      from new_order, jsonb_to_recordset(${p('lines')}::jsonb)
        as x(item_id int, name text, price_minor bigint, quantity smallint, addons jsonb,
          line_total_minor bigint, substitution_preference text, substitute_item_id int)
      returning id
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
    -- One statement inserts the lines in the order sent, so their serial ids ascend the same way.
    select id, (select coalesce(array_agg(id order by id), '{}') from lines) as line_ids
    from new_order`,
);

/**
 * The items of a customer's delivered orders of one kind, most recently ordered first, each once
 * (grocery's "order again").
 */
export async function listRecentlyOrderedItemIds(
  db: Executor,
  { userId, kind, limit }: { userId: number; kind: OrderKind; limit: number },
): Promise<number[]> {
  const rows = await db
    .select({ itemId: orderItems.itemId, last: sql<string>`max(${orders.createdAt})` })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(
      and(
        eq(orders.userId, userId),
        eq(orders.kind, kind),
        eq(orders.status, ORDER_STATUS.DELIVERED),
        sql`${orderItems.itemId} is not null`,
      ),
    )
    .groupBy(orderItems.itemId)
    .orderBy(desc(sql`max(${orders.createdAt})`), desc(orderItems.itemId))
    .limit(limit);
  return rows.map((row) => row.itemId as number);
}
