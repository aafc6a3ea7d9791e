import crypto from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import {
  MercadoPagoConfig,
  MercadoPagoError,
  Payment,
  PaymentRefund,
  Preference,
  WebhookSignatureValidator,
} from 'mercadopago';
// The SDK keeps its API address in one static field (no per-client option): set from the
// database-only mercadoPagoApiBaseUrl before each call, so a compatible test server can stand in.
import { AppConfig } from 'mercadopago/dist/utils/config';
import { createInvalidSignatureError } from './payments.errors';
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

type MercadoPagoSettings = PaymentSettings['mercadoPago'];

export interface MercadoPagoStart {
  /** Checkout Pro's page (init_point): the browser is sent there. */
  redirectUrl: string;
}

export function isMercadoPagoConfigured(settings: PaymentSettings): boolean {
  return settings.mercadoPago.publicKey !== '' && settings.mercadoPago.accessToken !== '';
}

export const MERCADOPAGO_WEBHOOK_PATH = '/public/api/mercado-pago/webhook';

/** 123.45 (Mercado Pago's major units) → 12345. */
const toMinor = (amount: number | undefined) =>
  typeof amount === 'number' && Number.isFinite(amount) ? Math.round(amount * 100) : null;

/** approved → succeeded; rejected / cancelled → failed; the rest (pending, in_process…) pending. */
function outcomeOf(status: string | undefined): PaymentStatus['outcome'] {
  if (status === 'approved') return 'succeeded';
  if (status === 'rejected' || status === 'cancelled') return 'failed';
  return 'pending';
}

function refundStateOf(status: string | undefined): RefundState {
  if (status === 'approved') return 'succeeded';
  if (status === 'rejected' || status === 'cancelled') return 'failed';
  return 'pending';
}

/**
 * Mercado Pago Checkout Pro through its official SDK: a preference whose external_reference is our
 * attempt id; notifications are signed (x-signature over id, request id and ts) but carry only the
 * payment id, so the payment itself is read from GET /v1/payments/{id}. Refunds through
 * POST /v1/payments/{id}/refunds.
 */
