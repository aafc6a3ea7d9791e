import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { queryRows } from '../catalog/catalog.repository';

export async function findReviewedStoreBySlug({ db, slug }: { db: Database; slug: string }) {
  const [row] = await queryRows<{
    id: number;
    slug: string;
    name: string;
    image: string;
    is_active: boolean;
  }>(
    db,
    sql`select id, slug, name, image, is_active from stores where slug = ${slug} and is_accepted`,
  );
  return row ?? null;
}

/** Count of ratings per star (1 to 5) of a store. */
export function countRatingsByStar({ db, storeId }: { db: Database; storeId: number }) {
  return queryRows<{ star: number; count: number }>(
    db,
    sql`select store_rating as star, count(*)::int as count from ratings
      where store_id = ${storeId} group by store_rating`,
  );
}

/** Newest first; `limit + 1` rows tell whether another page exists. */
export function listReviews({
  db,
  storeId,
  limit,
  offset,
}: {
  db: Database;
  storeId: number;
  limit: number;
  offset: number;
}) {
  return queryRows<{
    id: number;
    rating: number;
    review: string;
    user_name: string | null;
    created_at: Date | string;
  }>(
    db,
    sql`select ratings.id, ratings.store_rating as rating, ratings.review,
        users.name as user_name, ratings.created_at
      from ratings left join users on users.id = ratings.user_id
      where ratings.store_id = ${storeId}
      order by ratings.created_at desc, ratings.id desc
      limit ${limit} offset ${offset}`,
  );
}
