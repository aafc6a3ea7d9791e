import type { Database } from '../../db/client';
import { createOrderNotFoundError } from '../orders/orders.errors';
import { findPaymentStateOfOrder } from '../orders/payment-orders.repository';
import {
  createInvalidSignatureError,
  createProviderError,
  createProviderUnavailableError,
} from './payments.errors';
import { readPaymentSettings } from './payment-settings.repository';
import { findPaymentByRef } from './payments.repository';
import { settleEvent, startRedirectPayment } from './payments.usecases';
import type { PaymentLog } from './settle-payment.usecases';
import {
  createUpiGatewayProvider,
  isUpiGatewayConfigured,
  rupeesToMinor,
  type UpiGatewayOrder,
} from './upi-gateway-provider';

/** Where UPIGateway sends the browser back (redirect_url), adding ?client_txn_id=…&txn_id=…. */
export const UPI_GATEWAY_RETURN_PATH = '/public/api/upi-gateway/return';

/** A UPIGateway order for an order awaiting payment: the payment page the browser goes to. */
export async function startUpiGatewayPayment(input: {
  db: Database;
  userId: number;
  uniqueOrderId: string;
  origin: string;
}) {
  const { start, providerRef } = await startRedirectPayment({
    ...input,
    method: 'UPIGATEWAY',
    isConfigured: isUpiGatewayConfigured,
    providerOf: (settings) => createUpiGatewayProvider(settings.upiGateway),
    returnUrl: `${input.origin}${UPI_GATEWAY_RETURN_PATH}`,
  });
  return { payment_url: start.paymentUrl, client_txn_id: providerRef };
}

/**
 * Settles what check_order_status said, never what the caller said: success or failure once per
 * client_txn_id and status (a replay, or the return after the webhook, changes nothing); created
 * and scanning leave the order awaiting payment.
 */
async function settleConfirmed({
  db,
  log,
  found,
}: {
  db: Database;
  log: PaymentLog;
  found: UpiGatewayOrder;
}) {
  const outcome =
    found.status === 'success' ? 'succeeded' : found.status === 'failure' ? 'failed' : null;
  if (!outcome) return { result: 'ignored' };
  return settleEvent({
    db,
    log,
    provider: 'UPIGATEWAY',
    event: {
      eventId: `status:${found.clientTxnId}:${found.status}`,
      providerRef: found.clientTxnId,
      outcome,
      amountMinor: outcome === 'succeeded' ? found.amountMinor : null,
      // UPI moves rupees only; settling compares this with the attempt's currency.
      currency: 'INR',
      type: `status.${found.status}`,
    },
  });
}

/** What UPIGateway's webhook form claims; only these fields are compared, none is trusted. */
export interface UpiGatewayClaim {
  client_txn_id: string;
  status: string;
  amount?: string | number;
  upi_txn_id?: string;
  id?: string | number;
}

/**
 * UPIGateway's webhook is an unsigned form post that anyone could send. It only tells us to look:
 * the order it names must be one of our attempts (else 404), check_order_status is asked about
 * it, and a claim whose status, amount, UTR or UPIGateway id differs from that answer is refused
 * (400 payments.invalid_signature) with nothing written. What the status API says is then settled.
 */
export async function handleUpiGatewayWebhook({
  db,
  log,
  claim,
}: {
  db: Database;
  log: PaymentLog;
  claim: UpiGatewayClaim;
}) {
  const attempt = await findPaymentByRef(db, {
    provider: 'UPIGATEWAY',
    providerRef: claim.client_txn_id,
  });
  if (!attempt) throw createOrderNotFoundError();
  const settings = await readPaymentSettings(db);
  if (!isUpiGatewayConfigured(settings)) throw createProviderUnavailableError();
  let found: UpiGatewayOrder | null;
  try {
    found = await createUpiGatewayProvider(settings.upiGateway).checkOrder(claim.client_txn_id);
  } catch (error) {
    // Not acknowledged: the reconciler asks again in any case.
    throw createProviderError({ cause: error });
  }
  const differs = (value: string | number | undefined, truth: string | null) =>
    value !== undefined && value !== '' && String(value) !== truth;
  const isConfirmed =
    found !== null &&
    claim.status.trim().toLowerCase() === found.status &&
    (claim.amount === undefined ||
      claim.amount === '' ||
      rupeesToMinor(claim.amount) === found.amountMinor) &&
    !differs(claim.upi_txn_id, found.upiTxnId) &&
    !differs(claim.id, found.id);
  if (!found || !isConfirmed) {
    log.warn({ claim, found }, 'UPIGateway webhook not confirmed by check_order_status: refused');
    throw createInvalidSignatureError();
  }
  return settleConfirmed({ db, log, found });
}

/**
 * The browser's return from UPIGateway: its query names the order and nothing more is taken from
 * it; check_order_status says where the payment stands, and that is settled. Answers the order to
 * show, or null for a client_txn_id we never started.
 */
export async function handleUpiGatewayReturn({
  db,
  log,
  clientTxnId,
}: {
  db: Database;
  log: PaymentLog;
  clientTxnId: string;
}): Promise<string | null> {
  const attempt = await findPaymentByRef(db, {
    provider: 'UPIGATEWAY',
    providerRef: clientTxnId,
  });
  if (!attempt) return null;
  const settings = await readPaymentSettings(db);
  if (isUpiGatewayConfigured(settings)) {
    try {
      const found = await createUpiGatewayProvider(settings.upiGateway).checkOrder(clientTxnId);
      if (found) await settleConfirmed({ db, log, found });
    } catch (error) {
      // The webhook or the reconciler settles it later; the order page shows it awaiting payment.
      log.warn({ err: error, clientTxnId }, 'UPIGateway status unavailable on return');
    }
  }
  return (await findPaymentStateOfOrder(db, attempt.orderId))?.uniqueOrderId ?? null;
}
