import { and, asc, count, desc, eq, ilike, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import { ADMIN_PERMISSIONS } from '@app/shared/console/admin.schemas';
import type { Database, Executor } from '../../db/client';
import { users } from './accounts.table';

const adminColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  adminPermissions: users.adminPermissions,
  isBanned: users.isBanned,
  createdAt: users.createdAt,
};
export type AdminRecord = Awaited<ReturnType<typeof findAdmin>> & {};

const sortColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  created_at: users.createdAt,
} as const;
export type AdminSort = keyof typeof sortColumns;

/** An admin holding every area: no list (the owner) or a list naming them all. */
const holdsEveryArea: SQL = or(
  isNull(users.adminPermissions),
  sql`${users.adminPermissions} @> ${sql.raw(`array[${ADMIN_PERMISSIONS.map((area) => `'${area}'`).join(',')}]::text[]`)}`,
)!;

export async function listAdmins({
  db,
  page,
  perPage,
  sort,
  dir,
  q,
}: {
  db: Database;
  page: number;
  perPage: number;
  sort: AdminSort;
  dir: 'asc' | 'desc';
  q?: string;
}) {
  const pattern = q ? `%${q.replace(/[\\%_]/g, (char) => `\\${char}`)}%` : undefined;
  const where = and(
    eq(users.role, 'admin'),
    pattern ? or(ilike(users.name, pattern), ilike(users.email, pattern)) : undefined,
  );
  const order = dir === 'asc' ? asc(sortColumns[sort]) : desc(sortColumns[sort]);
  const rows = await db
    .select(adminColumns)
    .from(users)
    .where(where)
    .orderBy(order, asc(users.id))
    .limit(perPage)
    .offset((page - 1) * perPage);
  const [total] = await db.select({ value: count() }).from(users).where(where);
  return { rows, total: total?.value ?? 0 };
}

export async function findAdmin({ db, adminId }: { db: Executor; adminId: number }) {
  const [row] = await db
    .select(adminColumns)
    .from(users)
    .where(and(eq(users.id, adminId), eq(users.role, 'admin')))
    .limit(1);
  return row ?? null;
}

/**
 * Other active admins holding every area (the guard against narrowing the last one), their rows
 * locked until the caller's transaction ends, so two admins cannot narrow each other at once.
 */
export async function countOtherFullAdmins({ db, adminId }: { db: Executor; adminId: number }) {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.role, 'admin'),
        eq(users.isBanned, false),
        ne(users.id, adminId),
        holdsEveryArea,
      ),
    )
    .for('update');
  return rows.length;
}

export async function insertAdmin({
  db,
  admin,
}: {
  db: Database;
  admin: { name: string; email: string; passwordHash: string; adminPermissions: string[] | null };
}) {
  const [row] = await db
    .insert(users)
    .values({ ...admin, role: 'admin' })
    .returning(adminColumns);
  if (!row) throw new Error('admin insert returned nothing');
  return row;
}

export async function updateAdminPermissions({
  db,
  adminId,
  adminPermissions,
}: {
  db: Executor;
  adminId: number;
  adminPermissions: string[] | null;
}) {
  const [row] = await db
    .update(users)
    .set({ adminPermissions })
    .where(and(eq(users.id, adminId), eq(users.role, 'admin')))
    .returning(adminColumns);
  return row ?? null;
}
