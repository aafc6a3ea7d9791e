import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { addToWalletBalance, readWalletBalance } from '../accounts/accounts.repository';
import { walletTransactions } from './wallet.table';

export async function findWalletBalance({ db, userId }: { db: Database; userId: number }) {
  return readWalletBalance({ db, userId });
}

/** Newest first; the id breaks ties between entries of one instant. */
export async function listWalletTransactionsOf({
  db,
  userId,
  limit,
}: {
  db: Database;
  userId: number;
  limit: number;
}) {
  return db
    .select()
    .from(walletTransactions)
    .where(eq(walletTransactions.userId, userId))
    .orderBy(desc(walletTransactions.createdAt), desc(walletTransactions.id))
    .limit(limit);
}

type Executor = Database | Parameters<Parameters<Database['transaction']>[0]>[0];

/** Adds to the balance and writes the ledger line, in the caller's transaction. */
export async function creditWallet(
  tx: Executor,
  {
    userId,
    amountMinor,
    description,
    orderId,
  }: { userId: number; amountMinor: number; description: string; orderId: number | null },
) {
  if (!Number.isSafeInteger(amountMinor) || amountMinor <= 0) {
    throw new Error(`creditWallet: amount must be a positive integer, got ${amountMinor}`);
  }
  const balance = await addToWalletBalance({ db: tx, userId, deltaMinor: amountMinor });
  if (balance === null) throw new Error(`creditWallet: no user ${userId}`);
  await tx.insert(walletTransactions).values({
    userId,
    kind: 'credit',
    amountMinor,
    balanceAfterMinor: balance,
    description,
    orderId,
  });
  return balance;
}

/**
 * Takes from the balance only when it covers the amount: one guarded UPDATE, so concurrent spends
 * can never drive it below zero. Returns the new balance, or null when the balance was short.
 */
export async function debitWallet(
  tx: Executor,
  {
    userId,
    amountMinor,
    description,
    orderId,
  }: { userId: number; amountMinor: number; description: string; orderId: number | null },
): Promise<number | null> {
  if (!Number.isSafeInteger(amountMinor) || amountMinor <= 0) {
    throw new Error(`debitWallet: amount must be a positive integer, got ${amountMinor}`);
  }
  const balance = await addToWalletBalance({
    db: tx,
    userId,
    deltaMinor: -amountMinor,
    floorMinor: amountMinor,
  });
  if (balance === null) return null;
  await tx.insert(walletTransactions).values({
    userId,
    kind: 'debit',
    amountMinor,
    balanceAfterMinor: balance,
    description,
    orderId,
  });
  return balance;
}
