import crypto from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';

/** The online providers; COD and WALLET need no provider. */
export type ProviderCode =
  | 'STRIPE'
  | 'RAZORPAY'
  | 'PAYU'
  | 'PHONEPE'
  | 'MERCADOPAGO'
  | 'KHALTI'
  | 'PAYMONGO'
  | 'UPIGATEWAY'
  | 'PAYTM';

export const PROVIDER_CODES: readonly ProviderCode[] = [
  'STRIPE',
  'RAZORPAY',
  'PAYU',
  'PHONEPE',
  'MERCADOPAGO',
  'KHALTI',
  'PAYMONGO',
  'UPIGATEWAY',
  'PAYTM',
];

export function isProviderCode(value: string): value is ProviderCode {
  return (PROVIDER_CODES as readonly string[]).includes(value);
}

/** What a provider needs to start collecting an order's payable amount. */
export interface StartPaymentInput {
  order: { id: number; uniqueOrderId: string; payableMinor: number };
  currency: string;
  customer: { id: number; name: string; email: string | null; phone: string | null };
  /** Absolute URL the provider sends the customer back to (PayU's surl/furl). */
  returnUrl: string;
}

export interface StartedPayment<TStart> {
  /** The provider's id of the attempt: PaymentIntent id, Razorpay order id, PayU txnid. */
  providerRef: string;
  start: TStart;
}

export type PaymentOutcome = 'succeeded' | 'failed' | 'ignored';

/** A notification whose signature checked out, reduced to what settling needs. */
export interface VerifiedPaymentEvent {
  /** The provider's id of this notification: a replay carries the same id and changes nothing. */
  eventId: string;
  providerRef: string | null;
  outcome: PaymentOutcome;
  /** What the provider collected, in minor units (null when the event does not say). */
  amountMinor: number | null;
  currency: string | null;
  /** The provider's own name of the event, for the log. */
  type: string;
  /** Set when the notification is about a refund (its outcome is then 'ignored' for payments). */
  refund?: VerifiedRefund;
}

export type RefundState = 'pending' | 'succeeded' | 'failed';

/** A refund as the provider reports it, reduced to what the refunds table needs. */
export interface VerifiedRefund {
  /** re_… at Stripe, rfnd_… at Razorpay. */
  providerRef: string;
  status: RefundState;
  amountMinor: number;
  /** Our refund key, echoed from the refund's metadata / notes (null for refunds made elsewhere). */
  refundKey: string | null;
}

export interface RefundInput {
  /** The attempt's provider ref: the PaymentIntent id, the Razorpay order id. */
  paymentRef: string;
  amountMinor: number;
  currency: string;
  /** Unique per refund row: the idempotency key, and echoed in the refund's metadata / notes. */
  refundKey: string;
  uniqueOrderId: string;
}

/**
 * The provider refused the refund for good (4xx: already refunded elsewhere, payment not
 * captured); retrying will not help, so the money goes to the wallet instead.
 */
export class RefundRejectedError extends Error {
  override name = 'RefundRejectedError';
}

export interface PaymentStatus {
  outcome: 'succeeded' | 'failed' | 'pending';
  amountMinor: number | null;
  currency: string | null;
}

/**
 * One online provider behind one shape: start a payment, verify its notifications, and ask where
 * a payment stands (the reconciler). Built from the admin's settings for each use.
 */
export interface PaymentProvider<TStart = unknown> {
  code: ProviderCode;
  startPayment: (input: StartPaymentInput) => Promise<StartedPayment<TStart>>;
  /** Throws payments.invalid_signature when the body or its signature does not check out. */
  verifyWebhook: (input: { rawBody: Buffer; headers: IncomingHttpHeaders }) => VerifiedPaymentEvent;
  fetchStatus: (providerRef: string) => Promise<PaymentStatus>;
  /** Providers with a refund API (Stripe, Razorpay); without one, refunds go to the wallet. */
  refund?: (input: RefundInput) => Promise<Omit<VerifiedRefund, 'refundKey'>>;
  /** Where a refund stands (for refunds whose notification was lost). */
  fetchRefund?: (input: {
    paymentRef: string;
    refundRef: string;
  }) => Promise<Omit<VerifiedRefund, 'refundKey'>>;
}

/** Constant-time comparison of two hex digests (false when their lengths differ). */
export function isSameDigest(expected: string, received: string): boolean {
  const a = Buffer.from(expected.toLowerCase(), 'utf8');
  const b = Buffer.from(received.trim().toLowerCase(), 'utf8');
  return a.length === b.length && crypto.timingSafeEqual(a, b);
}

export function headerValue(headers: IncomingHttpHeaders, name: string): string | null {
  const value = headers[name.toLowerCase()];
  if (Array.isArray(value)) return value[0] ?? null;
  return typeof value === 'string' && value !== '' ? value : null;
}

/** 12345 → "123.45": providers that take major units (PayU). */
export function formatMajorAmount(amountMinor: number): string {
  const major = Math.floor(amountMinor / 100);
  const minor = String(amountMinor % 100).padStart(2, '0');
  return `${major}.${minor}`;
}

/** "123.45" / "123.4" / "123" → 12345; null when it is not a plain amount. */
export function parseMajorAmount(value: string | undefined | null): number | null {
  const match = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec((value ?? '').trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

export const PROVIDER_TIMEOUT_MS = 15_000;
