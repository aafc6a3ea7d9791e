import { and, desc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { AddressInput, SavedAddress } from '@app/shared/accounts/accounts.schemas';
import type { Database } from '../../db/client';
import { addresses } from '../addresses/addresses.table';
import { settings } from '../settings/settings.table';
import { authTokens, users } from './accounts.table';

const userColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  phone: users.phone,
  avatar: users.avatar,
  role: users.role,
  passwordHash: users.passwordHash,
  isBanned: users.isBanned,
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
      await tx.insert(addresses).values({
        userId: created.id,
        latitude: address.lat,
        longitude: address.lng,
        address: address.address,
        house: address.house ?? null,
        landmark: address.landmark ?? null,
        tag: address.tag ?? null,
        isDefault: true,
      });
    }
    return created;
  });
}

/** The user's saved addresses: the default first, then the newest. */
export async function listUserAddresses({
  db,
  userId,
}: {
  db: Database;
  userId: number;
}): Promise<SavedAddress[]> {
  const rows = await db
    .select()
    .from(addresses)
    .where(eq(addresses.userId, userId))
    .orderBy(desc(addresses.isDefault), desc(addresses.createdAt), desc(addresses.id));
  return rows.map((row) => ({
    id: row.id,
    user_id: row.userId,
    lat: row.latitude,
    lng: row.longitude,
    address: row.address,
    house: row.house,
    landmark: row.landmark,
    tag: row.tag,
    city: row.city,
    state: row.state,
    is_default: row.isDefault,
  }));
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
    await tx
      .update(authTokens)
      .set({ revokedAt: new Date() })
      .where(and(eq(authTokens.userId, userId), isNull(authTokens.revokedAt)));
  });
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

/** One setting's value (public or not), or null. */
export async function getSettingValue({ db, key }: { db: Database; key: string }) {
  const [row] = await db
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, key))
    .limit(1);
  return row?.value ?? null;
}
