import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { successSchema } from '@app/shared/common/api.schemas';
import {
  mercadoPagoStartResponseSchema,
  startPaymentRequestSchema,
} from '@app/shared/payments/payments.schemas';
import type { Database } from '../../db/client';
import { requireUser } from '../../plugins/auth';
import { createOrderNotFoundError } from '../orders/orders.errors';
import {
  handleMercadoPagoReturn,
  handleMercadoPagoWebhook,
  MERCADOPAGO_RETURN_PATH,
  startMercadoPagoPayment,
} from './mercadopago-payments.usecases';
import { MERCADOPAGO_WEBHOOK_PATH } from './mercadopago-provider';

const idSchema = z.string().trim().max(64).optional();

/** Mercado Pago's create-order, its signed notifications and the browser's return. */
export const mercadoPagoRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.post(
    '/public/api/mercado-pago/create-order',
    {
      schema: {
        tags: ['payments'],
        summary:
          'A Mercado Pago Checkout Pro preference for an order awaiting payment (owner only)',
        body: startPaymentRequestSchema,
        response: { 200: mercadoPagoStartResponseSchema },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      return {
        success: true as const,
        data: await startMercadoPagoPayment({
          db,
          userId: user.id,
          uniqueOrderId: request.body.order_id,
          origin: `${request.protocol}://${request.host}`,
        }),
      };
    },
  );

  app.get(
    MERCADOPAGO_RETURN_PATH,
    {
      schema: {
        tags: ['payments'],
        summary:
          'Checkout Pro return: reads the payment from GET /v1/payments/{id}, settles, redirects to /running-order/{id}',
        querystring: z.object({
          payment_id: idSchema,
          collection_id: idSchema,
          external_reference: idSchema,
          status: idSchema,
        }),
      },
    },
    async (request, reply) => {
      const query = request.query;
      const paymentId = query.payment_id || query.collection_id || null;
      const uniqueOrderId = await handleMercadoPagoReturn({
        db,
        log: request.log,
        paymentId: paymentId && /^\d{1,20}$/.test(paymentId) ? paymentId : null,
        externalReference: query.external_reference || null,
      });
      // A return naming no payment or attempt of ours is no return of ours.
      if (!uniqueOrderId) throw createOrderNotFoundError();
      return reply.redirect(`/running-order/${encodeURIComponent(uniqueOrderId)}`, 303);
    },
  );

  // The signature covers data.id from the query string; the body is kept as bytes.
  await app.register(async (instance) => {
    const webhook = instance.withTypeProvider<ZodTypeProvider>();
    webhook.removeContentTypeParser('application/json');
    webhook.addContentTypeParser(
      'application/json',
      { parseAs: 'buffer' },
      (_request, body, done) => done(null, body),
    );
    webhook.post(
      MERCADOPAGO_WEBHOOK_PATH,
      {
        schema: {
          tags: ['payments'],
          summary: 'Mercado Pago notification (x-signature checked; the payment read from its API)',
          querystring: z.object({ 'data.id': idSchema, type: idSchema, topic: idSchema }),
          response: {
            200: successSchema(z.object({ received: z.literal(true), result: z.string() })),
          },
        },
      },
      async (request) => {
        const { result } = await handleMercadoPagoWebhook({
          db,
          log: request.log,
          rawBody: request.body,
          headers: request.headers,
          queryDataId: request.query['data.id'] || null,
          topic: request.query.type || request.query.topic || null,
        });
        return { success: true as const, data: { received: true as const, result } };
      },
    );
  });
};
