import type { Database } from '../../db/client';
import { createOrderNotFoundError } from '../orders/orders.errors';
import { findPaymentStateOfOrder } from '../orders/payment-orders.repository';
import { createKhaltiProvider, isKhaltiConfigured } from './khalti-provider';
import {
  createInvalidSignatureError,
  createProviderError,
  createProviderUnavailableError,
} from './payments.errors';
import { readPaymentSettings } from './payment-settings.repository';
import { findPaymentByRef } from './payments.repository';
import { settleEvent, startRedirectPayment, toPaymentState } from './payments.usecases';
import type { PaymentLog } from './settle-payment.usecases';

/** The customer app's page Khalti sends the browser back to (return_url). */
export const KHALTI_RETURN_PAGE = '/khalti-verify';

/** A Khalti ePayment for an order awaiting payment: its payment page and pidx. */
export async function startKhaltiPayment(input: {
  db: Database;
  userId: number;
  uniqueOrderId: string;
  origin: string;
}) {
  const { start, providerRef } = await startRedirectPayment({
    ...input,
    method: 'KHALTI',
    isConfigured: isKhaltiConfigured,
    providerOf: (settings) => createKhaltiProvider(settings.khalti),
    returnUrl: `${input.origin}${KHALTI_RETURN_PAGE}`,
  });
  return { payment_url: start.paymentUrl, pidx: providerRef };
}

/**
 * Khalti verification: the return's fields are compared with what the lookup API says about the
 * pidx (status, total amount, transaction id, order); any difference is refused as tampered and
 * nothing is written. A Completed lookup settles the order (once per pidx and status).
 */
export async function verifyKhaltiPayment({
  db,
  log,
  userId,
  pidx,
  claimed,
}: {
  db: Database;
  log: PaymentLog;
  userId: number;
  pidx: string;
  claimed: {
    status?: string;
    total_amount?: string;
    transaction_id?: string;
    purchase_order_id?: string;
  };
}) {
  const attempt = await findPaymentByRef(db, { provider: 'KHALTI', providerRef: pidx });
  const order = attempt ? await findPaymentStateOfOrder(db, attempt.orderId) : null;
  if (!attempt || !order || order.userId !== userId) throw createOrderNotFoundError();
  const settings = await readPaymentSettings(db);
  if (!isKhaltiConfigured(settings)) throw createProviderUnavailableError();
  let found;
  try {
    found = await createKhaltiProvider(settings.khalti).lookup(pidx);
  } catch (error) {
    throw createProviderError({ cause: error });
  }
  const differs = (value: string | undefined, truth: string | null) =>
    value !== undefined && value !== '' && value !== truth;
  if (
    differs(claimed.status, found.status) ||
    differs(claimed.total_amount, found.totalAmountMinor?.toString() ?? null) ||
    differs(claimed.transaction_id, found.transactionId) ||
    differs(claimed.purchase_order_id, order.uniqueOrderId)
  ) {
    log.warn({ pidx, claimed, found }, 'Khalti return does not match its lookup: refused');
    throw createInvalidSignatureError();
  }
  const outcome =
    found.status === 'Completed'
      ? 'succeeded'
      : found.status === 'Expired' || found.status === 'User canceled'
        ? 'failed'
        : null;
  if (outcome) {
    await settleEvent({
      db,
      log,
      provider: 'KHALTI',
      event: {
        eventId: `lookup:${pidx}:${found.status}`,
        providerRef: pidx,
        outcome,
        amountMinor: outcome === 'succeeded' ? found.totalAmountMinor : null,
        currency: null,
        type: `lookup.${found.status}`,
      },
    });
  }
  return toPaymentState(await findPaymentStateOfOrder(db, attempt.orderId));
}
