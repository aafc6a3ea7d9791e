import { queryOptions, useQuery } from '@tanstack/react-query';
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

export async function getStoreReviews(slug: string): Promise<StoreReviews> {
  const response = await apiPost<ApiSuccess<StoreReviews>>('get-store-reviews', { slug });
  return response.data;
}

export function getStoreReviewsQueryOptions(slug: string) {
  return queryOptions({
    queryKey: ['get-store-reviews', slug],
    queryFn: () => getStoreReviews(slug),
    staleTime: 60_000,
  });
}

export function useStoreReviews(slug: string) {
  return useQuery(getStoreReviewsQueryOptions(slug));
}
