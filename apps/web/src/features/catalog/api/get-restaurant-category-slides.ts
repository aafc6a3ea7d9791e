import type { CategorySlide, Position } from '@app/shared/catalog/catalog.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPost, type ApiSuccess } from '../../../lib/api-client';

export async function getRestaurantCategorySlides(position: Position): Promise<CategorySlide[]> {
  const response = await apiPost<ApiSuccess<CategorySlide[]>>(
    'get-restaurant-category-slides',
    position,
  );
  return response.data;
}

export function getRestaurantCategorySlidesQueryOptions(position: Position) {
  return queryOptions({
    queryKey: ['get-restaurant-category-slides', position],
    queryFn: () => getRestaurantCategorySlides(position),
    staleTime: 5 * 60_000,
  });
}

export function useRestaurantCategorySlides(position: Position, { enabled = true } = {}) {
  return useQuery({ ...getRestaurantCategorySlidesQueryOptions(position), enabled });
}
