import crypto from 'node:crypto';
import { z } from 'zod';
import { createInvalidSignatureError } from './payments.errors';
import {
  headerValue,
  isSameDigest,
  PROVIDER_TIMEOUT_MS,
  RefundRejectedError,
  type PaymentProvider,
  type RefundState,
  type VerifiedPaymentEvent,
  type VerifiedRefund,
} from './payment-provider';
import type { PaymentSettings } from './payment-settings.repository';

export interface RazorpayStart {
  razorpayOrderId: string;
  keyId: string;
  amountMinor: number;
  currency: string;
}

export function isRazorpayConfigured(settings: PaymentSettings): boolean {
  return settings.razorpay.keyId !== '' && settings.razorpay.keySecret !== '';
}

const hmacHex = (secret: string, data: string | Buffer) =>
  crypto.createHmac('sha256', secret).update(data).digest('hex');

/** Checkout's handler signature: HMAC-SHA256 of `order_id|payment_id` with the key secret. */
export function signRazorpayCheckout({
  keySecret,
  razorpayOrderId,
  razorpayPaymentId,
}: {
  keySecret: string;
  razorpayOrderId: string;
  razorpayPaymentId: string;
}): string {
  return hmacHex(keySecret, `${razorpayOrderId}|${razorpayPaymentId}`);
}

/** X-Razorpay-Signature: HMAC-SHA256 of the raw webhook body with the webhook secret. */
export function signRazorpayWebhook({
  webhookSecret,
  rawBody,
}: {
  webhookSecret: string;
  rawBody: Buffer | string;
}) {
  return hmacHex(webhookSecret, rawBody);
}

export function isRazorpayCheckoutSignatureValid(input: {
  keySecret: string;
  razorpayOrderId: string;
  razorpayPaymentId: string;
  signature: string;
}): boolean {
  if (input.keySecret === '') return false;
  return isSameDigest(signRazorpayCheckout(input), input.signature);
}

const orderSchema = z.object({
  id: z.string(),
  amount: z.number().int(),
  amount_paid: z.number().int().optional(),
  currency: z.string(),
  status: z.string(),
});

const refundSchema = z.object({
  id: z.string(),
  amount: z.number().int(),
  payment_id: z.string(),
  status: z.string(),
  notes: z.union([z.record(z.string(), z.unknown()), z.array(z.unknown())]).nullish(),
});
const collectionOf = <T extends z.ZodType>(schema: T) => z.object({ items: z.array(schema) });
const paymentSchema = z.object({ id: z.string(), status: z.string() });

const entity = <T extends z.ZodType>(schema: T) => z.object({ entity: schema }).optional();
const webhookSchema = z.object({
  event: z.string(),
  payload: z
    .object({
      payment: entity(
        z.object({
          id: z.string(),
          order_id: z.string().nullish(),
          amount: z.number().int(),
          currency: z.string(),
          status: z.string(),
        }),
      ),
      order: entity(orderSchema),
      refund: entity(refundSchema),
    })
    .default({}),
});

/**
 * Razorpay over its REST API (fetch, basic auth with the key id and secret) and its public
 * signature scheme; `apiBaseUrl` is https://api.razorpay.com unless razorpayApiBaseUrl says otherwise.
 */
