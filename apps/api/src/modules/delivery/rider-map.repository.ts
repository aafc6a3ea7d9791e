import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { userNameSql } from '../accounts/user-fragments.repository';

/** The admin dashboard's riders: who is online, and where the ones with a position are. */

export async function countOnlineRiders(db: Executor): Promise<number> {
  const result = (await db.execute(
    sql`select count(*)::int as n from rider_profiles where is_online`,
  )) as unknown as { rows: { n: number }[] };
  return Number(result.rows[0]?.n ?? 0);
}

/** Online riders with a known position, with their names (at most `limit`). */
export async function listOnlineRiderPositions(db: Executor, limit = 500) {
  const result = (await db.execute(
    sql`select p.user_id as rider_id, ${userNameSql(sql`p.user_id`)} as name, l.latitude, l.longitude,
        to_char(l.at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as at
      from rider_profiles p
      join rider_locations l on l.rider_id = p.user_id
      where p.is_online
      order by l.at desc limit ${limit}`,
  )) as unknown as {
    rows: {
      rider_id: number;
      name: string | null;
      latitude: number;
      longitude: number;
      at: string;
    }[];
  };
  return result.rows.map((row) => ({
    riderId: Number(row.rider_id),
    name: row.name ?? '',
    latitude: Number(row.latitude),
    longitude: Number(row.longitude),
    at: row.at,
  }));
}

/** Whether the rider is online now (the admin stream forwards only online riders' positions). */
export async function isRiderOnline(db: Executor, riderId: number): Promise<boolean> {
  const result = (await db.execute(
    sql`select is_online from rider_profiles where user_id = ${riderId}`,
  )) as unknown as { rows: { is_online: boolean }[] };
  return result.rows[0]?.is_online === true;
}
