import crypto from 'node:crypto';
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
} from './payment-provider';
import type { PaymentSettings } from './payment-settings.repository';

type PhonepeSettings = PaymentSettings['phonepe'];

export interface PhonepeStart {
  /** PhonePe's pay page: the browser is sent there. */
  redirectUrl: string;
}

export function isPhonepeConfigured(settings: PaymentSettings): boolean {
  return settings.phonepe.merchantId !== '' && settings.phonepe.saltKey !== '';
}

const sha256 = (text: string) => crypto.createHash('sha256').update(text, 'utf8').digest('hex');

/** X-VERIFY: SHA256(base64 body + API path + salt key) + "###" + salt index (PhonePe's checksum). */
export function phonepeChecksum(input: string, settings: PhonepeSettings): string {
  return `${sha256(input + settings.saltKey)}###${settings.saltIndex}`;
}

export const PHONEPE_WEBHOOK_PATH = '/public/api/phonepe/webhook';

/** Refund transactions carry our refund key as their merchantTransactionId. */
const REFUND_ID = /^swiftbite-refund-\d{1,10}$/;

interface PhonepeAnswer {
  success?: boolean;
  code?: string;
  message?: string;
  data?: {
    merchantId?: string;
    merchantTransactionId?: string;
    transactionId?: string;
    amount?: number;
    state?: string;
    responseCode?: string;
    instrumentResponse?: { redirectInfo?: { url?: string } };
  };
}

/** PENDING / COMPLETED / FAILED (data.state), or the answer's code when state is missing. */
function stateOf(answer: PhonepeAnswer): RefundState {
  const state = (answer.data?.state ?? '').toUpperCase();
  const code = (answer.code ?? '').toUpperCase();
  if (state === 'COMPLETED' || (!state && code === 'PAYMENT_SUCCESS')) return 'succeeded';
  if (state === 'FAILED' || (!state && /ERROR|DECLINED|FAILED|TIMED_OUT/.test(code))) {
    return 'failed';
  }
  return 'pending';
}

/**
 * PhonePe's Standard Checkout (PG v1): pay creates the pay page the browser goes to; PhonePe posts
 * a server-to-server callback (base64 JSON, X-VERIFY over it and the salt key) and the status API
 * says where a transaction stands. Refunds go through its refund API.
 */
