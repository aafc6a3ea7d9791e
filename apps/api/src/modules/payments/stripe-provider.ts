import Stripe from 'stripe';
import { createCardDeclinedError, createInvalidSignatureError } from './payments.errors';
import {
  headerValue,
  PROVIDER_TIMEOUT_MS,
  RefundRejectedError,
  type PaymentProvider,
  type PaymentStatus,
  type RefundState,
  type VerifiedPaymentEvent,
} from './payment-provider';
import type { PaymentSettings } from './payment-settings.repository';

export interface StripeStart {
  clientSecret: string;
  amountMinor: number;
  currency: string;
}

/** A PaymentIntent reduced to what a server-side confirm and the redirect return need. */
export interface StripeIntent {
  id: string;
  status: Stripe.PaymentIntent.Status;
  amountMinor: number;
  amountReceivedMinor: number;
  currency: string;
  clientSecret: string | null;
  /** Where the customer authenticates (3-D Secure, a wallet's page): next_action.redirect_to_url. */
  redirectUrl: string | null;
  /** Our unique_order_id, from the metadata set when the intent was created. */
  orderId: string | null;
}

/** Stripe's provider, with the PaymentIntent calls of accept-stripe-payment and the return. */
export interface StripeProvider extends PaymentProvider<StripeStart> {
  retrieveIntent: (intentId: string) => Promise<StripeIntent>;
  /** Throws payments.card_declined when Stripe declines the payment method. */
  confirmIntent: (input: {
    intentId: string;
    paymentMethodId: string;
    returnUrl: string;
  }) => Promise<StripeIntent>;
  captureIntent: (input: { intentId: string; amountMinor: number }) => Promise<StripeIntent>;
}

export function isStripeConfigured(settings: PaymentSettings): boolean {
  return settings.stripe.secretKey !== '' && settings.stripe.publishableKey !== '';
}

/**
 * Stripe through its official SDK: a PaymentIntent per order (automatic payment methods), webhooks
 * verified by `webhooks.constructEvent` over the raw body (signature and timestamp tolerance).
 * `apiBaseUrl` is https://api.stripe.com unless the stripeApiBaseUrl setting points elsewhere.
 */
export function createStripeProvider(
  settings: PaymentSettings['stripe'],
  options: { toleranceSeconds?: number } = {},
): StripeProvider {
  const base = new URL(settings.apiBaseUrl);
  const protocol = base.protocol === 'http:' ? 'http' : 'https';
  // Built on first use: verifying a webhook needs only the webhook secret, not the API key.
  let client: Stripe | undefined;
  const stripe = () =>
    (client ??= new Stripe(settings.secretKey, {
      host: base.hostname,
      port: base.port || (protocol === 'http' ? 80 : 443),
      protocol,
      timeout: PROVIDER_TIMEOUT_MS,
      maxNetworkRetries: 1,
      telemetry: false,
    }));

  return {
    code: 'STRIPE',

    async startPayment({ order, currency }) {
      const intent = await stripe().paymentIntents.create(
        {
          amount: order.payableMinor,
          currency: currency.toLowerCase(),
          metadata: { order_id: order.uniqueOrderId },
          automatic_payment_methods: { enabled: true },
        },
        // A second start of the same order gets the same PaymentIntent back, not a second one.
        { idempotencyKey: `swiftbite-order-${order.uniqueOrderId}-${order.payableMinor}` },
      );
      if (!intent.client_secret) throw new Error(`Stripe: no client_secret on ${intent.id}`);
      return {
        providerRef: intent.id,
        start: {
          clientSecret: intent.client_secret,
          amountMinor: intent.amount,
          currency: intent.currency,
        },
      };
    },

    verifyWebhook({ rawBody, headers }) {
      const signature = headerValue(headers, 'stripe-signature');
      if (!signature || settings.webhookSecret === '') throw createInvalidSignatureError();
      let event: Stripe.Event;
      try {
        event = Stripe.webhooks.constructEvent(
          rawBody,
          signature,
          settings.webhookSecret,
          options.toleranceSeconds,
        );
      } catch (error) {
        throw createInvalidSignatureError({ cause: error });
      }
      return toVerifiedEvent(event);
    },

    async retrieveIntent(intentId) {
      return toStripeIntent(await stripe().paymentIntents.retrieve(intentId));
    },

    async confirmIntent({ intentId, paymentMethodId, returnUrl }) {
      try {
        const intent = await stripe().paymentIntents.confirm(intentId, {
          payment_method: paymentMethodId,
          return_url: returnUrl,
        });
        return toStripeIntent(intent);
      } catch (error) {
        // 402 card_error: declined, wrong CVC, expired... The intent stays open for another try.
        if (error instanceof Stripe.errors.StripeCardError) {
          throw createCardDeclinedError({ cause: error });
        }
        throw error;
      }
    },

    async captureIntent({ intentId, amountMinor }) {
      const intent = await stripe().paymentIntents.capture(
        intentId,
        { amount_to_capture: amountMinor },
        // Two returns racing capture once: the second gets the first one's answer.
        { idempotencyKey: `swiftbite-capture-${intentId}` },
      );
      return toStripeIntent(intent);
    },

    async fetchStatus(providerRef): Promise<PaymentStatus> {
      const intent = await stripe().paymentIntents.retrieve(providerRef);
      if (intent.status === 'succeeded') {
        return {
          outcome: 'succeeded',
          amountMinor: intent.amount_received,
          currency: intent.currency,
        };
      }
      if (intent.status === 'canceled') {
        return { outcome: 'failed', amountMinor: intent.amount, currency: intent.currency };
      }
      // requires_payment_method after a decline still lets the customer try another card.
      return { outcome: 'pending', amountMinor: null, currency: intent.currency };
    },

    async refund({ paymentRef, amountMinor, refundKey, uniqueOrderId }) {
      try {
        const refund = await stripe().refunds.create(
          {
            payment_intent: paymentRef,
            amount: amountMinor,
            reason: 'requested_by_customer',
            metadata: { order_id: uniqueOrderId, refund_key: refundKey },
          },
          // A retry after a timeout gets the same refund back, never a second one.
          { idempotencyKey: refundKey },
        );
        return {
          providerRef: refund.id,
          status: toRefundState(refund.status),
          amountMinor: refund.amount,
        };
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError) {
          throw new RefundRejectedError(
            `Stripe refused the refund: ${error.code ?? error.message}`,
            {
              cause: error,
            },
          );
        }
        throw error;
      }
    },

    async fetchRefund({ refundRef }) {
      const refund = await stripe().refunds.retrieve(refundRef);
      return {
        providerRef: refund.id,
        status: toRefundState(refund.status),
        amountMinor: refund.amount,
      };
    },
  };
}

