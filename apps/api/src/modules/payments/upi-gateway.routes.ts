import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { successSchema } from '@app/shared/common/api.schemas';
import {
  startPaymentRequestSchema,
  upiGatewayStartResponseSchema,
} from '@app/shared/payments/payments.schemas';
import type { Database } from '../../db/client';
import { requireUser } from '../../plugins/auth';
import { createOrderNotFoundError } from '../orders/orders.errors';
import {
  handleUpiGatewayReturn,
  handleUpiGatewayWebhook,
  startUpiGatewayPayment,
  UPI_GATEWAY_RETURN_PATH,
} from './upi-gateway-payments.usecases';

export const UPI_GATEWAY_WEBHOOK_PATH = '/public/api/upi-gateway/webhook';

/** Our client_txn_ids are "SB" + 8 digits + 12 hex; anything else names no order of ours. */
const clientTxnIdSchema = z.string().regex(/^[A-Za-z0-9_-]{1,50}$/);
const field = (max: number) => z.string().max(max).optional();
const numberOrText = z.union([z.string().max(30), z.number()]).optional();

/**
 * UPIGateway's webhook form: the documented fields, every one a claim to be checked against
 * check_order_status. Fields it may add later are accepted (strings only) and never read: a
 * refused notification would leave a paid order to the reconciler.
 */
const upiGatewayWebhookSchema = z
  .object({
    client_txn_id: clientTxnIdSchema,
    status: z.string().trim().min(1).max(20),
    amount: numberOrText,
    id: numberOrText,
    upi_txn_id: field(60),
    customer_vpa: field(100),
    customer_name: field(200),
    customer_email: field(200),
    customer_mobile: field(20),
    p_info: field(200),
    remark: field(500),
    udf1: field(200),
    udf2: field(200),
    udf3: field(200),
    redirect_url: field(1000),
    txnAt: field(40),
    createdAt: field(40),
  })
  .catchall(z.string().max(500));

/** UPIGateway's create-order, the browser's return and the (unsigned) webhook. */
export const upiGatewayRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.post(
    '/public/api/upi-gateway/create-order',
    {
      schema: {
        tags: ['payments'],
        summary: 'A UPIGateway order (UPI QR and app payment page) for an order awaiting payment',
        body: startPaymentRequestSchema,
        response: { 200: upiGatewayStartResponseSchema },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      return {
        success: true as const,
        data: await startUpiGatewayPayment({
          db,
          userId: user.id,
          uniqueOrderId: request.body.order_id,
          origin: `${request.protocol}://${request.host}`,
        }),
      };
    },
  );

  app.get(
    UPI_GATEWAY_RETURN_PATH,
    {
      schema: {
        tags: ['payments'],
        summary:
          'UPIGateway return: asks check_order_status, settles, redirects to /running-order/{id} (404 for an order never started)',
        querystring: z.object({ client_txn_id: clientTxnIdSchema, txn_id: field(40) }),
      },
    },
    async (request, reply) => {
      const uniqueOrderId = await handleUpiGatewayReturn({
        db,
        log: request.log,
        clientTxnId: request.query.client_txn_id,
      });
      if (!uniqueOrderId) throw createOrderNotFoundError();
      return reply.redirect(`/running-order/${encodeURIComponent(uniqueOrderId)}`, 303);
    },
  );

  // UPIGateway posts its webhook as a form; JSON is read too.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 64 * 1024 },
    (_request, body, done) => {
      const text = typeof body === 'string' ? body : body.toString('utf8');
      done(null, Object.fromEntries(new URLSearchParams(text)));
    },
  );
  app.post(
    UPI_GATEWAY_WEBHOOK_PATH,
    {
      schema: {
        tags: ['payments'],
        summary:
          'UPIGateway webhook (unsigned): confirmed with check_order_status, refused when it differs; settled once per order and status',
        body: upiGatewayWebhookSchema,
        response: {
          200: successSchema(z.object({ received: z.literal(true), result: z.string() })),
        },
      },
    },
    async (request) => {
      const { client_txn_id, status, amount, upi_txn_id, id } = request.body;
      const { result } = await handleUpiGatewayWebhook({
        db,
        log: request.log,
        claim: { client_txn_id, status, amount, upi_txn_id, id },
      });
      return { success: true as const, data: { received: true as const, result } };
    },
  );
};
