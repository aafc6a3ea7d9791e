import { and, eq, gte, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { AddressInput } from '@app/shared/accounts/accounts.schemas';
import type { Database } from '../../db/client';
import { insertAddress } from '../addresses/addresses.repository';
import { authTokens, socialIdentities, users } from './accounts.table';

const userColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  phone: users.phone,
  avatar: users.avatar,
  role: users.role,
  passwordHash: users.passwordHash,
  isBanned: users.isBanned,
  adminPermissions: users.adminPermissions,
};

export type UserRow = Awaited<ReturnType<typeof findUserByEmail>> & {};

export async function findUserByEmail({ db, email }: { db: Database; email: string }) {
  const [row] = await db
    .select(userColumns)
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
    .limit(1);
  return row ?? null;
}

export async function findUserByPhone({ db, phone }: { db: Database; phone: string }) {
  const [row] = await db.select(userColumns).from(users).where(eq(users.phone, phone)).limit(1);
  return row ?? null;
}

export async function findUserById({ db, userId }: { db: Database; userId: number }) {
  const [row] = await db.select(userColumns).from(users).where(eq(users.id, userId)).limit(1);
  return row ?? null;
}

/** Which of the email and phone already belong to an account (other than `exceptUserId`). */
export async function findTakenIdentifiers({
  db,
  email,
  phone,
  exceptUserId,
}: {
  db: Database;
  email?: string | null;
  phone?: string | null;
  exceptUserId?: number;
}) {
  const notSelf = exceptUserId === undefined ? undefined : ne(users.id, exceptUserId);
  const emailRow = email
    ? (
        await db
          .select({ id: users.id })
          .from(users)
          .where(and(eq(sql`lower(${users.email})`, email.toLowerCase()), notSelf))
          .limit(1)
      )[0]
    : undefined;
  const phoneRow = phone
    ? (
        await db
          .select({ id: users.id })
          .from(users)
          .where(and(eq(users.phone, phone), notSelf))
          .limit(1)
      )[0]
    : undefined;
  return { isEmailTaken: emailRow !== undefined, isPhoneTaken: phoneRow !== undefined };
}

/** A new customer, with the address as their default when given. */
export async function insertCustomer({
  db,
  user,
  address,
}: {
  db: Database;
  user: { name: string; email: string | null; phone: string | null; passwordHash: string | null };
  address?: AddressInput | null;
}) {
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(users)
      .values({ ...user, role: 'customer' })
      .returning(userColumns);
    if (!created) throw new Error('user insert returned nothing');
    if (address) {
      await insertAddress({
        db: tx,
        userId: created.id,
        fields: {
          latitude: address.lat,
          longitude: address.lng,
          address: address.address,
          house: address.house ?? null,
          landmark: address.landmark ?? null,
          tag: address.tag ?? null,
        },
        isDefault: true,
      });
    }
    return created;
  });
}

/** Sets the password and revokes every live token of the user, in one transaction. */
export async function updatePasswordAndRevokeTokens({
  db,
  userId,
  passwordHash,
}: {
  db: Database;
  userId: number;
  passwordHash: string;
}) {
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, userId));
    await revokeAllAuthTokensOf({ db: tx, userId });
  });
}

/** Ends every live session of the user; pass the caller's `tx` inside a transaction. */
export async function revokeAllAuthTokensOf({ db, userId }: { db: Database; userId: number }) {
  await db
    .update(authTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(authTokens.userId, userId), isNull(authTokens.revokedAt)));
}

export async function updateUserPhone({
  db,
  userId,
  phone,
}: {
  db: Database;
  userId: number;
  phone: string;
}) {
  const [row] = await db
    .update(users)
    .set({ phone })
    .where(eq(users.id, userId))
    .returning(userColumns);
  return row ?? null;
}

const customerColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  phone: users.phone,
  avatar: users.avatar,
  role: users.role,
  isBanned: users.isBanned,
};

/** The user by id, or else by phone, as an agent looks a customer up. */
export async function findUserByIdOrPhone({
  db,
  userId,
  phone,
}: {
  db: Database;
  userId?: number;
  phone?: string;
}) {
  const condition = userId !== undefined ? eq(users.id, userId) : eq(users.phone, phone ?? '');
  const [row] = await db.select(customerColumns).from(users).where(condition).limit(1);
  return row ?? null;
}

/** A customer without a password: they log in later by OTP or a password reset. */
export async function insertGuestCustomer({
  db,
  name,
  phone,
  email,
}: {
  db: Database;
  name: string;
  phone: string;
  email: string | null;
}) {
  const [row] = await db
    .insert(users)
    .values({ name, phone, email, role: 'customer' })
    .returning(customerColumns);
  return row ?? null;
}

/** Whether an account other than `exceptUserId` (if given) has this email, case-insensitively. */
export async function isEmailTaken({
  db,
  email,
  exceptUserId,
}: {
  db: Database;
  email: string;
  exceptUserId?: number;
}) {
  const sameEmail = eq(sql`lower(${users.email})`, email.toLowerCase());
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(exceptUserId === undefined ? sameEmail : and(sameEmail, ne(users.id, exceptUserId)))
    .limit(1);
  return Boolean(row);
}

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

/** The user as the profile screens show them (the wallet balance included). */
export async function findProfileById({ db, id }: { db: Database; id: number }) {
  const [row] = await db.select(profileColumns).from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}

export async function updateUserProfile({
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
 * Blanks what identifies the person, keeping the row, and unlinks their Google sign-in (it would
 * open the deleted account otherwise); pass the caller's `tx` (account deletion).
 */
export async function anonymiseUserRow({ db, id }: { db: Database; id: number }) {
  await db.delete(socialIdentities).where(eq(socialIdentities.userId, id));
  await db
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
}

/** The wallet balance (minor units) kept on the user's row; 0 for an unknown user. */
/** The wallet balance as a subquery, for statements that read it with other things (checkout). */
export function walletBalanceSql(userId: SQL): SQL {
  return sql`(select u.wallet_balance_minor from users u where u.id = ${userId})`;
}

export async function readWalletBalance({ db, userId }: { db: Database; userId: number }) {
  const [row] = await db
    .select({ balance: users.walletBalanceMinor })
    .from(users)
    .where(eq(users.id, userId));
  return row?.balance ?? 0;
}

/**
 * Adds `deltaMinor` (negative to take) to the user's wallet balance in one UPDATE; with `floorMinor`
 * the row changes only when the balance is at least that (a spend never goes below zero). The new
 * balance, or null when no row changed. Pass the caller's `tx`: the ledger line goes with it.
 */
export async function addToWalletBalance({
  db,
  userId,
  deltaMinor,
  floorMinor,
}: {
  db: Database;
  userId: number;
  deltaMinor: number;
  floorMinor?: number;
}): Promise<number | null> {
  const change =
    deltaMinor >= 0
      ? sql`${users.walletBalanceMinor} + ${deltaMinor}`
      : sql`${users.walletBalanceMinor} - ${-deltaMinor}`;
  const [row] = await db
    .update(users)
    .set({ walletBalanceMinor: change })
    .where(
      floorMinor === undefined
        ? eq(users.id, userId)
        : and(eq(users.id, userId), gte(users.walletBalanceMinor, floorMinor)),
    )
    .returning({ balance: users.walletBalanceMinor });
  return row?.balance ?? null;
}
