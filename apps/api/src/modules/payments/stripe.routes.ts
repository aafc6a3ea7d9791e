import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  acceptStripePaymentRequestSchema,
  acceptStripePaymentResponseSchema,
  stripeRedirectQuerySchema,
} from '@app/shared/payments/payments.schemas';
import type { Database } from '../../db/client';
import { requireUser } from '../../plugins/auth';
import { createOrderNotFoundError } from '../orders/orders.errors';
import {
  acceptStripePayment,
  captureStripeRedirect,
  STRIPE_REDIRECT_CAPTURE_PATH,
} from './stripe-payments.usecases';

/**
 * Stripe's server-side confirm (accept-stripe-payment) and its return (stripe-redirect-capture);
 * create-payment-intent and the webhook are with the other providers' calls.
 */
export const stripeRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.post(
    '/public/api/accept-stripe-payment',
    {
      schema: {
        tags: ['payments'],
        summary:
          "Confirms the order's PaymentIntent with a PaymentMethod made in the browser (owner only): succeeded (paid now), requires_action (redirect_url) or 402 payments.card_declined",
        body: acceptStripePaymentRequestSchema,
        response: { 200: acceptStripePaymentResponseSchema },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      return {
        success: true as const,
        data: await acceptStripePayment({
          db,
          log: request.log,
          userId: user.id,
          uniqueOrderId: request.body.unique_order_id,
          paymentMethodId: request.body.payment_method_id,
          origin: `${request.protocol}://${request.host}`,
        }),
      };
    },
  );

  app.get(
    STRIPE_REDIRECT_CAPTURE_PATH,
    {
      schema: {
        tags: ['payments'],
        summary:
          "Stripe's return_url: reads the PaymentIntent from Stripe (client secret checked), captures and settles it once, redirects to /running-order/{id} (404 for an intent never started)",
        querystring: stripeRedirectQuerySchema,
      },
    },
    async (request, reply) => {
      const uniqueOrderId = await captureStripeRedirect({
        db,
        log: request.log,
        intentId: request.query.payment_intent,
        clientSecret: request.query.payment_intent_client_secret,
      });
      // An intent we never started is no return of ours.
      if (!uniqueOrderId) throw createOrderNotFoundError();
      return reply.redirect(`/running-order/${encodeURIComponent(uniqueOrderId)}`, 303);
    },
  );
};
