import type { IncomingHttpHeaders } from 'node:http';
import { ORDER_STATUS } from '@app/shared/orders/orders.models';
import type { Database } from '../../db/client';
import { createOrderNotFoundError } from '../orders/orders.errors';
import type { PaymentProvider, ProviderCode, VerifiedPaymentEvent } from './payment-provider';
import { readPaymentSettings, type PaymentSettings } from './payment-settings.repository';
import {
  createInvalidSignatureError,
  createMethodMismatchError,
  createNotAwaitingPaymentError,
  createProviderError,
  createProviderUnavailableError,
} from './payments.errors';
import {
  findOwnedOrder,
  findPaymentByRef,
  findPaymentStateByRef,
  insertPaymentAttempt,
} from './payments.repository';
import { findOrderKind, findPaymentStateOfOrder } from '../orders/payment-orders.repository';
import { createPayuProvider, isPayuConfigured } from './payu-provider';
import { createPhonepeProvider } from './phonepe-provider';
import {
  createRazorpayProvider,
  isRazorpayCheckoutSignatureValid,
  isRazorpayConfigured,
} from './razorpay-provider';
import { settleRefundEvent } from './refunds.usecases';
import { settlePayment, type PaymentLog } from './settle-payment.usecases';
import { createStripeProvider, isStripeConfigured } from './stripe-provider';

type OwnedOrder = NonNullable<Awaited<ReturnType<typeof findOwnedOrder>>>;

/** The caller's order, awaiting payment by `method`; otherwise the matching error. */
export async function loadOrderToPay({
  db,
  userId,
  uniqueOrderId,
  method,
  isConfigured,
}: {
  db: Database;
  userId: number;
  uniqueOrderId: string;
  method: ProviderCode;
  isConfigured: (settings: PaymentSettings) => boolean;
}): Promise<{ order: OwnedOrder; settings: PaymentSettings }> {
  const order = await findOwnedOrder({ db, userId, uniqueOrderId });
  if (!order) throw createOrderNotFoundError();
  if (order.status !== ORDER_STATUS.AWAITING_PAYMENT) throw createNotAwaitingPaymentError();
  if (order.paymentMethod !== method) throw createMethodMismatchError();
  const settings = await readPaymentSettings(db);
  if (!isConfigured(settings)) throw createProviderUnavailableError();
  return { order, settings };
}

/** Asks the provider to start, then records the attempt the webhooks will name. */
export async function startAttempt<TStart>({
  db,
  provider,
  order,
  userId,
  currency,
  returnUrl,
}: {
  db: Database;
  provider: PaymentProvider<TStart>;
  order: OwnedOrder;
  userId: number;
  currency: string;
  returnUrl: string;
}) {
  let started;
  try {
    started = await provider.startPayment({
      order,
      currency,
      customer: {
        id: userId,
        name: order.customerName,
        email: order.customerEmail,
        phone: order.customerPhone,
      },
      returnUrl,
    });
  } catch (error) {
    throw createProviderError({ cause: error });
  }
  await insertPaymentAttempt(db, {
    orderId: order.id,
    provider: provider.code,
    providerRef: started.providerRef,
    amountMinor: order.payableMinor,
    currency,
  });
  return started;
}

/**
 * A provider whose customer pays on its own page (PhonePe, Mercado Pago, Khalti): the order is
 * checked as the customer's and awaiting this method, the attempt is started and recorded, and
 * the provider's start (its page) comes back with our reference of the attempt.
 */
export async function startRedirectPayment<TStart>(input: {
  db: Database;
  userId: number;
  uniqueOrderId: string;
  method: ProviderCode;
  isConfigured: (settings: PaymentSettings) => boolean;
  providerOf: (settings: PaymentSettings) => PaymentProvider<TStart>;
  returnUrl: string;
}) {
  const { order, settings } = await loadOrderToPay(input);
  return startAttempt({
    db: input.db,
    provider: input.providerOf(settings),
    order,
    userId: input.userId,
    currency: settings.currencyCode,
    returnUrl: input.returnUrl,
  });
}

export async function startStripePayment(input: {
  db: Database;
  userId: number;
  uniqueOrderId: string;
}) {
  const { order, settings } = await loadOrderToPay({
    ...input,
    method: 'STRIPE',
    isConfigured: isStripeConfigured,
  });
  const { start } = await startAttempt({
    db: input.db,
    provider: createStripeProvider(settings.stripe),
    order,
    userId: input.userId,
    currency: settings.currencyCode,
    returnUrl: '',
  });
  return {
    client_secret: start.clientSecret,
    publishable_key: settings.stripe.publishableKey,
    amount: start.amountMinor,
    currency: start.currency,
  };
}

export async function startRazorpayPayment(input: {
  db: Database;
  userId: number;
  uniqueOrderId: string;
}) {
  const { order, settings } = await loadOrderToPay({
    ...input,
    method: 'RAZORPAY',
    isConfigured: isRazorpayConfigured,
  });
  const { start } = await startAttempt({
    db: input.db,
    provider: createRazorpayProvider(settings.razorpay),
    order,
    userId: input.userId,
    currency: settings.currencyCode,
    returnUrl: '',
  });
  return {
    razorpay_order_id: start.razorpayOrderId,
    key_id: start.keyId,
    amount: start.amountMinor,
    currency: start.currency,
    name: settings.storeName,
  };
}

