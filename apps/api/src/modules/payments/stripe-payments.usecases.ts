import crypto from 'node:crypto';
import type { Database } from '../../db/client';
import { isAppError } from '../../lib/errors';
import { createOrderNotFoundError } from '../orders/orders.errors';
import { findPaymentStateOfOrder } from '../orders/payment-orders.repository';
import { readPaymentSettings } from './payment-settings.repository';
import {
  createAmountMismatchError,
  createCardDeclinedError,
  createInvalidSignatureError,
  createProviderError,
} from './payments.errors';
import { findPaymentByRef, listOpenAttempts } from './payments.repository';
import { loadOrderToPay, settleEvent, startAttempt } from './payments.usecases';
import type { PaymentLog } from './settle-payment.usecases';
import {
  createStripeProvider,
  isStripeConfigured,
  type StripeIntent,
  type StripeProvider,
} from './stripe-provider';

/** Stripe's return_url: where it sends the customer back after 3-D Secure or a wallet's page. */
export const STRIPE_REDIRECT_CAPTURE_PATH = '/public/api/stripe-redirect-capture';

type Attempt = NonNullable<Awaited<ReturnType<typeof findPaymentByRef>>>;

/**
 * accept-stripe-payment: the order's PaymentIntent is confirmed by the server with a PaymentMethod
 * the browser created (a wallet), the return_url being stripe-redirect-capture. A success is
 * settled at once from the intent Stripe answers; 3-D Secure answers where to send the customer.
 */
export async function acceptStripePayment(input: {
  db: Database;
  log: PaymentLog;
  userId: number;
  uniqueOrderId: string;
  paymentMethodId: string;
  origin: string;
}) {
  const { db, log } = input;
  const { order, settings } = await loadOrderToPay({
    ...input,
    method: 'STRIPE',
    isConfigured: isStripeConfigured,
  });
  const provider = createStripeProvider(settings.stripe);
  // The intent create-payment-intent made (the sheet showed it); started here when it did not.
  const open = (await listOpenAttempts({ db, orderId: order.id })).find(
    (attempt) => attempt.provider === 'STRIPE',
  );
  const intentId =
    open?.providerRef ??
    (
      await startAttempt({
        db,
        provider,
        order,
        userId: input.userId,
        currency: settings.currencyCode,
        returnUrl: '',
      })
    ).providerRef;
  const attempt = await findPaymentByRef(db, { provider: 'STRIPE', providerRef: intentId });
  if (!attempt) throw createOrderNotFoundError();

  let intent: StripeIntent;
  try {
    intent = await provider.confirmIntent({
      intentId,
      paymentMethodId: input.paymentMethodId,
      returnUrl: `${input.origin}${STRIPE_REDIRECT_CAPTURE_PATH}`,
    });
  } catch (error) {
    if (isAppError(error)) {
      log.info({ err: error.cause, intentId }, 'Stripe declined the payment method');
      throw error;
    }
    throw createProviderError({ cause: error });
  }
  intent = await settleIntent({ db, log, provider, intent, attempt });

  const base = { unique_order_id: order.uniqueOrderId };
  if (intent.status === 'requires_action' && intent.redirectUrl) {
    return { ...base, status: 'requires_action' as const, redirect_url: intent.redirectUrl };
  }
  if (intent.status === 'requires_payment_method') throw createCardDeclinedError();
  const state = await findPaymentStateOfOrder(db, order.id);
  if (intent.status === 'succeeded' || intent.status === 'requires_capture') {
    if (state?.paymentStatus !== 'paid') throw createAmountMismatchError();
    return { ...base, status: 'succeeded' as const, redirect_url: null };
  }
  // processing (some wallets and banks): the webhook or the reconciler settles it.
  return { ...base, status: 'processing' as const, redirect_url: null };
}

/**
 * stripe-redirect-capture: Stripe's return names a PaymentIntent and its client secret, and its
 * redirect_status is not trusted. The intent must be one of our attempts, and the secret the one
 * Stripe holds for it; the intent is then read from Stripe, captured when it waits for capture,
 * and settled once. Answers the order to show, or null when the intent is no attempt of ours.
 */
