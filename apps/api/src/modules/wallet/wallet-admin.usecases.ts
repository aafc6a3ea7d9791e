import type { Executor, Database } from '../../db/client';
import { findCustomerForAdmin } from '../accounts/people-admin.repository';
import { hasAuditWithRequestId } from '../audit/audit.repository';
import {
  createWalletAdjustInsufficientError,
  createWalletCustomerNotFoundError,
} from './wallet.errors';
import { creditWallet, debitWallet } from './wallet.repository';

/** The audit action of a console wallet adjustment; its `request_id` makes a repeat a replay. */
export const WALLET_ADJUST_ACTION = 'console.customers.wallet-adjust' as const;

/**
 * An admin's credit or debit of a customer's wallet with a reason: one ledger line. The customer's
 * row is locked first, so a double click (same `requestId`) changes the balance once and two
 * concurrent debits can never take it below zero (the guarded UPDATE refuses the second).
 */
export async function adjustWalletAsAdmin(
  db: Database,
  input: {
    customerId: number;
    type: 'credit' | 'debit';
    amount: number;
    reason: string;
    requestId: string;
    onChange: (
      tx: Executor,
      change: { before: { wallet_balance: number }; after: { wallet_balance: number } },
    ) => Promise<void>;
  },
): Promise<{ balance: number; replayed: boolean }> {
  return db.transaction(async (tx) => {
    const customer = await findCustomerForAdmin(tx, input.customerId, { lock: true });
    if (!customer) throw createWalletCustomerNotFoundError();
    const replayed = await hasAuditWithRequestId(tx, {
      action: WALLET_ADJUST_ACTION,
      targetUserId: input.customerId,
      requestId: input.requestId,
    });
    if (replayed) return { balance: customer.wallet_balance, replayed: true };
    const line = {
      userId: input.customerId,
      amountMinor: input.amount,
      description: input.reason,
      orderId: null,
    };
    const balance =
      input.type === 'credit' ? await creditWallet(tx, line) : await debitWallet(tx, line);
    if (balance === null) throw createWalletAdjustInsufficientError();
    await input.onChange(tx, {
      before: { wallet_balance: customer.wallet_balance },
      after: { wallet_balance: balance },
    });
    return { balance, replayed: false };
  });
}
