import { and, eq, sql } from 'drizzle-orm';
import { findKindTransition, type OrderKind } from '@app/shared/orders/order-kinds.models';
import type { OrderActor, OrderEventName } from '@app/shared/orders/orders.models';
import type { Executor } from '../../db/client';
import { createTransitionRefusedError } from './orders.errors';
import { orderEvents, orders } from './orders.table';

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
