import { asc, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { popularLocations } from './location.table';

const publicColumns = {
  id: popularLocations.id,
  name: popularLocations.name,
  latitude: popularLocations.latitude,
  longitude: popularLocations.longitude,
};

export function listPopularLocations({ db }: { db: Database }) {
  return db
    .select(publicColumns)
    .from(popularLocations)
    .orderBy(asc(popularLocations.sortOrder), asc(popularLocations.id));
}

/** The nearest popular location within `maxKm`, by great-circle distance (earthdistance). */
export async function findNearestPopularLocation({
  db,
  lat,
  lng,
  maxKm,
}: {
  db: Database;
  lat: number;
  lng: number;
  maxKm: number;
}) {
  const distanceMetres = sql<number>`earth_distance(ll_to_earth(${popularLocations.latitude}, ${popularLocations.longitude}), ll_to_earth(${lat}, ${lng}))`;
  const [row] = await db
    .select({
      name: popularLocations.name,
      formattedAddress: popularLocations.formattedAddress,
      city: popularLocations.city,
      state: popularLocations.state,
      distanceMetres,
    })
    .from(popularLocations)
    .where(sql`${distanceMetres} <= ${maxKm * 1000}`)
    .orderBy(distanceMetres)
    .limit(1);
  return row ?? null;
}

/** Name search that tolerates typos (pg_trgm similarity) as well as plain substrings. */
export function searchPopularLocations({
  db,
  query,
  limit,
}: {
  db: Database;
  query: string;
  limit: number;
}) {
  const pattern = `%${query.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
  const score = sql<number>`greatest(similarity(${popularLocations.name}, ${query}), similarity(${popularLocations.formattedAddress}, ${query}))`;
  return db
    .select({
      name: popularLocations.name,
      formattedAddress: popularLocations.formattedAddress,
      latitude: popularLocations.latitude,
      longitude: popularLocations.longitude,
    })
    .from(popularLocations)
    .where(
      sql`${popularLocations.name} ilike ${pattern} or ${popularLocations.formattedAddress} ilike ${pattern} or ${score} > 0.3`,
    )
    .orderBy(sql`${score} desc`, asc(popularLocations.name))
    .limit(limit);
}
