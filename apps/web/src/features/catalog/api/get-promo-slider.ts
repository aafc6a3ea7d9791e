import type { Position, PromoSlides } from '@app/shared/catalog/catalog.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPost, type ApiSuccess } from '../../../lib/api-client';

export async function getPromoSlider(position: Position): Promise<PromoSlides> {
  const response = await apiPost<ApiSuccess<PromoSlides>>('promo-slider', position);
  return response.data;
}

export function getPromoSliderQueryOptions(position: Position) {
  return queryOptions({
    queryKey: ['promo-slider', position],
    queryFn: () => getPromoSlider(position),
    staleTime: 5 * 60_000,
  });
}

export function usePromoSlider(position: Position) {
  return useQuery(getPromoSliderQueryOptions(position));
}
