import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  khaltiStartResponseSchema,
  khaltiVerifyRequestSchema,
  paymentStateResponseSchema,
  startPaymentRequestSchema,
} from '@app/shared/payments/payments.schemas';
import type { Database } from '../../db/client';
import { requireUser } from '../../plugins/auth';
import { startKhaltiPayment, verifyKhaltiPayment } from './khalti-payments.usecases';

/** Khalti's initiate and its verification (the lookup API); Khalti sends no webhook. */
export const khaltiRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.post(
    '/public/api/khalti/create-order',
    {
      schema: {
        tags: ['payments'],
        summary: 'A Khalti ePayment (pidx and payment page) for an order awaiting payment',
        body: startPaymentRequestSchema,
        response: { 200: khaltiStartResponseSchema },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      return {
        success: true as const,
        data: await startKhaltiPayment({
          db,
          userId: user.id,
          uniqueOrderId: request.body.order_id,
          origin: `${request.protocol}://${request.host}`,
        }),
      };
    },
  );

  app.post(
    '/public/api/khalti/verify',
    {
      schema: {
        tags: ['payments'],
        summary:
          'Khalti verification: the return checked against the lookup API, then settled (owner only)',
        body: khaltiVerifyRequestSchema,
        response: { 200: paymentStateResponseSchema },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      const { pidx, status, total_amount, transaction_id, purchase_order_id } = request.body;
      return {
        success: true as const,
        data: await verifyKhaltiPayment({
          db,
          log: request.log,
          userId: user.id,
          pidx,
          claimed: { status, total_amount, transaction_id, purchase_order_id },
        }),
      };
    },
  );
};
