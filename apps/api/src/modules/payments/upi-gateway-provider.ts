import crypto from 'node:crypto';
import { createInvalidSignatureError } from './payments.errors';
import {
  formatMajorAmount,
  parseMajorAmount,
  PROVIDER_TIMEOUT_MS,
  type PaymentProvider,
  type PaymentStatus,
} from './payment-provider';
import type { PaymentSettings } from './payment-settings.repository';

type UpiGatewaySettings = PaymentSettings['upiGateway'];

export interface UpiGatewayStart {
  /** UPIGateway's payment page (QR code and UPI app intents): the browser is sent there. */
  paymentUrl: string;
}

/** UPI collects rupees only: the gateway is offered when its key is set and INR is charged. */
export function isUpiGatewayConfigured(settings: PaymentSettings): boolean {
  return settings.upiGateway.key !== '' && settings.currencyCode === 'INR';
}

/** An order as check_order_status reports it, reduced to what settling and comparing need. */
export interface UpiGatewayOrder {
  /** UPIGateway's own id of the order (data.id), as a string. */
  id: string | null;
  clientTxnId: string;
  /** success, failure, created or scanning (lower case, as documented). */
  status: string;
  amountMinor: number | null;
  /** The bank's UPI reference (UTR) once paid. */
  upiTxnId: string | null;
}

/**
 * Our client_txn_id: "SB", the day it was created in India (DDMMYYYY), 12 hex characters. The
 * status API wants the order's txn_date (DD-MM-YYYY) besides its id, and the reconciler only has
 * the id, so the id carries its day.
 */
export const UPI_CLIENT_TXN_ID = /^SB(\d{2})(\d{2})(\d{4})[0-9a-f]{12}$/;

const IST_OFFSET_MS = 330 * 60_000;

/** YYYY-MM-DD of `date` in India (UTC+5:30, no daylight saving). */
function indiaIsoDay(date: Date): string {
  return new Date(date.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}

/** YYYY-MM-DD → DD-MM-YYYY (txn_date), or DDMMYYYY with no separator. */
const dayMonthYear = (isoDay: string, separator = '-') =>
  isoDay.split('-').reverse().join(separator);

/**
 * The txn_date values to ask about: the id's day, then the next day (an order created seconds
 * before midnight may carry UPIGateway's next date) unless that day has not come yet. Which clock
 * UPIGateway dates its orders by is not documented; India's is assumed.
 */
function txnDatesOf(clientTxnId: string, now: Date): string[] {
  const match = UPI_CLIENT_TXN_ID.exec(clientTxnId);
  if (!match) return [];
  const [, dd = '', mm = '', yyyy = ''] = match;
  const next = new Date(Date.UTC(Number(yyyy), Number(mm) - 1, Number(dd) + 1))
    .toISOString()
    .slice(0, 10);
  const days = [`${yyyy}-${mm}-${dd}`, ...(next <= indiaIsoDay(now) ? [next] : [])];
  return days.map((day) => dayMonthYear(day));
}

const text = (value: unknown): string | null =>
  typeof value === 'string' && value !== ''
    ? value
    : typeof value === 'number' && Number.isFinite(value)
      ? String(value)
      : null;

/** The documented amount is rupees, as a number or a string ("123.45"); null otherwise. */
export function rupeesToMinor(value: unknown): number | null {
  if (typeof value === 'number') {
    return Number.isFinite(value) && value >= 0 ? Math.round(value * 100) : null;
  }
  return typeof value === 'string' ? parseMajorAmount(value) : null;
}

/**
 * UPIGateway.com (api.ekqr.in), the UPI QR / intent gateway: create_order answers a payment page;
 * the browser comes back to redirect_url with ?client_txn_id=…&txn_id=…, which proves nothing, and
 * its webhook is an unsigned form post, so every outcome is taken from check_order_status (the
 * API key in the body) and nothing else. There is no refund API: refunds go to the wallet.
 * Shapes follow UPIGateway's public API documentation; no SDK exists on npm.
 */
export function createUpiGatewayProvider(
  settings: UpiGatewaySettings,
  { now = () => new Date() }: { now?: () => Date } = {},
): PaymentProvider<UpiGatewayStart> & {
  checkOrder: (clientTxnId: string) => Promise<UpiGatewayOrder | null>;
} {
  const call = async (path: string, body: Record<string, unknown>) => {
    const response = await fetch(`${settings.apiBaseUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ key: settings.key, ...body }),
      signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
    });
    const raw = await response.text();
    if (response.status >= 500) throw new Error(`UPIGateway answered ${response.status}`);
    try {
      const answer = JSON.parse(raw) as { status?: unknown; msg?: unknown; data?: unknown };
      const data = (answer.data && typeof answer.data === 'object' ? answer.data : {}) as Record<
        string,
        unknown
      >;
      return { httpStatus: response.status, ok: answer.status === true, msg: answer.msg, data };
    } catch {
      throw new Error(`UPIGateway answered ${response.status}: ${raw.slice(0, 300)}`);
    }
  };

  /** null when UPIGateway knows no such order (status false) on the id's day or the next. */
  const checkOrder = async (clientTxnId: string): Promise<UpiGatewayOrder | null> => {
    for (const txnDate of txnDatesOf(clientTxnId, now())) {
      const { ok, data } = await call('/api/check_order_status', {
        client_txn_id: clientTxnId,
        txn_date: txnDate,
      });
      if (!ok || data.client_txn_id !== clientTxnId) continue;
      return {
        id: text(data.id),
        clientTxnId,
        status: (text(data.status) ?? '').toLowerCase(),
        amountMinor: rupeesToMinor(data.amount),
        upiTxnId: text(data.upi_txn_id),
      };
    }
    return null;
  };

  return {
    code: 'UPIGATEWAY',
    checkOrder,

    async startPayment({ order, customer, returnUrl }) {
      const clientTxnId = `SB${dayMonthYear(indiaIsoDay(now()), '')}${crypto.randomBytes(6).toString('hex')}`;
      const { httpStatus, ok, msg, data } = await call('/api/create_order', {
        client_txn_id: clientTxnId,
        // Rupees as a string, from the server's payable amount.
        amount: formatMajorAmount(order.payableMinor),
        p_info: `Order ${order.uniqueOrderId}`,
        customer_name: customer.name || 'Customer',
        // UPIGateway asks for both; customers who signed up by phone or email lack one.
        customer_email: customer.email || `customer-${customer.id}@example.invalid`,
        customer_mobile: (customer.phone ?? '').replace(/\D/g, '').slice(-10),
        redirect_url: returnUrl,
        udf1: order.uniqueOrderId,
        udf2: '',
        udf3: '',
      });
      const paymentUrl = data.payment_url;
      if (!ok || typeof paymentUrl !== 'string' || !/^https?:\/\//.test(paymentUrl)) {
        throw new Error(`UPIGateway create_order answered ${httpStatus}: ${String(msg ?? '')}`);
      }
      return { providerRef: clientTxnId, start: { paymentUrl } };
    },

    verifyWebhook() {
      // UPIGateway signs nothing: its webhook is confirmed with check_order_status instead.
      throw createInvalidSignatureError();
    },

    async fetchStatus(clientTxnId): Promise<PaymentStatus> {
      const found = await checkOrder(clientTxnId);
      if (found?.status === 'success') {
        return { outcome: 'succeeded', amountMinor: found.amountMinor, currency: 'INR' };
      }
      if (found?.status === 'failure')
        return { outcome: 'failed', amountMinor: null, currency: null };
      return { outcome: 'pending', amountMinor: null, currency: null };
    },
  };
}