export function createPhonepeProvider(settings: PhonepeSettings): PaymentProvider<PhonepeStart> {
  const call = async (
    path: string,
    body: Record<string, unknown> | null,
  ): Promise<{ status: number; answer: PhonepeAnswer }> => {
    const encoded = body ? Buffer.from(JSON.stringify(body), 'utf8').toString('base64') : '';
    const response = await fetch(`${settings.apiBaseUrl}${path}`, {
      method: body ? 'POST' : 'GET',
      headers: {
        'content-type': 'application/json',
        'x-verify': phonepeChecksum(encoded + path, settings),
        ...(body ? {} : { 'x-merchant-id': settings.merchantId }),
      },
      ...(body ? { body: JSON.stringify({ request: encoded }) } : {}),
      signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
    });
    const text = await response.text();
    let answer: PhonepeAnswer = {};
    try {
      answer = JSON.parse(text) as PhonepeAnswer;
    } catch {
      throw new Error(`PhonePe answered ${response.status}: ${text.slice(0, 300)}`);
    }
    return { status: response.status, answer };
  };

  const status = (merchantTransactionId: string) =>
    call(
      `/pg/v1/status/${encodeURIComponent(settings.merchantId)}/${encodeURIComponent(merchantTransactionId)}`,
      null,
    );

  return {
    code: 'PHONEPE',

    async startPayment({ order, customer, returnUrl }) {
      // Unique per attempt, at most 35 characters (PhonePe's limit).
      const merchantTransactionId = `SB${crypto.randomBytes(12).toString('hex')}`;
      const phone = (customer.phone ?? '').replace(/\D/g, '').slice(-10);
      const payload = {
        merchantId: settings.merchantId,
        merchantTransactionId,
        merchantUserId: `U${customer.id}`,
        amount: order.payableMinor,
        redirectUrl: returnUrl.replace('{transaction}', merchantTransactionId),
        redirectMode: 'REDIRECT',
        callbackUrl: settings.callbackUrl || new URL(PHONEPE_WEBHOOK_PATH, returnUrl).toString(),
        ...(phone.length === 10 ? { mobileNumber: phone } : {}),
        paymentInstrument: { type: 'PAY_PAGE' },
      };
      const { status: httpStatus, answer } = await call('/pg/v1/pay', payload);
      const url = answer.data?.instrumentResponse?.redirectInfo?.url;
      if (httpStatus >= 300 || !answer.success || !url) {
        throw new Error(`PhonePe pay answered ${httpStatus} ${answer.code ?? ''}`);
      }
      return { providerRef: merchantTransactionId, start: { redirectUrl: url } };
    },

    verifyWebhook({ rawBody, headers }): VerifiedPaymentEvent {
      const signature = headerValue(headers, 'x-verify') ?? '';
      let encoded = '';
      try {
        const parsed = JSON.parse(rawBody.toString('utf8')) as { response?: unknown };
        encoded = typeof parsed.response === 'string' ? parsed.response : '';
      } catch {
        throw createInvalidSignatureError();
      }
      const [digest = '', index = ''] = signature.split('###');
      if (
        settings.saltKey === '' ||
        encoded === '' ||
        index !== settings.saltIndex ||
        !isSameDigest(sha256(encoded + settings.saltKey), digest)
      ) {
        throw createInvalidSignatureError();
      }
      let answer: PhonepeAnswer;
      try {
        answer = JSON.parse(Buffer.from(encoded, 'base64').toString('utf8')) as PhonepeAnswer;
      } catch {
        throw createInvalidSignatureError();
      }
      const ref = answer.data?.merchantTransactionId ?? null;
      if (answer.data?.merchantId !== settings.merchantId || !ref) {
        throw createInvalidSignatureError();
      }
      const state = stateOf(answer);
      const code = answer.code ?? 'UNKNOWN';
      // PhonePe's transactionId with the code: a callback sent twice is one event.
      const eventId = `${answer.data.transactionId ?? ref}:${code}`;
      if (REFUND_ID.test(ref)) {
        return {
          eventId,
          providerRef: null,
          outcome: 'ignored',
          amountMinor: null,
          currency: null,
          type: `refund.${code}`,
          refund: {
            providerRef: ref,
            status: state,
            amountMinor: answer.data.amount ?? 0,
            refundKey: ref,
          },
        };
      }
      return {
        eventId,
        providerRef: ref,
        outcome: state === 'succeeded' ? 'succeeded' : state === 'failed' ? 'failed' : 'ignored',
        amountMinor: typeof answer.data.amount === 'number' ? answer.data.amount : null,
        currency: null,
        type: `callback.${code}`,
      };
    },

    async fetchStatus(merchantTransactionId): Promise<PaymentStatus> {
      const { status: httpStatus, answer } = await status(merchantTransactionId);
      if (httpStatus >= 500) throw new Error(`PhonePe status answered ${httpStatus}`);
      const state = stateOf(answer);
      if (answer.data?.merchantTransactionId !== merchantTransactionId) {
        return { outcome: 'pending', amountMinor: null, currency: null };
      }
      return {
        outcome: state === 'succeeded' ? 'succeeded' : state,
        amountMinor: state === 'succeeded' ? (answer.data.amount ?? null) : null,
        currency: null,
      };
    },

    async refund({ paymentRef, amountMinor, refundKey }) {
      const { status: httpStatus, answer } = await call('/pg/v1/refund', {
        merchantId: settings.merchantId,
        merchantUserId: 'swiftbite',
        originalTransactionId: paymentRef,
        merchantTransactionId: refundKey,
        amount: amountMinor,
        // Optional for us: a refund left pending is asked again through the status API.
        ...(settings.callbackUrl ? { callbackUrl: settings.callbackUrl } : {}),
      });
      if (httpStatus >= 500) throw new Error(`PhonePe refund answered ${httpStatus}`);
      if (httpStatus >= 400 || answer.success === false) {
        throw new RefundRejectedError(`PhonePe refused the refund: ${answer.code ?? httpStatus}`);
      }
      return { providerRef: refundKey, status: stateOf(answer), amountMinor };
    },

    async fetchRefund({ refundRef }) {
      const { status: httpStatus, answer } = await status(refundRef);
      if (httpStatus >= 500) throw new Error(`PhonePe status answered ${httpStatus}`);
      return {
        providerRef: refundRef,
        status: stateOf(answer),
        amountMinor: answer.data?.amount ?? 0,
      };
    },
  };
}
