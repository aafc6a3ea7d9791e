import crypto from 'node:crypto';
import PaytmChecksum from 'paytmchecksum';
import { createInvalidSignatureError } from './payments.errors';
import {
  formatMajorAmount,
  parseMajorAmount,
  PROVIDER_TIMEOUT_MS,
  RefundRejectedError,
  type PaymentProvider,
  type PaymentStatus,
  type RefundState,
  type VerifiedPaymentEvent,
} from './payment-provider';
import type { PaymentSettings } from './payment-settings.repository';

type PaytmSettings = PaymentSettings['paytm'];

/** The browser posts these to Paytm's payment page (Paytm's redirect flow). */
export interface PaytmStart {
  actionUrl: string;
  fields: { mid: string; orderId: string; txnToken: string };
}

export function isPaytmConfigured(settings: PaymentSettings): boolean {
  return settings.paytm.merchantId !== '' && settings.paytm.merchantKey !== '';
}

/** The form Paytm posts to the callback URL and to the payment notification (webhook) URL. */
export type PaytmFields = Record<string, string>;

/** What the Transaction Status API says about one of our order ids. */
export interface PaytmTransaction {
  /** TXN_SUCCESS, TXN_FAILURE, PENDING; NOT_FOUND when Paytm knows no such order (code 334). */
  status: 'TXN_SUCCESS' | 'TXN_FAILURE' | 'PENDING' | 'NOT_FOUND';
  txnId: string | null;
  amountMinor: number | null;
}

interface PaytmAnswer {
  head?: { signature?: string };
  body?: {
    resultInfo?: { resultStatus?: string; resultCode?: string; resultMsg?: string };
    txnToken?: string;
    txnId?: string;
    orderId?: string;
    txnAmount?: string;
    refundAmount?: string;
  };
}

/**
 * A checksum is AES-128-CBC of SHA-256(params|salt) + the 4-character salt: 68 bytes, so always 80
 * bytes of ciphertext, 108 base64 characters.
 */
const CHECKSUM_SHAPE = /^[A-Za-z0-9+/]{107}=$/;
/** Paytm's fixed IV (paytmchecksum's PaytmChecksum.iv). */
const CHECKSUM_IV = '@@@@&&&&####$$$$';

/**
 * Whether `checksum` decrypts at all with the key. The library prints the stack of a failed
 * decryption to stdout, outside the log; a forged checksum is turned away here first instead.
 */
function isDecryptable(checksum: string, merchantKey: string): boolean {
  try {
    const decipher = crypto.createDecipheriv('aes-128-cbc', merchantKey, CHECKSUM_IV);
    decipher.update(checksum, 'base64');
    decipher.final();
    return true;
  } catch {
    return false;
  }
}

/** True when `checksum` is Paytm's over the form fields (CHECKSUMHASH itself excluded). */
export function isPaytmChecksumValid(fields: PaytmFields, merchantKey: string): boolean {
  const { CHECKSUMHASH: checksum = '', ...signed } = fields;
  if (merchantKey.length !== 16 || !CHECKSUM_SHAPE.test(checksum)) return false;
  if (!isDecryptable(checksum, merchantKey)) return false;
  try {
    return PaytmChecksum.verifySignature(signed, merchantKey, checksum);
  } catch {
    return false;
  }
}

const FINAL = { TXN_SUCCESS: 'succeeded', TXN_FAILURE: 'failed' } as const;

/** TXN_SUCCESS → succeeded, TXN_FAILURE → failed, anything else (PENDING) → ignored. */
export function outcomeOfPaytmStatus(status: string): 'succeeded' | 'failed' | 'ignored' {
  return status === 'TXN_SUCCESS' || status === 'TXN_FAILURE' ? FINAL[status] : 'ignored';
}

/** Paytm's order ids allow letters, digits and @ - _ . (at most 50); ours carry no other. */
const ORDER_ID = /^[A-Za-z0-9@._-]{1,50}$/;

/** refund/apply answers a refund still being processed with 601; these failures are worth a retry. */
const RETRYABLE_REFUND_CODES = new Set(['501', '626']);

function refundStateOf(resultStatus: string | undefined): RefundState {
  if (resultStatus === 'TXN_SUCCESS') return 'succeeded';
  if (resultStatus === 'TXN_FAILURE') return 'failed';
  return 'pending';
}

/**
 * Paytm's payment gateway (redirect flow): Initiate Transaction answers a txnToken, the browser
 * posts it to Paytm's payment page, and Paytm posts the result (with CHECKSUMHASH) back to the
 * callback URL and to the merchant's notification URL. Every call is signed with the official
 * `paytmchecksum` library over the exact JSON body sent; results are confirmed with the
 * Transaction Status API. Refunds go through refund/apply, followed by the refund status API.
 */
