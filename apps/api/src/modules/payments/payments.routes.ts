import { runPeriodically } from '../../lib/periodic-job';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { emptyRequestSchema, successSchema } from '@app/shared/common/api.schemas';
import { getPaymentGatewaysResponseSchema } from '@app/shared/orders/orders.schemas';
import {
  paymentStateResponseSchema,
  payuFormResponseSchema,
  razorpayOrderResponseSchema,
  razorpayProcessRequestSchema,
  startPaymentRequestSchema,
  stripePaymentIntentResponseSchema,
  verifyPayuRequestSchema,
} from '@app/shared/payments/payments.schemas';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { requireUser } from '../../plugins/auth';
import { listPaymentGateways } from './payment-providers.usecases';
import { readPaymentSettings } from './payment-settings.repository';
import {
  getPayuPaymentState,
  handlePayuReturn,
  payuVerifyPath,
  handleWebhook,
  processRazorpayCheckout,
  startPayuPayment,
  startRazorpayPayment,
  startStripePayment,
} from './payments.usecases';
import { khaltiRoutes } from './khalti.routes';
import { mercadoPagoRoutes } from './mercadopago.routes';
import { paymongoRoutes } from './paymongo.routes';
import { paytmRoutes } from './paytm.routes';
import { phonepeRoutes } from './phonepe.routes';
import { upiGatewayRoutes } from './upi-gateway.routes';
import { reconcileAwaitingPayments } from './reconcile-payments';
import { stripeRoutes } from './stripe.routes';
import { processDueRefunds } from './refunds.usecases';

const webhookResponseSchema = successSchema(
  z.object({ received: z.literal(true), result: z.string() }),
);

export const PAYU_RETURN_PATH = '/public/api/payu/return';

