import { and, asc, eq, ilike, inArray, or } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { users } from './accounts.table';

/** Store owners and riders as the console links them to stores (issue 17). */

export type LinkableRole = 'store_owner' | 'rider';

export interface LinkableUser {
  id: number;
  name: string;
  email: string | null;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** Up to 20 users of the role whose name or email holds `q`, plus the `ids` asked for. */
export async function searchUsersOfRole(
  db: Executor,
  { role, q, ids }: { role: LinkableRole; q: string; ids: number[] },
): Promise<LinkableUser[]> {
  const columns = { id: users.id, name: users.name, email: users.email };
  const pattern = `%${escapeLike(q)}%`;
  const [found, named] = await Promise.all([
    db
      .select(columns)
      .from(users)
      .where(
        and(
          eq(users.role, role),
          q ? or(ilike(users.name, pattern), ilike(users.email, pattern)) : undefined,
        ),
      )
      .orderBy(asc(users.name), asc(users.id))
      .limit(20),
    ids.length
      ? db
          .select(columns)
          .from(users)
          .where(and(eq(users.role, role), inArray(users.id, ids)))
      : Promise.resolve([]),
  ]);
  const byId = new Map([...named, ...found].map((user) => [user.id, user]));
  return [...byId.values()];
}

/** Which of the ids are users of the role. */
export async function filterUsersOfRole(
  db: Executor,
  role: LinkableRole,
  ids: readonly number[],
): Promise<number[]> {
  if (!ids.length) return [];
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, role), inArray(users.id, [...ids])));
  return rows.map((row) => row.id);
}
