import type { Offer, Position, Store } from '@app/shared/catalog/catalog.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPost, type ApiSuccess } from '../../../lib/api-client';

export interface OffersData {
  offers: Offer[];
  restaurants: Store[];
}

export async function getOffers(position: Position): Promise<OffersData> {
  const response = await apiPost<ApiSuccess<OffersData>>('get-offers', position);
  return response.data;
}

export function getOffersQueryOptions(position: Position) {
  return queryOptions({
    queryKey: ['get-offers', position],
    queryFn: () => getOffers(position),
    staleTime: 60_000,
  });
}

export function useOffers(position: Position, { enabled = true } = {}) {
  return useQuery({ ...getOffersQueryOptions(position), enabled });
}
