import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { authTokens, users } from '../accounts/accounts.table';
import { addresses } from '../addresses/addresses.table';
import { pushSubscriptions } from '../notifications/notifications.table';

const profileColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  phone: users.phone,
  avatar: users.avatar,
  taxNumber: users.taxNumber,
  role: users.role,
  isBanned: users.isBanned,
  passwordHash: users.passwordHash,
  walletBalanceMinor: users.walletBalanceMinor,
};

export type ProfileRow = Awaited<ReturnType<typeof findProfileById>> & object;

export async function findProfileById({ db, id }: { db: Database; id: number }) {
  const [row] = await db.select(profileColumns).from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}

export async function isEmailTakenByOther({
  db,
  email,
  userId,
}: {
  db: Database;
  email: string;
  userId: number;
}) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(sql`lower(${users.email})`, email.toLowerCase()), ne(users.id, userId)))
    .limit(1);
  return Boolean(row);
}

export async function updateProfile({
  db,
  id,
  changes,
}: {
  db: Database;
  id: number;
  changes: Partial<{
    name: string;
    email: string;
    avatar: string | null;
    taxNumber: string | null;
  }>;
}) {
  if (Object.keys(changes).length === 0) return;
  await db.update(users).set(changes).where(eq(users.id, id));
}

/**
 * Removes what identifies the person and logs every session out, in one transaction. The row
 * stays (orders, ledger and audit entries keep pointing at it) under an anonymous name.
 */
export async function anonymiseUser({ db, id }: { db: Database; id: number }) {
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({
        name: 'Deleted user',
        email: null,
        phone: null,
        passwordHash: null,
        avatar: null,
        taxNumber: null,
      })
      .where(eq(users.id, id));
    await tx.delete(addresses).where(eq(addresses.userId, id));
    await tx.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, id));
    await tx
      .update(authTokens)
      .set({ revokedAt: new Date() })
      .where(and(eq(authTokens.userId, id), isNull(authTokens.revokedAt)));
  });
}

/**
 * The owner of a live token even when banned: check-ban must answer `is_banned: true` to a banned
 * customer's app, where every other call answers 401.
 */
export async function findTokenOwnerIncludingBanned({
  db,
  tokenHash,
}: {
  db: Database;
  tokenHash: string;
}) {
  const [row] = await db
    .select({ id: users.id, isBanned: users.isBanned })
    .from(authTokens)
    .innerJoin(users, eq(users.id, authTokens.userId))
    .where(
      and(
        eq(authTokens.tokenHash, tokenHash),
        gt(authTokens.expiresAt, new Date()),
        isNull(authTokens.revokedAt),
      ),
    )
    .limit(1);
  return row ?? null;
}
