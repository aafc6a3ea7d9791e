import { inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { users } from './accounts.table';

export interface UserContact {
  id: number;
  name: string;
  phone: string | null;
  email: string | null;
}

/** Names, phones and emails by user id, many at once (customers and riders on order views). */
export async function findUserContacts(
  db: Executor,
  userIds: readonly number[],
): Promise<Map<number, UserContact>> {
  if (!userIds.length) return new Map();
  const rows = await db
    .select({ id: users.id, name: users.name, phone: users.phone, email: users.email })
    .from(users)
    .where(inArray(users.id, [...new Set(userIds)]));
  return new Map(rows.map((row) => [row.id, row]));
}
