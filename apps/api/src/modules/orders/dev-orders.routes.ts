import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ORDER_TRANSITIONS } from '@app/shared/orders/orders.models';
import type { Database } from '../../db/client';
import { createOrderNotFoundError, createTransitionRefusedError } from './orders.errors';
import { findOrderByUniqueId, transitionOrder } from './orders.repository';

const requestSchema = z.object({
  unique_order_id: z.string().trim().min(1).max(40),
  to_status: z.number().int(),
});

/** The shortest chain of state-machine steps from one status to another (breadth first). */
export function pathBetween(
  from: number,
  to: number,
  avoid: readonly number[] = [],
): number[] | null {
  const previous = new Map<number, number>([[from, from]]);
  const queue = [from];
  while (queue.length) {
    const current = queue.shift() as number;
    if (current === to) break;
    for (const transition of ORDER_TRANSITIONS) {
      if (transition.from !== current || previous.has(transition.to)) continue;
      if (avoid.includes(transition.to)) continue;
      previous.set(transition.to, current);
      queue.push(transition.to);
    }
  }
  if (!previous.has(to)) return null;
  const path = [to];
  while (path[0] !== from) path.unshift(previous.get(path[0] as number) as number);
  return path;
}

/**
 * Development and tests only (with `DEV_OUTBOX_ENABLED=true`, like the outbox reader): walks an
 * order through the state machine as an admin would, step by step with every event written, so
 * browser journeys can reach "delivered" before the store and rider screens exist.
 */
export const devOrdersRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.post(
    '/public/api/dev/advance-order',
    { schema: { hide: true, body: requestSchema } },
    async (request) => {
      const { unique_order_id, to_status } = request.body;
      const order = await findOrderByUniqueId(db, unique_order_id);
      if (!order) throw createOrderNotFoundError();
      // Delivery orders go through the rider's steps, pickup orders through "ready for pickup".
      const path = pathBetween(
        order.status,
        to_status,
        order.deliveryType === 'SELFPICKUP' ? [3, 4] : [7],
      );
      if (!path) throw createTransitionRefusedError();
      await db.transaction(async (tx) => {
        for (let step = 1; step < path.length; step += 1) {
          const from = path[step - 1] as number;
          const to = path[step] as number;
          const actor = from === 8 ? 'payment' : from === 11 ? 'system' : 'admin';
          const moved = await transitionOrder(tx, {
            kind: order.kind,
            orderId: order.id,
            from,
            to,
            actor,
            reason: 'dev/advance-order',
          });
          if (!moved) throw createTransitionRefusedError();
        }
      });
      return { success: true as const, data: { status: to_status } };
    },
  );
};
