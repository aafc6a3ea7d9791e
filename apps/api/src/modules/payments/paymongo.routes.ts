import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { successSchema } from '@app/shared/common/api.schemas';
import {
  paymongoStartResponseSchema,
  startPaymentRequestSchema,
} from '@app/shared/payments/payments.schemas';
import type { Database } from '../../db/client';
import { requireUser } from '../../plugins/auth';
import { createOrderNotFoundError } from '../orders/orders.errors';
import {
  handlePaymongoReturn,
  handlePaymongoWebhook,
  PAYMONGO_RETURN_PATH,
  startPaymongoPayment,
} from './paymongo-payments.usecases';
import { PAYMONGO_WEBHOOK_PATH } from './paymongo-provider';

/** PayMongo's create-order (a Checkout Session), the browser's return and its signed webhook. */
export const paymongoRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.post(
    '/public/api/paymongo/create-order',
    {
      schema: {
        tags: ['payments'],
        summary:
          'A PayMongo Checkout Session for an order awaiting payment (owner only; 409 payments.currency_not_supported unless the store charges in PHP)',
        body: startPaymentRequestSchema,
        response: { 200: paymongoStartResponseSchema },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      return {
        success: true as const,
        data: await startPaymongoPayment({
          db,
          userId: user.id,
          uniqueOrderId: request.body.order_id,
          origin: `${request.protocol}://${request.host}`,
        }),
      };
    },
  );

  app.get(
    `${PAYMONGO_RETURN_PATH}/:order_id`,
    {
      schema: {
        tags: ['payments'],
        summary:
          'PayMongo return (success_url and cancel_url): reads the order’s sessions from GET /v1/checkout_sessions/{id}, settles a paid one, redirects to /running-order/{id} (404 for an order without a PayMongo attempt)',
        params: z.object({ order_id: z.string().regex(/^[A-Za-z0-9_-]{1,40}$/) }),
      },
    },
    async (request, reply) => {
      const uniqueOrderId = await handlePaymongoReturn({
        db,
        log: request.log,
        uniqueOrderId: request.params.order_id,
      });
      // An order that never started a PayMongo payment is no return of ours.
      if (!uniqueOrderId) throw createOrderNotFoundError();
      return reply.redirect(`/running-order/${encodeURIComponent(uniqueOrderId)}`, 303);
    },
  );

  // The signature covers the raw body: this context keeps JSON bodies as bytes.
  await app.register(async (instance) => {
    const webhook = instance.withTypeProvider<ZodTypeProvider>();
    webhook.removeContentTypeParser('application/json');
    webhook.addContentTypeParser(
      'application/json',
      { parseAs: 'buffer' },
      (_request, body, done) => done(null, body),
    );
    webhook.post(
      PAYMONGO_WEBHOOK_PATH,
      {
        schema: {
          tags: ['payments'],
          summary:
            'PayMongo webhook (Paymongo-Signature over the raw body, at most 300 s old; each event once)',
          response: {
            200: successSchema(z.object({ received: z.literal(true), result: z.string() })),
          },
        },
      },
      async (request) => {
        const { result } = await handlePaymongoWebhook({
          db,
          log: request.log,
          rawBody: request.body,
          headers: request.headers,
        });
        return { success: true as const, data: { received: true as const, result } };
      },
    );
  });
};
