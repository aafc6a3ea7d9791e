import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../accounts/accounts.table';

const customerColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  phone: users.phone,
  avatar: users.avatar,
  role: users.role,
  isBanned: users.isBanned,
};

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

export async function isEmailTaken({ db, email }: { db: Database; email: string }) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
    .limit(1);
  return Boolean(row);
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
