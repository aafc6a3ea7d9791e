import crypto from 'node:crypto';
import { z } from 'zod';
import { createInvalidSignatureError } from './payments.errors';
import {
  headerValue,
  isSameDigest,
  PROVIDER_TIMEOUT_MS,
  RefundRejectedError,
  type PaymentProvider,
  type PaymentStatus,
  type RefundState,
  type VerifiedPaymentEvent,
  type VerifiedRefund,
} from './payment-provider';
import type { PaymentSettings } from './payment-settings.repository';

type PaymongoSettings = PaymentSettings['paymongo'];

export interface PaymongoStart {
  /** The Checkout Session's hosted page: the browser is sent there. */
  checkoutUrl: string;
}

/** PayMongo settles in Philippine pesos only; amounts are centavos, as ours are. */
export const PAYMONGO_CURRENCY = 'PHP';

/**
 * The methods each Checkout Session offers: the ones every PayMongo account has (others, such as
 * GrabPay or online banking, must be enabled for the account first, or the session is refused).
 */
export const PAYMONGO_PAYMENT_METHODS = ['card', 'gcash', 'paymaya'] as const;

export const PAYMONGO_WEBHOOK_PATH = '/public/api/paymongo/webhook';

/** How old a signed notification may be (Stripe's default too); an older one is a replay. */
export const PAYMONGO_SIGNATURE_TOLERANCE_SECONDS = 300;

/** Its keys are entered: it can verify, reconcile and refund (whatever the currency is now). */
export function isPaymongoConfigured(settings: PaymentSettings): boolean {
  return settings.paymongo.publicKey !== '' && settings.paymongo.secretKey !== '';
}

/** Offered at checkout: configured, and the store charges in pesos. */
export function isPaymongoOffered(settings: PaymentSettings): boolean {
  return isPaymongoConfigured(settings) && settings.currencyCode === PAYMONGO_CURRENCY;
}

/** te / li of Paymongo-Signature: hex HMAC-SHA256 of `<t>.<raw body>` with the webhook secret. */
export function signPaymongoWebhook({
  webhookSecret,
  timestamp,
  rawBody,
}: {
  webhookSecret: string;
  timestamp: string;
  rawBody: Buffer | string;
}): string {
  return crypto
    .createHmac('sha256', webhookSecret)
    .update(`${timestamp}.`)
    .update(rawBody)
    .digest('hex');
}

const refundSchema = z.object({
  id: z.string(),
  attributes: z.object({
    amount: z.number().int(),
    status: z.string(),
    payment_id: z.string().nullish(),
    metadata: z.record(z.string(), z.unknown()).nullish(),
    updated_at: z.number().nullish(),
  }),
});
type PaymongoRefund = z.infer<typeof refundSchema>;

const paymentSchema = z.object({
  id: z.string(),
  attributes: z.object({
    amount: z.number().int(),
    currency: z.string(),
    status: z.string(),
    // Refunds of the payment, when PayMongo lists them with it.
    refunds: z.array(z.unknown()).nullish(),
  }),
});

const sessionSchema = z.object({
  id: z.string(),
  attributes: z.object({
    checkout_url: z.string().nullish(),
    status: z.string().nullish(),
    reference_number: z.string().nullish(),
    payments: z.array(paymentSchema).nullish(),
    payment_intent: z
      .object({
        id: z.string(),
        attributes: z.object({
          amount: z.number().int(),
          currency: z.string(),
          status: z.string(),
        }),
      })
      .nullish(),
  }),
});
type PaymongoSession = z.infer<typeof sessionSchema>;

const eventSchema = z.object({
  data: z.object({
    id: z.string().min(1).max(100),
    attributes: z.object({
      type: z.string(),
      livemode: z.boolean().optional(),
      data: z.unknown(),
    }),
  }),
});

/** A call PayMongo answered with an error status. */
class PaymongoApiError extends Error {
  override name = 'PaymongoApiError';
  constructor(
    readonly status: number,
    body: string,
  ) {
    super(`PayMongo answered ${status}: ${body.slice(0, 300)}`);
  }
}

/** A payment that went through: paid (refunds later change it to refunded). */
const isCollected = (status: string) => ['paid', 'refunded', 'partially_refunded'].includes(status);

/**
 * Where a Checkout Session stands: paid once it holds a paid payment (or its payment intent has
 * succeeded), failed once it has expired unpaid; a declined try leaves it open for another.
 */
