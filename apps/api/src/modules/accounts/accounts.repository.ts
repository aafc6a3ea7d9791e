import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from './accounts.table';

export async function findUserByEmail({ db, email }: { db: Database; email: string }) {
  const [row] = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      phone: users.phone,
      avatar: users.avatar,
      role: users.role,
      passwordHash: users.passwordHash,
      isBanned: users.isBanned,
    })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
    .limit(1);
  return row ?? null;
}