export const paymentsRoutes: FastifyPluginAsyncZod<{
  db: Database;
  config: Pick<Config, 'NODE_ENV' | 'PAYMENT_RECONCILE_INTERVAL_MS' | 'PAYMENT_RECONCILE_AFTER_MS'>;
  /** How often the reconciler (and the refund worker) runs; 0 turns it off (the default under NODE_ENV=test). */
  reconcileIntervalMs?: number;
}> = async (app, { db, config, reconcileIntervalMs }) => {
  app.post(
    '/public/api/get-payment-gateways',
    {
      schema: {
        tags: ['payments'],
        summary: 'The ways to pay: cash, wallet and each configured provider with its public key',
        body: emptyRequestSchema,
        response: { 200: getPaymentGatewaysResponseSchema },
      },
    },
    async () => ({
      success: true as const,
      data: listPaymentGateways(await readPaymentSettings(db)),
    }),
  );

  app.post(
    '/public/api/stripe/create-payment-intent',
    {
      schema: {
        tags: ['payments'],
        summary: 'A Stripe PaymentIntent for an order awaiting payment (owner only)',
        body: startPaymentRequestSchema,
        response: { 200: stripePaymentIntentResponseSchema },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      return {
        success: true as const,
        data: await startStripePayment({
          db,
          userId: user.id,
          uniqueOrderId: request.body.order_id,
        }),
      };
    },
  );

  app.post(
    '/public/api/razorpay/create-order',
    {
      schema: {
        tags: ['payments'],
        summary: 'A Razorpay order for an order awaiting payment (owner only)',
        body: startPaymentRequestSchema,
        response: { 200: razorpayOrderResponseSchema },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      return {
        success: true as const,
        data: await startRazorpayPayment({
          db,
          userId: user.id,
          uniqueOrderId: request.body.order_id,
        }),
      };
    },
  );

  app.post(
    '/public/api/razorpay/process',
    {
      schema: {
        tags: ['payments'],
        summary: 'Razorpay checkout result: verifies its signature, then settles the order',
        body: razorpayProcessRequestSchema,
        response: { 200: paymentStateResponseSchema },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      return {
        success: true as const,
        data: await processRazorpayCheckout({
          db,
          log: request.log,
          userId: user.id,
          uniqueOrderId: request.body.order_id,
          razorpayOrderId: request.body.razorpay_order_id,
          razorpayPaymentId: request.body.razorpay_payment_id,
          signature: request.body.razorpay_signature,
        }),
      };
    },
  );

  app.post(
    '/public/api/payu/create-order',
    {
      schema: {
        tags: ['payments'],
        summary: 'The hashed PayU form (action and fields) for an order awaiting payment',
        body: startPaymentRequestSchema,
        response: { 200: payuFormResponseSchema },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      return {
        success: true as const,
        data: await startPayuPayment({
          db,
          userId: user.id,
          uniqueOrderId: request.body.order_id,
          returnUrl: `${request.protocol}://${request.host}${PAYU_RETURN_PATH}`,
        }),
      };
    },
  );

  app.post(
    '/public/api/verify-payu-money',
    {
      schema: {
        tags: ['payments'],
        summary: 'Where the payment of a PayU transaction stands (owner only)',
        body: verifyPayuRequestSchema,
        response: { 200: paymentStateResponseSchema },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      return {
        success: true as const,
        data: await getPayuPaymentState({
          db,
          userId: user.id,
          transactionId: request.body.transaction_id,
        }),
      };
    },
  );

  // Provider calls carry no token: the signature over the raw body is the authentication, so
  // this context keeps JSON bodies as bytes (the app's JSON parser elsewhere is untouched).
  await app.register(async (instance) => {
    const webhooks = instance.withTypeProvider<ZodTypeProvider>();
    webhooks.removeContentTypeParser('application/json');
    webhooks.addContentTypeParser(
      'application/json',
      { parseAs: 'buffer' },
      (_request, body, done) => done(null, body),
    );
    const names = { STRIPE: 'Stripe', RAZORPAY: 'Razorpay', PHONEPE: 'PhonePe' } as const;
    for (const provider of ['STRIPE', 'RAZORPAY', 'PHONEPE'] as const) {
      webhooks.post(
        `/public/api/${provider.toLowerCase()}/webhook`,
        {
          schema: {
            tags: ['payments'],
            summary: `${names[provider]} webhook (signature-checked raw body)`,
            response: { 200: webhookResponseSchema },
          },
        },
        async (request) => {
          const { result } = await handleWebhook({
            db,
            log: request.log,
            provider,
            rawBody: request.body,
            headers: request.headers,
          });
          return { success: true as const, data: { received: true as const, result } };
        },
      );
    }
  });

  await app.register(phonepeRoutes, { db });
  await app.register(mercadoPagoRoutes, { db });
  await app.register(khaltiRoutes, { db });
  await app.register(paymongoRoutes, { db });
  await app.register(upiGatewayRoutes, { db });
  await app.register(paytmRoutes, { db });
  await app.register(stripeRoutes, { db });

  // PayU posts the customer's browser back here as a form (surl and furl).
  await app.register(async (instance) => {
    const payuReturn = instance.withTypeProvider<ZodTypeProvider>();
    payuReturn.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_request, body, done) => {
        const text = typeof body === 'string' ? body : body.toString('utf8');
        done(null, Object.fromEntries(new URLSearchParams(text)));
      },
    );
    payuReturn.post(
      PAYU_RETURN_PATH,
      {
        schema: {
          tags: ['payments'],
          summary:
            'PayU return (form post, reverse hash checked); redirects to /payu-verify/{txnid} (/grocery-payu-verify/ for grocery orders)',
          body: z.record(z.string(), z.string()),
        },
      },
      async (request, reply) => {
        const { txnid, kind } = await handlePayuReturn({
          db,
          log: request.log,
          fields: request.body,
        });
        return reply.redirect(payuVerifyPath(txnid, kind), 303);
      },
    );
  });

  // Lost notifications: orders left awaiting payment, refunds left pending or unsent.
  runPeriodically(app, {
    db,
    name: 'reconciler',
    intervalMs:
      reconcileIntervalMs ??
      (config.NODE_ENV === 'test' ? 0 : config.PAYMENT_RECONCILE_INTERVAL_MS),
    job: () =>
      reconcileAwaitingPayments({
        db,
        log: app.log,
        olderThanMinutes: config.PAYMENT_RECONCILE_AFTER_MS / 60_000,
      }).then(() => processDueRefunds({ db, log: app.log })),
  });
};