export function sessionStatus(session: PaymongoSession): PaymentStatus {
  const paid = session.attributes.payments?.find((payment) =>
    isCollected(payment.attributes.status),
  );
  if (paid) {
    return {
      outcome: 'succeeded',
      amountMinor: paid.attributes.amount,
      currency: paid.attributes.currency,
    };
  }
  const intent = session.attributes.payment_intent?.attributes;
  if (intent?.status === 'succeeded') {
    return { outcome: 'succeeded', amountMinor: intent.amount, currency: intent.currency };
  }
  if (session.attributes.status === 'expired') {
    return { outcome: 'failed', amountMinor: null, currency: null };
  }
  return { outcome: 'pending', amountMinor: null, currency: null };
}

function refundStateOf(status: string): RefundState {
  if (status === 'succeeded') return 'succeeded';
  if (status === 'failed') return 'failed';
  return 'pending';
}

function refundKeyOf(refund: PaymongoRefund): string | null {
  const key = refund.attributes.metadata?.refund_key;
  return typeof key === 'string' ? key : null;
}

function toRefund(refund: PaymongoRefund): Omit<VerifiedRefund, 'refundKey'> {
  return {
    providerRef: refund.id,
    status: refundStateOf(refund.attributes.status),
    amountMinor: refund.attributes.amount,
  };
}

/** A payment's refunds that carry our refund key, last updated last. */
function ourRefundsOf(refunds: readonly unknown[] | null | undefined): PaymongoRefund[] {
  return (refunds ?? [])
    .map((item) => refundSchema.safeParse(item))
    .flatMap((parsed) => (parsed.success && refundKeyOf(parsed.data) ? [parsed.data] : []))
    .sort((a, b) => (a.attributes.updated_at ?? 0) - (b.attributes.updated_at ?? 0));
}

/**
 * PayMongo's Checkout API over HTTP (no maintained Node SDK has Checkout Sessions): basic auth
 * with the secret key; `apiBaseUrl` is https://api.paymongo.com unless paymongoApiBaseUrl says
 * otherwise. The attempt's reference is the Checkout Session id (cs_…).
 */
