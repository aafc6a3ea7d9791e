import crypto from 'node:crypto';
import { createInvalidSignatureError } from './payments.errors';
import {
  formatMajorAmount,
  isSameDigest,
  parseMajorAmount,
  PROVIDER_TIMEOUT_MS,
  type PaymentProvider,
  type PaymentStatus,
  type VerifiedPaymentEvent,
} from './payment-provider';
import type { PaymentSettings } from './payment-settings.repository';

export interface PayuStart {
  actionUrl: string;
  fields: Record<string, string>;
}

export function isPayuConfigured(settings: PaymentSettings): boolean {
  return settings.payu.merchantKey !== '' && settings.payu.merchantSalt !== '';
}

const UDF_KEYS = ['udf1', 'udf2', 'udf3', 'udf4', 'udf5', 'udf6', 'udf7', 'udf8', 'udf9', 'udf10'];

const sha512 = (text: string) => crypto.createHash('sha512').update(text, 'utf8').digest('hex');

/** A pipe inside a value would shift every field of the hash: PayU's fields never carry one. */
const clean = (value: string, max: number) =>
  value
    .replace(/[|\r\n]/g, ' ')
    .trim()
    .slice(0, max);

/** key|txnid|amount|productinfo|firstname|email|udf1..udf10|salt */
export function payuRequestHash(fields: Record<string, string>, salt: string): string {
  const parts = ['key', 'txnid', 'amount', 'productinfo', 'firstname', 'email', ...UDF_KEYS].map(
    (name) => fields[name] ?? '',
  );
  return sha512([...parts, salt].join('|'));
}

/**
 * The response hash, the request's reversed: [additionalCharges|]salt|status|udf10..udf1|email|
 * firstname|productinfo|amount|txnid|key.
 */
export function payuResponseHash(fields: Record<string, string>, salt: string): string {
  const reversed = [
    salt,
    fields.status ?? '',
    ...[...UDF_KEYS].reverse().map((name) => fields[name] ?? ''),
    ...['email', 'firstname', 'productinfo', 'amount', 'txnid', 'key'].map(
      (name) => fields[name] ?? '',
    ),
  ];
  const charges = fields.additionalCharges ?? fields.additional_charges;
  return sha512((charges ? [charges, ...reversed] : reversed).join('|'));
}

/**
 * PayU's hosted checkout: the browser posts a hashed form to PayU, PayU posts the result back to
 * our surl/furl (payu/return) with the reversed hash. The reconciler asks verify_payment.
 */
export function createPayuProvider(
  settings: PaymentSettings['payu'],
): PaymentProvider<PayuStart> & {
  verifyReturn: (fields: Record<string, string>) => VerifiedPaymentEvent;
} {
  const verifyReturn = (fields: Record<string, string>): VerifiedPaymentEvent => {
    const hash = fields.hash ?? '';
    if (
      settings.merchantSalt === '' ||
      fields.key !== settings.merchantKey ||
      !fields.txnid ||
      !isSameDigest(payuResponseHash(fields, settings.merchantSalt), hash)
    ) {
      throw createInvalidSignatureError();
    }
    const status = (fields.status ?? '').toLowerCase();
    const outcome =
      status === 'success' ? 'succeeded' : status === 'failure' ? 'failed' : 'ignored';
    return {
      // One PayU payment (mihpayid) in one state: the same post twice is one event.
      eventId: `${fields.mihpayid || fields.txnid}:${status}`,
      providerRef: fields.txnid,
      outcome,
      amountMinor: parseMajorAmount(fields.amount),
      currency: null,
      type: `return.${status || 'unknown'}`,
    };
  };

  return {
    code: 'PAYU',

    startPayment({ order, customer, returnUrl }) {
      // PayU allows 25 characters; one txnid per attempt.
      const txnid = `SB${crypto.randomBytes(10).toString('hex')}`;
      const fields: Record<string, string> = {
        key: settings.merchantKey,
        txnid,
        amount: formatMajorAmount(order.payableMinor),
        productinfo: clean(`Order ${order.uniqueOrderId}`, 100),
        firstname: clean(customer.name, 60) || 'Customer',
        // PayU requires an email; customers who signed up by phone have none.
        email: clean(customer.email ?? '', 100) || `customer-${customer.id}@example.invalid`,
        phone: clean(customer.phone ?? '', 20).replace(/^\+91/, ''),
        surl: returnUrl,
        furl: returnUrl,
      };
      fields.hash = payuRequestHash(fields, settings.merchantSalt);
      return Promise.resolve({
        providerRef: txnid,
        start: { actionUrl: settings.baseUrl, fields },
      });
    },

    verifyWebhook({ rawBody }) {
      return verifyReturn(Object.fromEntries(new URLSearchParams(rawBody.toString('utf8'))));
    },

    verifyReturn,

    async fetchStatus(txnid): Promise<PaymentStatus> {
      const command = 'verify_payment';
      const response = await fetch(settings.verifyUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          key: settings.merchantKey,
          command,
          var1: txnid,
          hash: sha512([settings.merchantKey, command, txnid, settings.merchantSalt].join('|')),
        }).toString(),
        signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
      });
      const text = await response.text();
      if (!response.ok) throw new Error(`PayU answered ${response.status}: ${text.slice(0, 300)}`);
      const body = JSON.parse(text) as {
        transaction_details?: Record<string, { status?: string; amt?: string } | undefined>;
      };
      const details = body.transaction_details?.[txnid];
      const status = (details?.status ?? '').toLowerCase();
      if (status === 'success') {
        return {
          outcome: 'succeeded',
          amountMinor: parseMajorAmount(details?.amt),
          currency: null,
        };
      }
      if (status === 'failure') return { outcome: 'failed', amountMinor: null, currency: null };
      return { outcome: 'pending', amountMinor: null, currency: null };
    },
  };
}
