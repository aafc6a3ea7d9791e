import type { IncomingHttpHeaders } from 'node:http';
import type { Database } from '../../db/client';
import { findOrderIdOf } from '../orders/payment-orders.repository';
import { createCurrencyNotSupportedError, createInvalidSignatureError } from './payments.errors';
import { readPaymentSettings } from './payment-settings.repository';
import { listAttemptsAt } from './payments.repository';
import {
  createPaymongoProvider,
  isPaymongoConfigured,
  PAYMONGO_CURRENCY,
} from './paymongo-provider';
import { settleEvent, startRedirectPayment } from './payments.usecases';
import type { PaymentLog } from './settle-payment.usecases';

/** Where a Checkout Session sends the browser back, paid or cancelled (…/{unique order id}). */
export const PAYMONGO_RETURN_PATH = '/public/api/paymongo/return';

/**
 * A PayMongo Checkout Session for an order awaiting payment: the page the browser goes to. The
 * order is checked first (the caller's, awaiting PayMongo); a store that does not charge in pesos
 * is then refused with payments.currency_not_supported, before PayMongo is asked anything.
 */
export async function startPaymongoPayment(input: {
  db: Database;
  userId: number;
  uniqueOrderId: string;
  origin: string;
}) {
  const { start, providerRef } = await startRedirectPayment({
    ...input,
    method: 'PAYMONGO',
    isConfigured: isPaymongoConfigured,
    providerOf: (settings) => {
      if (settings.currencyCode !== PAYMONGO_CURRENCY) throw createCurrencyNotSupportedError();
      return createPaymongoProvider(settings.paymongo);
    },
    returnUrl: `${input.origin}${PAYMONGO_RETURN_PATH}/${encodeURIComponent(input.uniqueOrderId)}`,
  });
  return { checkout_url: start.checkoutUrl, checkout_session_id: providerRef };
}

/**
 * A signed PayMongo event (Paymongo-Signature checked over the raw body, within 300 seconds),
 * settled once per event id: a replay changes nothing.
 */
export async function handlePaymongoWebhook({
  db,
  log,
  rawBody,
  headers,
}: {
  db: Database;
  log: PaymentLog;
  rawBody: unknown;
  headers: IncomingHttpHeaders;
}) {
  if (!Buffer.isBuffer(rawBody)) throw createInvalidSignatureError();
  const settings = await readPaymentSettings(db);
  const event = createPaymongoProvider(settings.paymongo).verifyWebhook({ rawBody, headers });
  return settleEvent({ db, log, provider: 'PAYMONGO', event });
}

/**
 * The browser's return from a Checkout Session names the order and nothing else to trust: each
 * open PayMongo attempt of the order is read back from GET /v1/checkout_sessions/{id}, and a paid
 * one settles (amount and currency checked). An unpaid session changes nothing here: the customer
 * may still pay it, and the reconciler fails the order at the deadline. Answers the order to
 * show, or null when the order has no PayMongo attempt.
 */
export async function handlePaymongoReturn({
  db,
  log,
  uniqueOrderId,
}: {
  db: Database;
  log: PaymentLog;
  uniqueOrderId: string;
}): Promise<string | null> {
  const orderId = await findOrderIdOf(db, uniqueOrderId);
  const attempts = orderId ? await listAttemptsAt(db, { orderId, provider: 'PAYMONGO' }) : [];
  if (!attempts.length) return null;
  const settings = await readPaymentSettings(db);
  if (!isPaymongoConfigured(settings)) return uniqueOrderId;
  const provider = createPaymongoProvider(settings.paymongo);
  for (const { providerRef, status } of attempts) {
    if (status !== 'created' || !providerRef) continue;
    try {
      const answer = await provider.fetchStatus(providerRef);
      if (answer.outcome !== 'succeeded') continue;
      await settleEvent({
        db,
        log,
        provider: 'PAYMONGO',
        event: {
          eventId: `return:${providerRef}:succeeded`,
          providerRef,
          outcome: 'succeeded',
          amountMinor: answer.amountMinor,
          currency: answer.currency,
          type: 'checkout_session.retrieved',
        },
      });
      break;
    } catch (error) {
      // The webhook or the reconciler settles it later; the order page shows it awaiting payment.
      log.warn({ err: error, providerRef }, 'PayMongo session unavailable on return');
    }
  }
  return uniqueOrderId;
}