export function createPaymongoProvider(settings: PaymongoSettings): PaymentProvider<PaymongoStart> {
  const authorization = `Basic ${Buffer.from(`${settings.secretKey}:`).toString('base64')}`;
  const isLive = settings.secretKey.startsWith('sk_live_');

  const api = async <T extends z.ZodType>(
    path: string,
    schema: T,
    body?: unknown,
  ): Promise<z.infer<T>> => {
    const response = await fetch(`${settings.apiBaseUrl.replace(/\/+$/, '')}${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: {
        authorization,
        accept: 'application/json',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
    });
    const text = await response.text();
    if (!response.ok) throw new PaymongoApiError(response.status, text);
    const { data } = z.object({ data: z.unknown() }).parse(JSON.parse(text));
    return schema.parse(data) as z.infer<T>;
  };

  const retrieveSession = (id: string) =>
    api(`/v1/checkout_sessions/${encodeURIComponent(id)}`, sessionSchema);

  return {
    code: 'PAYMONGO',

    async startPayment({ order, currency, returnUrl }) {
      if (currency !== PAYMONGO_CURRENCY) {
        throw new Error(`PayMongo charges in ${PAYMONGO_CURRENCY} only, not ${currency}`);
      }
      const session = await api('/v1/checkout_sessions', sessionSchema, {
        data: {
          attributes: {
            line_items: [
              {
                amount: order.payableMinor,
                currency: PAYMONGO_CURRENCY,
                name: `Order ${order.uniqueOrderId}`,
                quantity: 1,
              },
            ],
            payment_method_types: [...PAYMONGO_PAYMENT_METHODS],
            // The customer comes back to our status-checked return whether paid or not.
            success_url: returnUrl,
            cancel_url: returnUrl,
            reference_number: order.uniqueOrderId,
            description: `Order ${order.uniqueOrderId}`,
            send_email_receipt: false,
            show_line_items: true,
          },
        },
      });
      const url = session.attributes.checkout_url;
      if (!url) throw new Error('PayMongo answered no checkout_url');
      return { providerRef: session.id, start: { checkoutUrl: url } };
    },

    verifyWebhook({ rawBody, headers }): VerifiedPaymentEvent {
      const parts = new Map(
        (headerValue(headers, 'paymongo-signature') ?? '').split(',').map((part) => {
          const [key = '', ...value] = part.trim().split('=');
          return [key, value.join('=')] as const;
        }),
      );
      const timestamp = parts.get('t') ?? '';
      // The live signature for live keys, the test one otherwise (PayMongo fills only one).
      const received = parts.get(isLive ? 'li' : 'te') ?? '';
      const age = Math.abs(Date.now() / 1000 - Number(timestamp));
      if (
        settings.webhookSecret === '' ||
        !/^\d{1,12}$/.test(timestamp) ||
        received === '' ||
        !(age <= PAYMONGO_SIGNATURE_TOLERANCE_SECONDS) ||
        !isSameDigest(
          signPaymongoWebhook({ webhookSecret: settings.webhookSecret, timestamp, rawBody }),
          received,
        )
      ) {
        throw createInvalidSignatureError();
      }
      let event: z.infer<typeof eventSchema>;
      try {
        event = eventSchema.parse(JSON.parse(rawBody.toString('utf8')));
      } catch (error) {
        throw createInvalidSignatureError({
          message: 'The notification body is not valid.',
          cause: error,
        });
      }
      return toVerifiedEvent(event);
    },

    async fetchStatus(sessionId) {
      return sessionStatus(await retrieveSession(sessionId));
    },

    async refund({ paymentRef, amountMinor, refundKey, uniqueOrderId }) {
      try {
        const session = await retrieveSession(paymentRef);
        const payment = session.attributes.payments?.find((item) =>
          isCollected(item.attributes.status),
        );
        if (!payment) {
          throw new RefundRejectedError(`PayMongo session ${paymentRef}: no paid payment`);
        }
        // PayMongo takes no idempotency key: a retry first looks for the refund the last call made.
        const earlier = ourRefundsOf(payment.attributes.refunds).find(
          (refund) => refundKeyOf(refund) === refundKey,
        );
        const refund =
          earlier ??
          (await api('/v1/refunds', refundSchema, {
            data: {
              attributes: {
                amount: amountMinor,
                payment_id: payment.id,
                reason: 'requested_by_customer',
                notes: `Order ${uniqueOrderId}`,
                metadata: { refund_key: refundKey, order_id: uniqueOrderId },
              },
            },
          }));
        return toRefund(refund);
      } catch (error) {
        // 400 / 404 / 422: refunded already, more than was paid, no such payment; final.
        if (error instanceof PaymongoApiError && [400, 404, 422].includes(error.status)) {
          throw new RefundRejectedError(error.message);
        }
        throw error;
      }
    },

    async fetchRefund({ refundRef }) {
      return toRefund(await api(`/v1/refunds/${encodeURIComponent(refundRef)}`, refundSchema));
    },
  };
}

/**
 * A verified event as settling needs it: checkout_session.payment.paid names our attempt (the
 * session) and its paid payment; payment.refunded / payment.refund.updated carry the payment with
 * its refunds, ours found by refund_key. payment.paid and payment.failed name no session, so they
 * are recorded and ignored: the session event (or the return, or the reconciler) settles it, and a
 * declined try leaves the session open for another.
 */
function toVerifiedEvent(event: z.infer<typeof eventSchema>): VerifiedPaymentEvent {
  const { type, data } = event.data.attributes;
  const base = { eventId: event.data.id, type };
  const ignored = { ...base, providerRef: null, outcome: 'ignored' as const };
  if (type === 'checkout_session.payment.paid') {
    const session = sessionSchema.safeParse(data);
    if (!session.success) return { ...ignored, amountMinor: null, currency: null };
    const status = sessionStatus(session.data);
    return {
      ...base,
      providerRef: session.data.id,
      outcome: status.outcome === 'succeeded' ? 'succeeded' : 'ignored',
      amountMinor: status.amountMinor,
      currency: status.currency,
    };
  }
  if (type === 'payment.refunded' || type === 'payment.refund.updated') {
    const refund = refundSchema.safeParse(data);
    const payment = paymentSchema.safeParse(data);
    const ours =
      refund.success && refund.data.id.startsWith('ref_')
        ? refund.data
        : payment.success
          ? ourRefundsOf(payment.data.attributes.refunds).at(-1)
          : undefined;
    if (ours) {
      return {
        ...ignored,
        amountMinor: null,
        currency: null,
        refund: { ...toRefund(ours), refundKey: refundKeyOf(ours) },
      };
    }
  }
  return { ...ignored, amountMinor: null, currency: null };
}
