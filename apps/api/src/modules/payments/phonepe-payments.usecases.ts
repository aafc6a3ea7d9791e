import type { Database } from '../../db/client';
import { findPaymentStateOfOrder } from '../orders/payment-orders.repository';
import type { PaymentLog } from './settle-payment.usecases';
import { readPaymentSettings } from './payment-settings.repository';
import { findPaymentByRef } from './payments.repository';
import { createPhonepeProvider, isPhonepeConfigured } from './phonepe-provider';
import { settleEvent, startRedirectPayment } from './payments.usecases';

/** Where PhonePe sends the browser back ({transaction} is filled in per attempt). */
export const PHONEPE_RETURN_PATH = '/public/api/phonepe/return';

/** A PhonePe transaction for an order awaiting payment: the pay page the browser goes to. */
export async function startPhonepePayment(input: {
  db: Database;
  userId: number;
  uniqueOrderId: string;
  origin: string;
}) {
  const { start, providerRef } = await startRedirectPayment({
    ...input,
    method: 'PHONEPE',
    isConfigured: isPhonepeConfigured,
    providerOf: (settings) => createPhonepeProvider(settings.phonepe),
    returnUrl: `${input.origin}${PHONEPE_RETURN_PATH}/{transaction}`,
  });
  return { redirect_url: start.redirectUrl, transaction_id: providerRef };
}

/**
 * The browser's return from PhonePe carries nothing to trust: the status API, called with our
 * checksum, says whether the transaction is paid, and that answer is settled (once per
 * transaction and state). Answers the order to show, or null for a transaction we never started.
 */
export async function handlePhonepeReturn({
  db,
  log,
  transactionId,
}: {
  db: Database;
  log: PaymentLog;
  transactionId: string;
}): Promise<string | null> {
  const attempt = await findPaymentByRef(db, { provider: 'PHONEPE', providerRef: transactionId });
  if (!attempt) return null;
  const settings = await readPaymentSettings(db);
  if (isPhonepeConfigured(settings)) {
    try {
      const status = await createPhonepeProvider(settings.phonepe).fetchStatus(transactionId);
      if (status.outcome !== 'pending') {
        await settleEvent({
          db,
          log,
          provider: 'PHONEPE',
          event: {
            eventId: `status:${transactionId}:${status.outcome}`,
            providerRef: transactionId,
            outcome: status.outcome,
            amountMinor: status.amountMinor,
            currency: null,
            type: `status.${status.outcome}`,
          },
        });
      }
    } catch (error) {
      // The callback or the reconciler settles it later; the order page shows it awaiting payment.
      log.warn({ err: error, transactionId }, 'PhonePe status unavailable on return');
    }
  }
  const state = await findPaymentStateOfOrder(db, attempt.orderId);
  return state?.uniqueOrderId ?? null;
}
