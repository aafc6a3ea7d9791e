import type { WalletTransaction } from '@app/shared/wallet/wallet.schemas';
import type { Database } from '../../db/client';
import { findWalletBalance, listWalletTransactionsOf } from './wallet.repository';

const MAX_TRANSACTIONS = 200;

export async function getWalletTransactions({ db, userId }: { db: Database; userId: number }) {
  const [balance, rows] = await Promise.all([
    findWalletBalance({ db, userId }),
    listWalletTransactionsOf({ db, userId, limit: MAX_TRANSACTIONS }),
  ]);
  const transactions: WalletTransaction[] = rows.map((row) => ({
    id: row.id,
    type: row.kind,
    amount: row.amountMinor,
    balance_after: row.balanceAfterMinor,
    description: row.description,
    order_id: row.orderId,
    created_at: row.createdAt.toISOString(),
  }));
  return { balance, transactions };
}
