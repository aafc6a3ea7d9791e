import { and, eq, sql } from 'drizzle-orm';
import {
  canTransition,
  findTransition,
  type OrderActor,
  type OrderEventName,
} from '@app/shared/orders/orders.models';
import type { Database } from '../../db/client';
import { createTransitionRefusedError } from './orders.errors';
import { orderEvents, orders } from './orders.table';

export type Executor = Database | Parameters<Parameters<Database['transaction']>[0]>[0];

export interface TransitionResult {
  orderId: number;
  from: number;
  to: number;
  emits: OrderEventName;
}

/**
 * Moves an order from `from` to `to` as the state machine allows, or not at all: one UPDATE guarded
 * by the expected current status (two riders accepting one order cannot both win), then the event
 * appended. Returns null when the order was not in `from` any more (someone else moved it first).
 * Throws when the state machine does not allow `actor` this change at all.
 */
export async function transitionOrder(
  tx: Executor,
  {
    orderId,
    from,
    to,
    actor,
    actorUserId = null,
    reason = '',
    set = {},
  }: {
    orderId: number;
    from: number;
    to: number;
    actor: OrderActor;
    actorUserId?: number | null;
    reason?: string;
    /** Other columns changed in the same statement (payment_status, rider_id, ...). */
    set?: Partial<typeof orders.$inferInsert>;
  },
): Promise<TransitionResult | null> {
  const transition = findTransition(from, to);
  if (!transition || !canTransition({ from, to, actor })) {
    throw createTransitionRefusedError({
      message: `An order cannot go from status ${from} to ${to} by the ${actor}.`,
    });
  }
  const [row] = await tx
    .update(orders)
    .set({ ...set, status: to, updatedAt: sql`now()` })
    .where(and(eq(orders.id, orderId), eq(orders.status, from)))
    .returning({ id: orders.id });
  if (!row) return null;
  await tx
    .insert(orderEvents)
    .values({ orderId, fromStatus: from, toStatus: to, actor, actorUserId, reason });
  return { orderId, from, to, emits: transition.emits };
}
