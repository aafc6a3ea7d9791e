import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';

/**
 * The accounts module's part of other modules' reads (decision 010, "composed, not borrowed"):
 * each function returns an SQL fragment over `users` that another module's statement embeds, so
 * a console list stays one round trip while accounts alone decides how users are read.
 * Arguments are SQL expressions (`sql\`o.user_id\``) or values that become placeholders.
 */

export type UserSearchField = 'name' | 'email' | 'phone';

/** The user's name, as a scalar subquery (null for no such user). */
export function userNameSql(userId: SQL): SQL<string | null> {
  return sql<string | null>`(select u.name from users u where u.id = ${userId})`;
}

/** The user's phone, as a scalar subquery (null when none). */
export function userPhoneSql(userId: SQL): SQL<string | null> {
  return sql<string | null>`(select u.phone from users u where u.id = ${userId})`;
}

/**
 * The ids of users whose phone holds these digits (only digits are compared, so "+91 98000-00001"
 * finds "+919800000001"), as a subquery for `x in ${...}`. `digits` must be digits only.
 */
export function userIdsMatchingPhone(digits: string): SQL {
  return sql`(select u.id from users u
    where regexp_replace(coalesce(u.phone, ''), '[^0-9]', '', 'g') like ${`%${digits}%`})`;
}

/**
 * The ids of users one of whose `fields` matches the ILIKE pattern `like` (already escaped), as
 * a subquery for `x in ${...}`.
 */
export function userIdsMatching(like: string, fields: readonly UserSearchField[]): SQL {
  const tests = fields.map((field) => sql`coalesce(${sql.raw(`u.${field}`)}, '') ilike ${like}`);
  return sql`(select u.id from users u where ${sql.join(tests, sql` or `)})`;
}

/**
 * The accounts of a role as a derived table `(id, name, email, phone, is_banned, created_at)`,
 * for a list that sorts and filters by them (`from ${accountsOfRoleSql('rider')} u left join …`).
 * PostgreSQL pulls the subquery up, so the plan is the plain join's.
 */
export function accountsOfRoleSql(role: 'rider' | 'store_owner' | 'customer' | 'admin'): SQL {
  return sql`(select u.id, u.name, u.email, u.phone, u.is_banned, u.created_at
    from users u where u.role = ${role})`;
}

/** Names of users by id (a page's actors): one indexed lookup. */
export async function findUserNamesByIds(
  db: Executor,
  userIds: readonly number[],
): Promise<Map<number, string>> {
  if (!userIds.length) return new Map();
  const result = await db.execute(
    sql`select u.id, u.name from users u where u.id in (${sql.join(
      userIds.map((id) => sql`${id}`),
      sql`, `,
    )})`,
  );
  const rows = (result as unknown as { rows: { id: number; name: string }[] }).rows;
  return new Map(rows.map((row) => [Number(row.id), row.name]));
}
