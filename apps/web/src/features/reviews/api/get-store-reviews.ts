import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiPost, type ApiSuccess } from '../../../lib/api-client';

export interface Review {
  id: number;
  rating: number;
  review: string;
  user_name: string;
  created_at: string;
}

export interface StoreReviews {
  restaurant: { id: number; slug: string; name: string; image: string; is_active: 0 | 1 };
  avgRating: string;
  ratings_count: number;
  /** Ratings per star, index 0 = 1 star. */
  distribution: number[];
  reviews: Review[];
  has_more: boolean;
}

/** get-store-reviews: one page (1-based) of a store's reviews; `has_more` says another follows. */
export async function getStoreReviews(slug: string, page = 1): Promise<StoreReviews> {
  const response = await apiPost<ApiSuccess<StoreReviews>>('get-store-reviews', { slug, page });
  return response.data;
}

export function getStoreReviewsQueryOptions(slug: string) {
  return infiniteQueryOptions({
    queryKey: ['get-store-reviews', slug],
    queryFn: ({ pageParam }) => getStoreReviews(slug, pageParam),
    initialPageParam: 1,
    getNextPageParam: (lastPage, _pages, lastPageParam) =>
      lastPage.has_more ? lastPageParam + 1 : undefined,
    staleTime: 60_000,
  });
}

/** The pages loaded so far; `fetchNextPage` adds the next one while `hasNextPage`. */
export function useStoreReviews(slug: string) {
  return useInfiniteQuery(getStoreReviewsQueryOptions(slug));
}
