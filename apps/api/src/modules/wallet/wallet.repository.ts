import { and, desc, eq, gte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../accounts/accounts.table';
import { walletTransactions } from './wallet.table';

export async function findWalletBalance({ db, userId }: { db: Database; userId: number }) {
  const [row] = await db
    .select({ balance: users.walletBalanceMinor })
    .from(users)
    .where(eq(users.id, userId));
  return row?.balance ?? 0;
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
  const [row] = await tx
    .update(users)
    .set({ walletBalanceMinor: sql`${users.walletBalanceMinor} + ${amountMinor}` })
    .where(eq(users.id, userId))
    .returning({ balance: users.walletBalanceMinor });
  if (!row) throw new Error(`creditWallet: no user ${userId}`);
  await tx.insert(walletTransactions).values({
    userId,
    kind: 'credit',
    amountMinor,
    balanceAfterMinor: row.balance,
    description,
    orderId,
  });
  return row.balance;
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
  const [row] = await tx
    .update(users)
    .set({ walletBalanceMinor: sql`${users.walletBalanceMinor} - ${amountMinor}` })
    .where(and(eq(users.id, userId), gte(users.walletBalanceMinor, amountMinor)))
    .returning({ balance: users.walletBalanceMinor });
  if (!row) return null;
  await tx.insert(walletTransactions).values({
    userId,
    kind: 'debit',
    amountMinor,
    balanceAfterMinor: row.balance,
    description,
    orderId,
  });
  return row.balance;
}
