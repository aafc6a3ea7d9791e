import { eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { RiderApproval } from '@app/shared/console/people.schemas';
import type { Executor } from '../../db/client';
import { accountsOfRoleSql } from '../accounts/user-fragments.repository';
import { riderProfiles, riderStores } from './delivery.table';

/** Riders as the console lists and approves them (issue 17). */

export type RiderSort = 'id' | 'name' | 'created_at';

const SORT_SQL: Record<RiderSort, string> = {
  id: 'u.id',
  name: 'u.name',
  created_at: 'u.created_at',
};

export interface RiderListRow {
  id: number;
  name: string;
  email: string | null;
  phone: string | null;
  approval: RiderApproval;
  is_online: boolean;
  last_position_at: string | null;
  created_at: string;
}

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

const iso = (value: unknown) =>
  value === null || value === undefined ? null : new Date(value as string).toISOString();

function riderWhere({
  q,
  approval,
  riderId,
}: {
  q?: string;
  approval?: RiderApproval | 'all';
  riderId?: number;
}): SQL {
  // The role is the accounts fragment's filter (FROM, below).
  const parts: SQL[] = [sql`true`];
  if (riderId !== undefined) parts.push(sql`u.id = ${riderId}`);
  if (q) {
    const like = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    parts.push(sql`(u.name ilike ${like} or u.email ilike ${like} or u.phone ilike ${like})`);
  }
  if (approval && approval !== 'all') {
    parts.push(sql`coalesce(p.approval, 'approved') = ${approval}`);
  }
  return sql.join(parts, sql` and `);
}

/** Riders' accounts (the accounts module's fragment) with their profile and last position. */
const FROM = sql`from ${accountsOfRoleSql('rider')} u
  left join rider_profiles p on p.user_id = u.id
  left join rider_locations l on l.rider_id = u.id`;

function toRow(row: Record<string, unknown>): RiderListRow {
  return {
    id: Number(row.id),
    name: String(row.name),
    email: (row.email as string | null) ?? null,
    phone: (row.phone as string | null) ?? null,
    approval: row.approval as RiderApproval,
    is_online: row.is_online === true,
    last_position_at: iso(row.last_position_at),
    created_at: iso(row.created_at) ?? '',
  };
}

const COLUMNS = sql`u.id, u.name, u.email, u.phone, u.created_at,
  coalesce(p.approval, 'approved') as approval, coalesce(p.is_online, false) as is_online,
  l.at as last_position_at`;

export async function listRidersPage(
  db: Executor,
  query: {
    page: number;
    perPage: number;
    sort: RiderSort;
    dir: 'asc' | 'desc';
    q: string | undefined;
    approval: RiderApproval | 'all';
  },
): Promise<{ rows: RiderListRow[]; total: number }> {
  const where = riderWhere(query);
  const dir = sql.raw(query.dir === 'asc' ? 'asc' : 'desc');
  const [page, total] = await Promise.all([
    db.execute(sql`select ${COLUMNS} ${FROM} where ${where}
      order by ${sql.raw(SORT_SQL[query.sort])} ${dir}, u.id ${dir}
      limit ${query.perPage} offset ${(query.page - 1) * query.perPage}`),
    db.execute(sql`select count(*)::int as n ${FROM} where ${where}`),
  ]);
  return {
    rows: rowsOf<Record<string, unknown>>(page).map(toRow),
    total: Number(rowsOf<{ n: number }>(total)[0]?.n ?? 0),
  };
}

export async function findRiderForAdmin(
  db: Executor,
  riderId: number,
): Promise<RiderListRow | null> {
  const result = await db.execute(sql`select ${COLUMNS} ${FROM} where ${riderWhere({ riderId })}`);
  const [row] = rowsOf<Record<string, unknown>>(result);
  return row ? toRow(row) : null;
}

/** The rider's approval; a rider without a profile row is approved (the column's default). */
export async function findRiderApproval(db: Executor, riderId: number): Promise<RiderApproval> {
  const [row] = await db
    .select({ approval: riderProfiles.approval })
    .from(riderProfiles)
    .where(eq(riderProfiles.userId, riderId));
  return row?.approval ?? 'approved';
}

/** Sets the approval; anything but approved also takes the rider offline. */
export async function setRiderApproval(db: Executor, riderId: number, approval: RiderApproval) {
  const online = approval === 'approved' ? {} : { isOnline: false };
  await db
    .insert(riderProfiles)
    .values({ userId: riderId, approval, isOnline: false })
    .onConflictDoUpdate({
      target: riderProfiles.userId,
      set: { approval, ...online, updatedAt: sql`now()` },
    });
}

/** The riders' linked store ids. */
export async function listStoreIdsOfRiders(
  db: Executor,
  riderIds: readonly number[],
): Promise<Map<number, number[]>> {
  const map = new Map<number, number[]>();
  if (!riderIds.length) return map;
  const rows = await db
    .select()
    .from(riderStores)
    .where(inArray(riderStores.riderId, [...riderIds]));
  for (const row of rows) map.set(row.riderId, [...(map.get(row.riderId) ?? []), row.storeId]);
  return map;
}

/** Replaces the rider's stores with these. */
export async function replaceRiderStores(db: Executor, riderId: number, storeIds: number[]) {
  await db.delete(riderStores).where(eq(riderStores.riderId, riderId));
  if (storeIds.length) {
    await db
      .insert(riderStores)
      .values(storeIds.map((storeId) => ({ riderId, storeId })))
      .onConflictDoNothing();
  }
}

/** Locks the rider's profile row (made when missing) to the end of the transaction. */
export async function lockRiderProfile(tx: Executor, riderId: number) {
  await tx.insert(riderProfiles).values({ userId: riderId }).onConflictDoNothing();
  await tx
    .select({ userId: riderProfiles.userId })
    .from(riderProfiles)
    .where(eq(riderProfiles.userId, riderId))
    .for('update');
}

/** Approved, online riders for an order: those linked to its store, or any for a courier task. */
export async function listAssignableRiders(
  db: Executor,
  { storeId }: { storeId: number | null },
): Promise<{ id: number; name: string }[]> {
  const linked =
    storeId === null
      ? sql`true`
      : sql`exists (select 1 from rider_stores rs where rs.rider_id = p.user_id and rs.store_id = ${storeId})`;
  const result = await db.execute(
    sql`select u.id, u.name from rider_profiles p join ${accountsOfRoleSql('rider')} u on u.id = p.user_id
      where not u.is_banned and p.is_online and p.approval = 'approved' and ${linked}
      order by u.name, u.id limit 200`,
  );
  return rowsOf<{ id: number; name: string }>(result);
}
