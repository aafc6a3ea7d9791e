import type { IncomingHttpHeaders } from 'node:http';
import type { Database } from '../../db/client';
import { findPaymentStateOfOrder } from '../orders/payment-orders.repository';
import { createMercadoPagoProvider, isMercadoPagoConfigured } from './mercadopago-provider';
import { createInvalidSignatureError, createProviderError } from './payments.errors';
import { readPaymentSettings } from './payment-settings.repository';
import { findPaymentByRef } from './payments.repository';
import { settleEvent, startRedirectPayment } from './payments.usecases';
import type { PaymentLog } from './settle-payment.usecases';

/** Where Checkout Pro sends the browser back (back_urls), with the payment id in the query. */
export const MERCADOPAGO_RETURN_PATH = '/public/api/mercado-pago/return';

/** A Checkout Pro preference for an order awaiting payment: the page the browser goes to. */
export async function startMercadoPagoPayment(input: {
  db: Database;
  userId: number;
  uniqueOrderId: string;
  origin: string;
}) {
  const { start, providerRef } = await startRedirectPayment({
    ...input,
    method: 'MERCADOPAGO',
    isConfigured: isMercadoPagoConfigured,
    providerOf: (settings) => createMercadoPagoProvider(settings.mercadoPago),
    returnUrl: `${input.origin}${MERCADOPAGO_RETURN_PATH}`,
  });
  return { redirect_url: start.redirectUrl, external_reference: providerRef };
}

/**
 * A Mercado Pago notification: its signature is checked, then the payment it names is read from
 * GET /v1/payments/{id} (the notification itself says nothing about the payment) and settled once
 * per payment and status. Other topics are acknowledged and ignored.
 */
export async function handleMercadoPagoWebhook({
  db,
  log,
  rawBody,
  headers,
  queryDataId,
  topic,
}: {
  db: Database;
  log: PaymentLog;
  rawBody: unknown;
  headers: IncomingHttpHeaders;
  queryDataId: string | null;
  topic: string | null;
}) {
  if (!Buffer.isBuffer(rawBody)) throw createInvalidSignatureError();
  const settings = await readPaymentSettings(db);
  const provider = createMercadoPagoProvider(settings.mercadoPago);
  const paymentId = provider.verifyNotification({ rawBody, headers, queryDataId });
  const bodyType = (JSON.parse(rawBody.toString('utf8')) as { type?: unknown }).type;
  if ((topic ?? bodyType) !== 'payment') return { result: 'ignored' };
  let event;
  try {
    event = await provider.paymentEvent(paymentId);
  } catch (error) {
    // Mercado Pago retries a notification that was not acknowledged.
    throw createProviderError({ cause: error });
  }
  return settleEvent({ db, log, provider: 'MERCADOPAGO', event });
}

/**
 * The browser's return from Checkout Pro: its query is not trusted, only the payment id in it,
 * which is read from Mercado Pago and settled when it belongs to one of our attempts. Answers the
 * order to show.
 */
export async function handleMercadoPagoReturn({
  db,
  log,
  paymentId,
  externalReference,
}: {
  db: Database;
  log: PaymentLog;
  paymentId: string | null;
  externalReference: string | null;
}): Promise<string | null> {
  const settings = await readPaymentSettings(db);
  let ref = externalReference;
  if (paymentId && isMercadoPagoConfigured(settings)) {
    try {
      const event = await createMercadoPagoProvider(settings.mercadoPago).paymentEvent(paymentId);
      ref = event.providerRef;
      if (event.outcome !== 'ignored') {
        await settleEvent({ db, log, provider: 'MERCADOPAGO', event });
      }
    } catch (error) {
      log.warn({ err: error, paymentId }, 'Mercado Pago payment unavailable on return');
    }
  }
  if (!ref) return null;
  const attempt = await findPaymentByRef(db, { provider: 'MERCADOPAGO', providerRef: ref });
  if (!attempt) return null;
  return (await findPaymentStateOfOrder(db, attempt.orderId))?.uniqueOrderId ?? null;
}