export function createMercadoPagoProvider(
  settings: MercadoPagoSettings,
): PaymentProvider<MercadoPagoStart> & {
  /** The payment a verified notification names, as an event to settle. */
  paymentEvent: (paymentId: string) => Promise<VerifiedPaymentEvent>;
  verifyNotification: typeof verifyNotification;
} {
  /**
   * Checks x-signature (HMAC-SHA256 of `id:<data.id>;request-id:<x-request-id>;ts:<ts>;` with the
   * webhook secret) and answers the payment id it signs. data.id comes from the query string, as
   * Mercado Pago signs it; the body must name the same id.
   */
  function verifyNotification({
    rawBody,
    headers,
    queryDataId,
  }: {
    rawBody: Buffer;
    headers: IncomingHttpHeaders;
    queryDataId: string | null;
  }): string {
    let bodyId = '';
    try {
      const body = JSON.parse(rawBody.toString('utf8')) as { data?: { id?: unknown } };
      bodyId = String(body.data?.id ?? '');
    } catch {
      throw createInvalidSignatureError();
    }
    const dataId = queryDataId ?? bodyId;
    if (settings.webhookSecret === '' || dataId !== bodyId || !/^[\w-]{1,64}$/.test(dataId)) {
      throw createInvalidSignatureError();
    }
    try {
      WebhookSignatureValidator.validate({
        xSignature: headerValue(headers, 'x-signature'),
        xRequestId: headerValue(headers, 'x-request-id'),
        dataId: dataId.toLowerCase(),
        secret: settings.webhookSecret,
      });
    } catch {
      throw createInvalidSignatureError();
    }
    return dataId;
  }

  const client = () => {
    (AppConfig as { BASE_URL: string }).BASE_URL = settings.apiBaseUrl;
    return new MercadoPagoConfig({
      accessToken: settings.accessToken,
      options: { timeout: PROVIDER_TIMEOUT_MS, maxRetries: 0 },
    });
  };

  /** The approved payment of an attempt (or its latest one), found by external_reference. */
  const findPayment = async (externalReference: string) => {
    const found = await new Payment(client()).search({
      options: { external_reference: externalReference, sort: 'date_created', criteria: 'desc' },
    });
    const results = found.results ?? [];
    return results.find((payment) => payment.status === 'approved') ?? results[0] ?? null;
  };

  const paymentEvent = async (paymentId: string): Promise<VerifiedPaymentEvent> => {
    const payment = await new Payment(client()).get({ id: paymentId });
    // A rejected card may be retried on the same checkout: only a cancelled payment fails the
    // order (the reconciler fails it at the deadline otherwise).
    const outcome = payment.status === 'rejected' ? 'pending' : outcomeOf(payment.status);
    return {
      // One payment in one state: the same notification twice (or its retries) is one event.
      eventId: `${payment.id ?? paymentId}:${payment.status ?? 'unknown'}`,
      providerRef: payment.external_reference ?? null,
      outcome: outcome === 'pending' ? 'ignored' : outcome,
      amountMinor: outcome === 'succeeded' ? toMinor(payment.transaction_amount) : null,
      currency: payment.currency_id ?? null,
      type: `payment.${payment.status ?? 'unknown'}`,
    };
  };

  return {
    code: 'MERCADOPAGO',
    paymentEvent,

    async startPayment({ order, currency, customer, returnUrl }) {
      const externalReference = `SB${crypto.randomBytes(12).toString('hex')}`;
      const preference = await new Preference(client()).create({
        body: {
          items: [
            {
              id: order.uniqueOrderId,
              title: `Order ${order.uniqueOrderId}`,
              quantity: 1,
              unit_price: order.payableMinor / 100,
              currency_id: currency,
            },
          ],
          ...(customer.email ? { payer: { email: customer.email } } : {}),
          external_reference: externalReference,
          back_urls: { success: returnUrl, failure: returnUrl, pending: returnUrl },
          auto_return: 'approved',
          notification_url: new URL(MERCADOPAGO_WEBHOOK_PATH, returnUrl).toString(),
        },
        requestOptions: { idempotencyKey: externalReference },
      });
      const url = preference.init_point;
      if (!url) throw new Error('Mercado Pago answered no checkout URL');
      return { providerRef: externalReference, start: { redirectUrl: url } };
    },

    verifyNotification,

    verifyWebhook(input) {
      const paymentId = verifyNotification({ ...input, queryDataId: null });
      return {
        eventId: `notification:${paymentId}`,
        providerRef: null,
        outcome: 'ignored',
        amountMinor: null,
        currency: null,
        type: 'notification',
      };
    },

    async fetchStatus(externalReference): Promise<PaymentStatus> {
      const payment = await findPayment(externalReference);
      const outcome = outcomeOf(payment?.status);
      return {
        outcome,
        amountMinor: outcome === 'succeeded' ? toMinor(payment?.transaction_amount) : null,
        currency: payment?.currency_id ?? null,
      };
    },

    async refund({ paymentRef, amountMinor, refundKey }) {
      const payment = await findPayment(paymentRef);
      if (!payment?.id || payment.status !== 'approved') {
        throw new RefundRejectedError('Mercado Pago holds no approved payment to refund');
      }
      try {
        const refund = await new PaymentRefund(client()).create({
          payment_id: payment.id,
          body: { amount: amountMinor / 100 },
          requestOptions: { idempotencyKey: refundKey },
        });
        return {
          providerRef: `${payment.id}/${refund.id}`,
          status: refundStateOf(refund.status),
          amountMinor: toMinor(refund.amount) ?? amountMinor,
        };
      } catch (error) {
        if (error instanceof MercadoPagoError && error.status >= 400 && error.status < 500) {
          throw new RefundRejectedError(`Mercado Pago refused the refund: ${error.status}`);
        }
        throw error;
      }
    },

    async fetchRefund({ refundRef }) {
      const [paymentId = '', refundId = ''] = refundRef.split('/');
      const refund = await new PaymentRefund(client()).get({
        payment_id: paymentId,
        refund_id: refundId,
      });
      return {
        providerRef: refundRef,
        status: refundStateOf(refund.status),
        amountMinor: toMinor(refund.amount) ?? 0,
      };
    },
  };
}
