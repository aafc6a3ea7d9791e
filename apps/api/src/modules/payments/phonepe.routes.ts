import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  phonepeStartResponseSchema,
  startPaymentRequestSchema,
} from '@app/shared/payments/payments.schemas';
import type { Database } from '../../db/client';
import { requireUser } from '../../plugins/auth';
import { createOrderNotFoundError } from '../orders/orders.errors';
import {
  handlePhonepeReturn,
  PHONEPE_RETURN_PATH,
  startPhonepePayment,
} from './phonepe-payments.usecases';

/** PhonePe's create-order and the browser's return (its webhook is with the others). */
export const phonepeRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.post(
    '/public/api/phonepe/create-order',
    {
      schema: {
        tags: ['payments'],
        summary: 'A PhonePe transaction (pay page URL) for an order awaiting payment (owner only)',
        body: startPaymentRequestSchema,
        response: { 200: phonepeStartResponseSchema },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      return {
        success: true as const,
        data: await startPhonepePayment({
          db,
          userId: user.id,
          uniqueOrderId: request.body.order_id,
          origin: `${request.protocol}://${request.host}`,
        }),
      };
    },
  );

  app.get(
    `${PHONEPE_RETURN_PATH}/:transaction_id`,
    {
      schema: {
        tags: ['payments'],
        summary:
          'PhonePe return: asks the status API (checksummed), settles, redirects to /running-order/{id} (404 for a transaction never started)',
        params: z.object({ transaction_id: z.string().regex(/^[A-Za-z0-9_-]{1,40}$/) }),
      },
    },
    async (request, reply) => {
      const uniqueOrderId = await handlePhonepeReturn({
        db,
        log: request.log,
        transactionId: request.params.transaction_id,
      });
      // A transaction we never started is no return of ours.
      if (!uniqueOrderId) throw createOrderNotFoundError();
      return reply.redirect(`/running-order/${encodeURIComponent(uniqueOrderId)}`, 303);
    },
  );
};
