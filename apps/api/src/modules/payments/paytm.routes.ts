import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { successSchema } from '@app/shared/common/api.schemas';
import {
  paytmFormSchema,
  paytmStartResponseSchema,
  startPaymentRequestSchema,
} from '@app/shared/payments/payments.schemas';
import type { Database } from '../../db/client';
import { requireUser } from '../../plugins/auth';
import { createOrderNotFoundError } from '../orders/orders.errors';
import {
  handlePaytmReturn,
  handlePaytmWebhook,
  PAYTM_RETURN_PATH,
  PAYTM_WEBHOOK_PATH,
  startPaytmPayment,
} from './paytm-payments.usecases';

/** Paytm's create-order, the browser's callback and the payment notification. */
export const paytmRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.post(
    '/public/api/paytm/create-order',
    {
      schema: {
        tags: ['payments'],
        summary:
          'A Paytm transaction (Initiate Transaction, signed) for an order awaiting payment: the form to post to Paytm (owner only)',
        body: startPaymentRequestSchema,
        response: { 200: paytmStartResponseSchema },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      return {
        success: true as const,
        data: await startPaytmPayment({
          db,
          userId: user.id,
          uniqueOrderId: request.body.order_id,
          origin: `${request.protocol}://${request.host}`,
        }),
      };
    },
  );

  // Paytm posts forms (the browser's callback, and its notification): CHECKSUMHASH is the
  // authentication, so neither call carries a token.
  await app.register(async (instance) => {
    const forms = instance.withTypeProvider<ZodTypeProvider>();
    forms.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_request, body, done) => {
        const text = typeof body === 'string' ? body : body.toString('utf8');
        done(null, Object.fromEntries(new URLSearchParams(text)));
      },
    );

    forms.post(
      PAYTM_RETURN_PATH,
      {
        schema: {
          tags: ['payments'],
          summary:
            'Paytm callback (form post, CHECKSUMHASH checked, confirmed with the Transaction Status API); redirects to /running-order/{id}',
          body: paytmFormSchema,
        },
      },
      async (request, reply) => {
        const uniqueOrderId = await handlePaytmReturn({
          db,
          log: request.log,
          fields: request.body,
        });
        // A checksummed form naming no attempt of ours is no return of ours.
        if (!uniqueOrderId) throw createOrderNotFoundError();
        return reply.redirect(`/running-order/${encodeURIComponent(uniqueOrderId)}`, 303);
      },
    );

    forms.post(
      PAYTM_WEBHOOK_PATH,
      {
        schema: {
          tags: ['payments'],
          summary:
            'Paytm payment notification (form, CHECKSUMHASH checked, confirmed with the Transaction Status API; a replay changes nothing)',
          body: paytmFormSchema,
          response: {
            200: successSchema(z.object({ received: z.literal(true), result: z.string() })),
          },
        },
      },
      async (request) => {
        const { result } = await handlePaytmWebhook({
          db,
          log: request.log,
          fields: request.body,
        });
        return { success: true as const, data: { received: true as const, result } };
      },
    );
  });
};
