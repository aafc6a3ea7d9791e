import crypto from 'node:crypto';
import { z } from 'zod';
import { createInvalidSignatureError } from './payments.errors';
import {
  headerValue,
  isSameDigest,
  PROVIDER_TIMEOUT_MS,
  type PaymentProvider,
  type VerifiedPaymentEvent,
} from './payment-provider';
import type { PaymentSettings } from './payment-settings';

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
  const api = async (path: string, init: { method: 'GET' | 'POST'; body?: unknown }) => {
    const response = await fetch(`${settings.apiBaseUrl.replace(/\/+$/, '')}${path}`, {
      method: init.method,
      headers: { authorization, 'content-type': 'application/json' },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
    });
    const text = await response.text();
    if (!response.ok) {
      throw new Error(`Razorpay answered ${response.status}: ${text.slice(0, 300)}`);
    }
    return orderSchema.parse(JSON.parse(text));
  };

  return {
    code: 'RAZORPAY',

    async startPayment({ order, currency }) {
      const created = await api('/v1/orders', {
        method: 'POST',
        body: {
          amount: order.payableMinor,
          currency,
          receipt: order.uniqueOrderId.slice(0, 40),
          notes: { order_id: order.uniqueOrderId },
        },
      });
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
      const order = await api(`/v1/orders/${encodeURIComponent(providerRef)}`, { method: 'GET' });
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
  };
}

function toVerifiedEvent(
  eventId: string,
  body: z.infer<typeof webhookSchema>,
): VerifiedPaymentEvent {
  const payment = body.payload.payment?.entity;
  const order = body.payload.order?.entity;
  const base = { eventId, type: body.event };
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