export async function captureStripeRedirect({
  db,
  log,
  intentId,
  clientSecret,
}: {
  db: Database;
  log: PaymentLog;
  intentId: string;
  clientSecret: string;
}): Promise<string | null> {
  const attempt = await findPaymentByRef(db, { provider: 'STRIPE', providerRef: intentId });
  const state = attempt ? await findPaymentStateOfOrder(db, attempt.orderId) : null;
  if (!attempt || !state) return null;
  // A client secret is the intent's id, `_secret_` and a random part: anything else is not one.
  if (!clientSecret.startsWith(`${intentId}_secret_`)) throw createInvalidSignatureError();
  const settings = await readPaymentSettings(db);
  if (!isStripeConfigured(settings)) return state.uniqueOrderId;
  const provider = createStripeProvider(settings.stripe);
  let intent: StripeIntent;
  try {
    intent = await provider.retrieveIntent(intentId);
  } catch (error) {
    // The webhook or the reconciler settles it; the order page shows it awaiting payment.
    log.warn({ err: error, intentId }, 'Stripe PaymentIntent unavailable on return');
    return state.uniqueOrderId;
  }
  if (!isSameSecret(intent.clientSecret, clientSecret)) {
    log.warn({ intentId }, 'Stripe return with a client secret that is not the intent’s: refused');
    throw createInvalidSignatureError();
  }
  if (intent.orderId !== null && intent.orderId !== state.uniqueOrderId) return null;
  try {
    await settleIntent({ db, log, provider, intent, attempt });
  } catch (error) {
    if (!isAppError(error)) throw error;
    // Capture failed: the next return, the webhook or the reconciler settles it.
    log.warn({ err: error.cause, intentId }, 'Stripe capture failed on return');
  }
  return state.uniqueOrderId;
}

/**
 * Settles what Stripe says of an intent, once per intent and status (a replayed return, or the
 * same answer through accept-stripe-payment, changes nothing). An intent waiting for capture is
 * captured first, for the attempt's amount, and only when it was authorized for exactly that.
 */
async function settleIntent({
  db,
  log,
  provider,
  intent,
  attempt,
}: {
  db: Database;
  log: PaymentLog;
  provider: StripeProvider;
  intent: StripeIntent;
  attempt: Attempt;
}): Promise<StripeIntent> {
  let current = intent;
  const isAttemptsAmount =
    current.amountMinor === attempt.amountMinor &&
    current.currency.toUpperCase() === attempt.currency.toUpperCase();
  if (current.status === 'requires_capture' && !isAttemptsAmount) {
    // Not captured: the authorization lapses and the customer is not charged.
    await settle(db, log, current, 'failed', 'amount_mismatch_not_captured');
    return current;
  }
  if (current.status === 'requires_capture') {
    try {
      current = await provider.captureIntent({
        intentId: current.id,
        amountMinor: attempt.amountMinor,
      });
    } catch (error) {
      throw createProviderError({ cause: error });
    }
  }
  if (current.status === 'succeeded') await settle(db, log, current, 'succeeded', 'succeeded');
  if (current.status === 'canceled') await settle(db, log, current, 'failed', 'canceled');
  return current;
}

function settle(
  db: Database,
  log: PaymentLog,
  intent: StripeIntent,
  outcome: 'succeeded' | 'failed',
  name: string,
) {
  return settleEvent({
    db,
    log,
    provider: 'STRIPE',
    event: {
      eventId: `payment_intent:${intent.id}:${name}`,
      providerRef: intent.id,
      outcome,
      amountMinor: outcome === 'succeeded' ? intent.amountReceivedMinor : intent.amountMinor,
      currency: intent.currency,
      type: `payment_intent.${name}`,
    },
  });
}

function isSameSecret(expected: string | null, received: string): boolean {
  if (!expected) return false;
  const a = crypto.createHash('sha256').update(expected).digest();
  const b = crypto.createHash('sha256').update(received).digest();
  return crypto.timingSafeEqual(a, b);
}
