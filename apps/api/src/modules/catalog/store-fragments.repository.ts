import { sql, type SQL } from 'drizzle-orm';

/**
 * The catalogue's part of other modules' reads (decision 010, "composed, not borrowed"): SQL
 * fragments over `stores` that another module's statement embeds (the console's order lists,
 * reports, the live map, coupons), so each stays one round trip while the catalogue still owns
 * how stores are read. Arguments are SQL expressions (`sql\`o.store_id\``).
 */

/** The store's name, as a scalar subquery (null for no store). */
export function storeNameSql(storeId: SQL): SQL<string | null> {
  return sql<string | null>`(select s.name from stores s where s.id = ${storeId})`;
}

/** The store's name and position as JSON `{ name, latitude, longitude }`, or null. */
export function storePlaceJson(storeId: SQL): SQL {
  return sql`(select json_build_object('name', s.name, 'latitude', s.latitude, 'longitude', s.longitude)
    from stores s where s.id = ${storeId})`;
}

/** The ids of stores whose name matches the ILIKE pattern (escaped), for `x in ${...}`. */
export function storeIdsMatchingName(like: string): SQL {
  return sql`(select s.id from stores s where s.name ilike ${like})`;
}

/**
 * Every store's `(id, name, commission_bps)` as a derived table, for reports that join each
 * order to its store's rate (`left join ${storeCommissionRowsSql()} s on s.id = o.store_id`).
 * PostgreSQL pulls the subquery up, so the plan is the plain join's (a hash join over a range).
 */
export function storeCommissionRowsSql(): SQL {
  return sql`(select s.id, s.name, s.commission_bps from stores s)`;
}
