import { desc, eq } from 'drizzle-orm';
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