export async function startPayuPayment(input: {
  db: Database;
  userId: number;
  uniqueOrderId: string;
  returnUrl: string;
}) {
  const { order, settings } = await loadOrderToPay({
    ...input,
    method: 'PAYU',
    isConfigured: isPayuConfigured,
  });
  const { start } = await startAttempt({
    db: input.db,
    provider: createPayuProvider(settings.payu),
    order,
    userId: input.userId,
    currency: settings.currencyCode,
    returnUrl: input.returnUrl,
  });
  return { action_url: start.actionUrl, fields: start.fields };
}

/**
 * Razorpay checkout's success handler: the signature proves Razorpay issued this payment for this
 * Razorpay order, which can only be paid in full; then it settles like a webhook would.
 */
export async function processRazorpayCheckout({
  db,
  log,
  userId,
  uniqueOrderId,
  razorpayOrderId,
  razorpayPaymentId,
  signature,
}: {
  db: Database;
  log: PaymentLog;
  userId: number;
  uniqueOrderId: string;
  razorpayOrderId: string;
  razorpayPaymentId: string;
  signature: string;
}) {
  const order = await findOwnedOrder({ db, userId, uniqueOrderId });
  if (!order) throw createOrderNotFoundError();
  const settings = await readPaymentSettings(db);
  const isValid = isRazorpayCheckoutSignatureValid({
    keySecret: settings.razorpay.keySecret,
    razorpayOrderId,
    razorpayPaymentId,
    signature,
  });
  if (!isValid) throw createInvalidSignatureError();
  const attempt = await findPaymentByRef(db, {
    provider: 'RAZORPAY',
    providerRef: razorpayOrderId,
  });
  if (!attempt || attempt.orderId !== order.id) throw createOrderNotFoundError();
  await settlePayment({
    db,
    log,
    provider: 'RAZORPAY',
    eventId: `checkout:${razorpayPaymentId}`,
    providerRef: razorpayOrderId,
    outcome: 'succeeded',
    amountMinor: attempt.amountMinor,
    currency: attempt.currency,
  });
  return toPaymentState(await findPaymentStateOfOrder(db, order.id));
}

/** A provider's webhook: verified over the raw body, then settled (a replay changes nothing). */
export async function handleWebhook({
  db,
  log,
  provider,
  rawBody,
  headers,
}: {
  db: Database;
  log: PaymentLog;
  provider: 'STRIPE' | 'RAZORPAY' | 'PHONEPE';
  rawBody: unknown;
  headers: IncomingHttpHeaders;
}) {
  if (!Buffer.isBuffer(rawBody)) throw createInvalidSignatureError();
  const settings = await readPaymentSettings(db);
  const verifier =
    provider === 'STRIPE'
      ? createStripeProvider(settings.stripe)
      : provider === 'RAZORPAY'
        ? createRazorpayProvider(settings.razorpay)
        : createPhonepeProvider(settings.phonepe);
  return settleEvent({ db, log, provider, event: verifier.verifyWebhook({ rawBody, headers }) });
}

/** PayU's form post to surl/furl: the reverse hash is checked, then settled. Returns the txnid. */
export async function handlePayuReturn({
  db,
  log,
  fields,
}: {
  db: Database;
  log: PaymentLog;
  fields: Record<string, string>;
}) {
  const settings = await readPaymentSettings(db);
  const event = createPayuProvider(settings.payu).verifyReturn(fields);
  await settleEvent({ db, log, provider: 'PAYU', event });
  // productinfo ("Order OD-…") is covered by the verified hash: it names the order paid for.
  const uniqueOrderId = /^Order (\S+)$/.exec(fields.productinfo ?? '')?.[1] ?? null;
  const kind = uniqueOrderId ? await findOrderKind(db, uniqueOrderId) : null;
  return { txnid: event.providerRef ?? '', kind };
}

/** Where PayU's return sends the browser: each module's own verify page (SPEC §2). */
export function payuVerifyPath(txnid: string, kind: string | null): string {
  const page = kind === 'grocery' ? 'grocery-payu-verify' : 'payu-verify';
  return `/${page}/${encodeURIComponent(txnid)}`;
}

export async function settleEvent({
  db,
  log,
  provider,
  event,
}: {
  db: Database;
  log: PaymentLog;
  provider: ProviderCode;
  event: VerifiedPaymentEvent;
}) {
  if (event.refund) {
    const result = await settleRefundEvent({
      db,
      log,
      provider,
      eventId: event.eventId,
      refund: event.refund,
    });
    return { result };
  }
  const { result } = await settlePayment({
    db,
    log,
    provider,
    eventId: event.eventId,
    providerRef: event.providerRef,
    outcome: event.outcome,
    amountMinor: event.amountMinor,
    currency: event.currency,
    reason: `${provider} ${event.type}`,
  });
  return { result };
}

export async function getPayuPaymentState({
  db,
  userId,
  transactionId,
}: {
  db: Database;
  userId: number;
  transactionId: string;
}) {
  const state = await findPaymentStateByRef({
    db,
    provider: 'PAYU',
    providerRef: transactionId,
    userId,
  });
  return toPaymentState(state);
}

const PAYMENT_STATUSES = ['unpaid', 'pending', 'paid', 'failed', 'refunded'] as const;

export function toPaymentState(
  state: { uniqueOrderId: string; status: number; paymentStatus: string } | null,
) {
  if (!state) throw createOrderNotFoundError();
  const paymentStatus = PAYMENT_STATUSES.find((value) => value === state.paymentStatus);
  if (!paymentStatus) throw new Error(`unexpected payment_status ${state.paymentStatus}`);
  return {
    unique_order_id: state.uniqueOrderId,
    status: state.status,
    payment_status: paymentStatus,
  };
}
