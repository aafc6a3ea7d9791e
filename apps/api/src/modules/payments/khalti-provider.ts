import { createInvalidSignatureError } from './payments.errors';
import { PROVIDER_TIMEOUT_MS, type PaymentProvider, type PaymentStatus } from './payment-provider';
import type { PaymentSettings } from './payment-settings.repository';

type KhaltiSettings = PaymentSettings['khalti'];

export interface KhaltiStart {
  /** Khalti's payment page for this pidx: the browser is sent there. */
  paymentUrl: string;
}

export function isKhaltiConfigured(settings: PaymentSettings): boolean {
  return settings.khalti.publicKey !== '' && settings.khalti.secretKey !== '';
}

/** What the ePayment lookup API answers about one pidx. */
export interface KhaltiLookup {
  pidx: string;
  totalAmountMinor: number | null;
  /** Completed, Pending, Initiated, Refunded, Expired, User canceled, Partially Refunded. */
  status: string;
  transactionId: string | null;
}

/**
 * Khalti's ePayment checkout (KPG-2): initiate answers a pidx and a payment page; Khalti sends the
 * browser back to return_url with the result in the query, which proves nothing, so every result is
 * confirmed with the lookup API (secret key). Khalti has no refund API here: refunds go to the
 * wallet, as for PayU.
 */
export function createKhaltiProvider(settings: KhaltiSettings): PaymentProvider<KhaltiStart> & {
  lookup: (pidx: string) => Promise<KhaltiLookup>;
} {
  const call = async (path: string, body: Record<string, unknown>) => {
    const response = await fetch(`${settings.apiBaseUrl}${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Key ${settings.secretKey}`,
      },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
    });
    const text = await response.text();
    let answer: Record<string, unknown>;
    try {
      answer = JSON.parse(text) as Record<string, unknown>;
    } catch {
      throw new Error(`Khalti answered ${response.status}: ${text.slice(0, 300)}`);
    }
    return { status: response.status, answer };
  };

  const lookup = async (pidx: string): Promise<KhaltiLookup> => {
    const { status, answer } = await call('/epayment/lookup/', { pidx });
    // An unknown or expired pidx is a 400/404 with a detail; anything else is an outage.
    if (status >= 500 || status === 401) throw new Error(`Khalti lookup answered ${status}`);
    const total = answer.total_amount;
    return {
      pidx: typeof answer.pidx === 'string' ? answer.pidx : pidx,
      totalAmountMinor: typeof total === 'number' && Number.isInteger(total) ? total : null,
      status: typeof answer.status === 'string' ? answer.status : 'Not found',
      transactionId: typeof answer.transaction_id === 'string' ? answer.transaction_id : null,
    };
  };

  return {
    code: 'KHALTI',
    lookup,

    async startPayment({ order, customer, returnUrl }) {
      const { status, answer } = await call('/epayment/initiate/', {
        return_url: returnUrl,
        website_url: new URL(returnUrl).origin,
        amount: order.payableMinor,
        purchase_order_id: order.uniqueOrderId,
        purchase_order_name: `Order ${order.uniqueOrderId}`,
        customer_info: {
          name: customer.name || 'Customer',
          ...(customer.email ? { email: customer.email } : {}),
          ...(customer.phone ? { phone: customer.phone.replace(/\D/g, '').slice(-10) } : {}),
        },
      });
      if (
        status >= 300 ||
        typeof answer.pidx !== 'string' ||
        typeof answer.payment_url !== 'string'
      ) {
        throw new Error(`Khalti initiate answered ${status}`);
      }
      return { providerRef: answer.pidx, start: { paymentUrl: answer.payment_url } };
    },

    verifyWebhook() {
      // Khalti sends no signed notification: results are confirmed with the lookup API only.
      throw createInvalidSignatureError();
    },

    async fetchStatus(pidx): Promise<PaymentStatus> {
      const found = await lookup(pidx);
      if (found.status === 'Completed') {
        return { outcome: 'succeeded', amountMinor: found.totalAmountMinor, currency: null };
      }
      if (['Expired', 'User canceled'].includes(found.status)) {
        return { outcome: 'failed', amountMinor: null, currency: null };
      }
      return { outcome: 'pending', amountMinor: null, currency: null };
    },
  };
}
