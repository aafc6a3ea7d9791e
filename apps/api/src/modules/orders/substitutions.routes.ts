import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { decideSubstitutionRequestSchema } from '@app/shared/grocery/grocery.schemas';
import { orderResponseSchema } from '@app/shared/orders/orders.schemas';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { runPeriodically } from '../../lib/periodic-job';
import { requireUser } from '../../plugins/auth';
import { loadOrderView } from './order-views.repository';
import { findOwnOrder } from './orders.repository';
import { decideSubstitution, expireSubstitutions } from './substitutions.usecases';

const tags = ['orders'];

/**
 * Grocery substitutions on the customer's side: the answer to a proposed substitute, and the job
 * that applies each line's preference when a proposal expires unanswered (every
 * `expiryIntervalMs`; off in tests, which call expireSubstitutions with their own clock).
 */
export const substitutionsRoutes: FastifyPluginAsyncZod<{
  db: Database;
  config: Config;
  expiryIntervalMs?: number;
}> = async (app, { db, config, expiryIntervalMs }) => {
  app.post(
    '/public/api/decide-substitution',
    {
      schema: {
        tags,
        summary:
          'Grocery: the customer approves or declines a substitute the store proposed; the bill and refund follow',
        body: decideSubstitutionRequestSchema,
        response: { 200: orderResponseSchema },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      const { unique_order_id: ref, substitution_id: substitutionId, approve } = request.body;
      const order = await findOwnOrder(db, { userId: user.id, ref });
      await decideSubstitution(db, {
        orderId: order.id,
        substitutionId,
        approve,
        log: request.log,
      });
      return {
        success: true as const,
        data: await loadOrderView(db, { orderId: order.id, userId: user.id }),
      };
    },
  );

  runPeriodically(app, {
    db,
    name: 'substitution expiry',
    intervalMs: expiryIntervalMs ?? (config.NODE_ENV === 'test' ? 0 : 10_000),
    job: () => expireSubstitutions({ db, log: app.log }),
  });
};
