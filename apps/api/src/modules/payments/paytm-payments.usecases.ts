import type { Database } from '../../db/client';
import { findPaymentStateOfOrder } from '../orders/payment-orders.repository';
import { createInvalidSignatureError, createProviderError } from './payments.errors';
import type { VerifiedPaymentEvent } from './payment-provider';
import { readPaymentSettings } from './payment-settings.repository';
import { findPaymentByRef } from './payments.repository';
import { settleEvent, startRedirectPayment } from './payments.usecases';
import {
  createPaytmProvider,
  isPaytmConfigured,
  outcomeOfPaytmStatus,
  type PaytmFields,
} from './paytm-provider';
import type { PaymentLog } from './settle-payment.usecases';

/** Where Paytm posts the customer's browser back (the transaction's callbackUrl). */
export const PAYTM_RETURN_PATH = '/public/api/paytm/return';
export const PAYTM_WEBHOOK_PATH = '/public/api/paytm/webhook';

/** A Paytm transaction for an order awaiting payment: the form the browser posts to Paytm. */
export async function startPaytmPayment(input: {
  db: Database;
  userId: number;
  uniqueOrderId: string;
  origin: string;
}) {
  const { start, providerRef } = await startRedirectPayment({
    ...input,
    method: 'PAYTM',
    isConfigured: isPaytmConfigured,
    providerOf: (settings) => createPaytmProvider(settings.paytm),
    returnUrl: `${input.origin}${PAYTM_RETURN_PATH}`,
  });
  return { action_url: start.actionUrl, fields: start.fields, order_id: providerRef };
}

type ConfirmResult =
  /** The checksum holds but the order id is no attempt of ours. */
  | { kind: 'unknown'; event: VerifiedPaymentEvent }
  /** Paytm's status API could not be asked: nothing settled (the reconciler will). */
  | { kind: 'unconfirmed'; orderId: number }
  | { kind: 'settled'; orderId: number; result: string };

/**
 * The one way a Paytm form (the browser's callback or the server-to-server notification) is taken:
 * its CHECKSUMHASH must be Paytm's (else 400 and nothing written); then the Transaction Status API
 * is asked, and a form whose status, amount or transaction id differs from Paytm's answer is
 * refused the same way. What the status API says is settled, once per Paytm transaction and
 * status, so a replayed form changes nothing.
 */
async function confirmPaytmFields({
  db,
  log,
  fields,
}: {
  db: Database;
  log: PaymentLog;
  fields: PaytmFields;
}): Promise<ConfirmResult> {
  const settings = await readPaymentSettings(db);
  if (!isPaytmConfigured(settings)) throw createInvalidSignatureError();
  const provider = createPaytmProvider(settings.paytm);
  const claimed = provider.verifyFields(fields);
  const orderRef = claimed.providerRef ?? '';
  const attempt = await findPaymentByRef(db, { provider: 'PAYTM', providerRef: orderRef });
  if (!attempt) return { kind: 'unknown', event: claimed };

  let txn;
  try {
    txn = await provider.fetchTransaction(orderRef);
  } catch (error) {
    log.warn({ err: error, orderRef }, 'Paytm status API unavailable: form not settled');
    return { kind: 'unconfirmed', orderId: attempt.orderId };
  }
  const claimedStatus = fields.STATUS ?? '';
  // A form that said PENDING may since have finished: only a final status must match.
  const statusDiffers = claimedStatus !== 'PENDING' && claimedStatus !== txn.status;
  const amountDiffers = txn.amountMinor !== null && claimed.amountMinor !== txn.amountMinor;
  const txnDiffers = Boolean(fields.TXNID && txn.txnId && fields.TXNID !== txn.txnId);
  if (statusDiffers || amountDiffers || txnDiffers) {
    log.warn(
      { orderRef, claimed: { status: claimedStatus, amount: fields.TXNAMOUNT }, paytm: txn },
      'Paytm form does not match the Transaction Status API: refused',
    );
    throw createInvalidSignatureError();
  }
  const { result } = await settleEvent({
    db,
    log,
    provider: 'PAYTM',
    event: {
      eventId: `${orderRef}:${txn.txnId ?? fields.TXNID ?? ''}:${txn.status}`,
      providerRef: orderRef,
      outcome: outcomeOfPaytmStatus(txn.status),
      amountMinor: txn.amountMinor,
      currency: claimed.currency,
      type: `status.${txn.status}`,
    },
  });
  return { kind: 'settled', orderId: attempt.orderId, result };
}

/**
 * Paytm's callback (the browser's form post back): checked and confirmed as above. Answers the
 * order to show, or null for a form naming no attempt of ours.
 */
export async function handlePaytmReturn({
  db,
  log,
  fields,
}: {
  db: Database;
  log: PaymentLog;
  fields: PaytmFields;
}): Promise<string | null> {
  const confirmed = await confirmPaytmFields({ db, log, fields });
  if (confirmed.kind === 'unknown') return null;
  const state = await findPaymentStateOfOrder(db, confirmed.orderId);
  return state?.uniqueOrderId ?? null;
}

/**
 * Paytm's payment notification (same form, server to server). A notification naming no attempt of
 * ours is recorded by its id and ignored; one that cannot be confirmed now answers 502, so Paytm
 * sends it again.
 */
export async function handlePaytmWebhook({
  db,
  log,
  fields,
}: {
  db: Database;
  log: PaymentLog;
  fields: PaytmFields;
}): Promise<{ result: string }> {
  const confirmed = await confirmPaytmFields({ db, log, fields });
  if (confirmed.kind === 'settled') return { result: confirmed.result };
  if (confirmed.kind === 'unconfirmed') throw createProviderError();
  return settleEvent({ db, log, provider: 'PAYTM', event: confirmed.event });
}