function toStripeIntent(intent: Stripe.PaymentIntent): StripeIntent {
  return {
    id: intent.id,
    status: intent.status,
    amountMinor: intent.amount,
    amountReceivedMinor: intent.amount_received,
    currency: intent.currency,
    clientSecret: intent.client_secret,
    redirectUrl:
      intent.next_action?.type === 'redirect_to_url'
        ? (intent.next_action.redirect_to_url?.url ?? null)
        : null,
    orderId: intent.metadata?.order_id ?? null,
  };
}

/** pending and requires_action wait; canceled is as final as failed. */
function toRefundState(status: string | null): RefundState {
  if (status === 'succeeded') return 'succeeded';
  if (status === 'failed' || status === 'canceled') return 'failed';
  return 'pending';
}

function toVerifiedEvent(event: Stripe.Event): VerifiedPaymentEvent {
  const base = { eventId: event.id, type: event.type };
  switch (event.type) {
    case 'payment_intent.succeeded': {
      const intent = event.data.object;
      return {
        ...base,
        providerRef: intent.id,
        outcome: 'succeeded',
        amountMinor: intent.amount_received,
        currency: intent.currency,
      };
    }
    // A declined attempt (payment_intent.payment_failed) is not the end: the customer may try
    // another card on the same intent, so it is acknowledged and the order keeps waiting; the
    // reconciler fails orders still unpaid at the deadline. A cancelled intent is final.
    case 'payment_intent.canceled': {
      const intent = event.data.object;
      return {
        ...base,
        providerRef: intent.id,
        outcome: 'failed',
        amountMinor: intent.amount,
        currency: intent.currency,
      };
    }
    default: {
      const ignored = {
        ...base,
        providerRef: null,
        outcome: 'ignored',
        amountMinor: null,
        currency: null,
      } as const;
      // refund.created / refund.updated / refund.failed and charge.refund.updated carry a refund.
      const object = event.data.object as { object?: string };
      if (object.object !== 'refund') return ignored;
      const refund = object as Stripe.Refund;
      return {
        ...ignored,
        refund: {
          providerRef: refund.id,
          status: toRefundState(refund.status),
          amountMinor: refund.amount,
          refundKey: refund.metadata?.refund_key ?? null,
        },
      };
    }
  }
}
