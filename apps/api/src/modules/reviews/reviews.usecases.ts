import type { Database } from '../../db/client';
import { createStoreNotFoundError } from '../catalog/catalog.errors';
import { formatAvgRating } from '../catalog/catalog.usecases';
import { countRatingsByStar, findReviewedStoreBySlug, listReviews } from './reviews.repository';

export const REVIEWS_PAGE_SIZE = 20;

/** 'Asha Rao' → 'Asha R.': reviewers are shown by first name and initial only. */
export function formatReviewerName(name: string | null): string {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  const [first, ...rest] = words;
  if (!first) return 'Customer';
  const last = rest.at(-1);
  return last ? `${first} ${last.charAt(0).toUpperCase()}.` : first;
}

export async function getStoreReviews({
  db,
  slug,
  page,
}: {
  db: Database;
  slug: string;
  page: number;
}) {
  const store = await findReviewedStoreBySlug({ db, slug });
  if (!store) throw createStoreNotFoundError();
  const [stars, rows] = await Promise.all([
    countRatingsByStar({ db, storeId: store.id }),
    listReviews({
      db,
      storeId: store.id,
      limit: REVIEWS_PAGE_SIZE + 1,
      offset: (page - 1) * REVIEWS_PAGE_SIZE,
    }),
  ]);
  const distribution = [1, 2, 3, 4, 5].map(
    (star) => stars.find((row) => row.star === star)?.count ?? 0,
  );
  const count = distribution.reduce((total, n) => total + n, 0);
  const sum = distribution.reduce((total, n, index) => total + n * (index + 1), 0);
  return {
    restaurant: {
      id: store.id,
      slug: store.slug,
      name: store.name,
      image: store.image,
      is_active: store.is_active ? (1 as const) : (0 as const),
    },
    avgRating: formatAvgRating({ average: count ? sum / count : 0, count }),
    ratings_count: count,
    distribution,
    reviews: rows.slice(0, REVIEWS_PAGE_SIZE).map((row) => ({
      id: row.id,
      rating: row.rating,
      review: row.review,
      user_name: formatReviewerName(row.user_name),
      created_at: new Date(row.created_at).toISOString(),
    })),
    has_more: rows.length > REVIEWS_PAGE_SIZE,
  };
}