export function createPaytmProvider(settings: PaytmSettings): PaymentProvider<PaytmStart> & {
  fetchTransaction: (orderId: string) => Promise<PaytmTransaction>;
  verifyFields: (fields: PaytmFields) => VerifiedPaymentEvent;
} {
  const call = async (path: string, body: Record<string, unknown>) => {
    const bodyText = JSON.stringify(body);
    const signature = await PaytmChecksum.generateSignature(bodyText, settings.merchantKey);
    // The body is sent byte for byte as it was signed.
    const response = await fetch(`${settings.apiBaseUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: `{"body":${bodyText},"head":{"signature":${JSON.stringify(signature)}}}`,
      signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
    });
    const text = await response.text();
    let answer: PaytmAnswer;
    try {
      answer = JSON.parse(text) as PaytmAnswer;
    } catch {
      throw new Error(`Paytm answered ${response.status}: ${text.slice(0, 300)}`);
    }
    if (response.status >= 500) throw new Error(`Paytm ${path} answered ${response.status}`);
    return { httpStatus: response.status, result: answer.body?.resultInfo ?? {}, answer };
  };

  const fetchTransaction = async (orderId: string): Promise<PaytmTransaction> => {
    const { result, answer } = await call('/v3/order/status', {
      mid: settings.merchantId,
      orderId,
    });
    if (result.resultCode === '334' || (answer.body?.orderId ?? orderId) !== orderId) {
      return { status: 'NOT_FOUND', txnId: null, amountMinor: null };
    }
    const status = result.resultStatus;
    return {
      status: status === 'TXN_SUCCESS' || status === 'TXN_FAILURE' ? status : 'PENDING',
      txnId: answer.body?.txnId || null,
      amountMinor: parseMajorAmount(answer.body?.txnAmount),
    };
  };

  const fetchRefund = async ({
    paymentRef,
    refundRef,
  }: {
    paymentRef: string;
    refundRef: string;
  }) => {
    const { result, answer } = await call('/v2/refund/status', {
      mid: settings.merchantId,
      orderId: paymentRef,
      refId: refundRef,
    });
    return {
      providerRef: refundRef,
      status: refundStateOf(result.resultStatus),
      amountMinor: parseMajorAmount(answer.body?.refundAmount) ?? 0,
    };
  };

  const verifyFields = (fields: PaytmFields): VerifiedPaymentEvent => {
    const orderId = fields.ORDERID ?? '';
    if (
      !isPaytmChecksumValid(fields, settings.merchantKey) ||
      fields.MID !== settings.merchantId ||
      !ORDER_ID.test(orderId)
    ) {
      throw createInvalidSignatureError();
    }
    const status = fields.STATUS ?? '';
    return {
      // One event per Paytm transaction and status: the same notification again is a replay.
      eventId: `${orderId}:${fields.TXNID ?? ''}:${status}`,
      providerRef: orderId,
      outcome: outcomeOfPaytmStatus(status),
      amountMinor: parseMajorAmount(fields.TXNAMOUNT),
      currency: fields.CURRENCY || null,
      type: `notification.${status || 'UNKNOWN'}`,
    };
  };

  return {
    code: 'PAYTM',
    fetchTransaction,
    verifyFields,

    async startPayment({ order, currency, customer, returnUrl }) {
      // Unique per attempt: Paytm takes an order id once.
      const orderId = `SB${crypto.randomBytes(12).toString('hex')}`;
      const { result, answer } = await call(
        `/theia/api/v1/initiateTransaction?mid=${encodeURIComponent(settings.merchantId)}&orderId=${orderId}`,
        {
          requestType: 'Payment',
          mid: settings.merchantId,
          websiteName: settings.websiteName,
          orderId,
          callbackUrl: returnUrl,
          txnAmount: { value: formatMajorAmount(order.payableMinor), currency },
          userInfo: {
            custId: `U${customer.id}`,
            ...(customer.email ? { email: customer.email } : {}),
          },
        },
      );
      const txnToken = answer.body?.txnToken;
      // 0000 is a new transaction, 0002 the same one asked again (idempotent).
      if (result.resultStatus !== 'S' || !txnToken) {
        throw new Error(`Paytm initiateTransaction answered ${result.resultCode ?? 'nothing'}`);
      }
      const page = new URL('/theia/api/v1/showPaymentPage', settings.apiBaseUrl);
      page.searchParams.set('mid', settings.merchantId);
      page.searchParams.set('orderId', orderId);
      return {
        providerRef: orderId,
        start: {
          actionUrl: page.toString(),
          fields: { mid: settings.merchantId, orderId, txnToken },
        },
      };
    },

    verifyWebhook({ rawBody }) {
      return verifyFields(Object.fromEntries(new URLSearchParams(rawBody.toString('utf8'))));
    },

    async fetchStatus(orderId): Promise<PaymentStatus> {
      const txn = await fetchTransaction(orderId);
      if (txn.status === 'TXN_SUCCESS') {
        return { outcome: 'succeeded', amountMinor: txn.amountMinor, currency: null };
      }
      if (txn.status === 'TXN_FAILURE') {
        return { outcome: 'failed', amountMinor: null, currency: null };
      }
      return { outcome: 'pending', amountMinor: null, currency: null };
    },

    async refund({ paymentRef, amountMinor, refundKey }) {
      // refund/apply names Paytm's transaction id, which the status API gives for our order id.
      const txn = await fetchTransaction(paymentRef);
      if (txn.status !== 'TXN_SUCCESS' || !txn.txnId) {
        throw new RefundRejectedError(
          `Paytm order ${paymentRef} is ${txn.status}: nothing to refund`,
        );
      }
      const { httpStatus, result } = await call('/refund/apply', {
        mid: settings.merchantId,
        txnType: 'REFUND',
        orderId: paymentRef,
        txnId: txn.txnId,
        // Our refund key is the refund's refId: Paytm takes it once.
        refId: refundKey,
        refundAmount: formatMajorAmount(amountMinor),
      });
      const code = result.resultCode ?? '';
      // 617: a refund with this refId was raised already (an earlier try whose answer was lost).
      if (code === '617') return fetchRefund({ paymentRef, refundRef: refundKey });
      if (RETRYABLE_REFUND_CODES.has(code)) throw new Error(`Paytm refund answered ${code}`);
      if (httpStatus >= 400 || result.resultStatus === 'TXN_FAILURE') {
        throw new RefundRejectedError(`Paytm refused the refund: ${code || httpStatus}`);
      }
      return { providerRef: refundKey, status: refundStateOf(result.resultStatus), amountMinor };
    },

    fetchRefund,
  };
}