export function createRazorpayProvider(
  settings: PaymentSettings['razorpay'],
): PaymentProvider<RazorpayStart> {
  const authorization = `Basic ${Buffer.from(`${settings.keyId}:${settings.keySecret}`).toString('base64')}`;
  const api = async <T extends z.ZodType>(
    path: string,
    init: { method: 'GET' | 'POST'; body?: unknown },
    schema: T,
  ): Promise<z.infer<T>> => {
    const response = await fetch(`${settings.apiBaseUrl.replace(/\/+$/, '')}${path}`, {
      method: init.method,
      headers: { authorization, 'content-type': 'application/json' },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
    });
    const text = await response.text();
    if (!response.ok) {
      const message = `Razorpay answered ${response.status}: ${text.slice(0, 300)}`;
      // 400 BAD_REQUEST_ERROR is final (fully refunded already, not captured); 5xx may pass.
      if (response.status === 400) throw new RefundRejectedError(message);
      throw new Error(message);
    }
    return schema.parse(JSON.parse(text)) as z.infer<T>;
  };
  /** The captured payment behind a Razorpay order: refunds are made on payments, not orders. */
  const capturedPaymentOf = async (razorpayOrderId: string) => {
    const { items } = await api(
      `/v1/orders/${encodeURIComponent(razorpayOrderId)}/payments`,
      { method: 'GET' },
      collectionOf(paymentSchema),
    );
    const payment = items.find((item) => item.status === 'captured' || item.status === 'refunded');
    if (!payment)
      throw new RefundRejectedError(`Razorpay order ${razorpayOrderId}: no captured payment`);
    return payment.id;
  };

  return {
    code: 'RAZORPAY',

    async startPayment({ order, currency }) {
      const created = await api(
        '/v1/orders',
        {
          method: 'POST',
          body: {
            amount: order.payableMinor,
            currency,
            receipt: order.uniqueOrderId.slice(0, 40),
            notes: { order_id: order.uniqueOrderId },
          },
        },
        orderSchema,
      );
      return {
        providerRef: created.id,
        start: {
          razorpayOrderId: created.id,
          keyId: settings.keyId,
          amountMinor: created.amount,
          currency: created.currency,
        },
      };
    },

    verifyWebhook({ rawBody, headers }) {
      const signature = headerValue(headers, 'x-razorpay-signature');
      if (
        !signature ||
        settings.webhookSecret === '' ||
        !isSameDigest(
          signRazorpayWebhook({ webhookSecret: settings.webhookSecret, rawBody }),
          signature,
        )
      ) {
        throw createInvalidSignatureError();
      }
      let parsed: z.infer<typeof webhookSchema>;
      try {
        parsed = webhookSchema.parse(JSON.parse(rawBody.toString('utf8')));
      } catch (error) {
        throw createInvalidSignatureError({
          message: 'The notification body is not valid.',
          cause: error,
        });
      }
      // Razorpay names every delivery; retries of one event carry the same id.
      const eventId =
        headerValue(headers, 'x-razorpay-event-id') ??
        `body-${crypto.createHash('sha256').update(rawBody).digest('hex')}`;
      return toVerifiedEvent(eventId, parsed);
    },

    async fetchStatus(providerRef) {
      const order = await api(
        `/v1/orders/${encodeURIComponent(providerRef)}`,
        { method: 'GET' },
        orderSchema,
      );
      if (order.status === 'paid') {
        return {
          outcome: 'succeeded',
          amountMinor: order.amount_paid ?? order.amount,
          currency: order.currency,
        };
      }
      // A Razorpay order never fails by itself: the customer may retry until the deadline.
      return { outcome: 'pending', amountMinor: null, currency: order.currency };
    },

    async refund({ paymentRef, amountMinor, refundKey, uniqueOrderId }) {
      const paymentId = await capturedPaymentOf(paymentRef);
      const path = `/v1/payments/${encodeURIComponent(paymentId)}/refund`;
      // Razorpay takes no idempotency key: a retry first looks for the refund the last call made.
      const { items } = await api(`${path}s`, { method: 'GET' }, collectionOf(refundSchema));
      const earlier = items.find((item) => refundKeyOf(item) === refundKey);
      const refund =
        earlier ??
        (await api(
          path,
          {
            method: 'POST',
            body: {
              amount: amountMinor,
              speed: 'normal',
              receipt: refundKey.slice(0, 40),
              notes: { order_id: uniqueOrderId, refund_key: refundKey },
            },
          },
          refundSchema,
        ));
      return toRefund(refund);
    },

    async fetchRefund({ refundRef }) {
      const refund = await api(
        `/v1/refunds/${encodeURIComponent(refundRef)}`,
        { method: 'GET' },
        refundSchema,
      );
      return toRefund(refund);
    },
  };
}

function refundKeyOf(refund: z.infer<typeof refundSchema>): string | null {
  const notes = refund.notes;
  if (!notes || Array.isArray(notes)) return null;
  return typeof notes.refund_key === 'string' ? notes.refund_key : null;
}

/** processed is final; failed is final; created and pending wait for refund.processed. */
function toRefundState(status: string): RefundState {
  if (status === 'processed') return 'succeeded';
  if (status === 'failed') return 'failed';
  return 'pending';
}

function toRefund(refund: z.infer<typeof refundSchema>): Omit<VerifiedRefund, 'refundKey'> {
  return {
    providerRef: refund.id,
    status: toRefundState(refund.status),
    amountMinor: refund.amount,
  };
}

function toVerifiedEvent(
  eventId: string,
  body: z.infer<typeof webhookSchema>,
): VerifiedPaymentEvent {
  const payment = body.payload.payment?.entity;
  const order = body.payload.order?.entity;
  const refund = body.payload.refund?.entity;
  const base = { eventId, type: body.event };
  if (body.event.startsWith('refund.') && refund) {
    return {
      ...base,
      providerRef: null,
      outcome: 'ignored',
      amountMinor: null,
      currency: null,
      refund: { ...toRefund(refund), refundKey: refundKeyOf(refund) },
    };
  }
  if (body.event === 'order.paid' && order) {
    return {
      ...base,
      providerRef: order.id,
      outcome: 'succeeded',
      amountMinor: order.amount_paid ?? order.amount,
      currency: order.currency,
    };
  }
  if (body.event === 'payment.captured' && payment?.order_id) {
    return {
      ...base,
      providerRef: payment.order_id,
      outcome: 'succeeded',
      amountMinor: payment.amount,
      currency: payment.currency,
    };
  }
  // payment.failed is one declined attempt: Checkout lets the customer retry on the same
  // Razorpay order, so it changes nothing; the reconciler fails orders unpaid at the deadline.
  return { ...base, providerRef: null, outcome: 'ignored', amountMinor: null, currency: null };
}
