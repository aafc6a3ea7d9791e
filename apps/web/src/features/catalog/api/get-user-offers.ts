import type { Position } from '@app/shared/catalog/catalog.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPost, type ApiSuccess } from '../../../lib/api-client';
import type { OffersData } from './get-offers';

export async function getUserOffers(input: Position & { token: string }): Promise<OffersData> {
  const response = await apiPost<ApiSuccess<OffersData>>('get-user-offers', input);
  return response.data;
}

export function getUserOffersQueryOptions(input: Position & { token: string }) {
  return queryOptions({
    queryKey: ['get-user-offers', input],
    queryFn: () => getUserOffers(input),
    staleTime: 60_000,
  });
}

export function useUserOffers(input: Position & { token: string }, { enabled = true } = {}) {
  return useQuery({ ...getUserOffersQueryOptions(input), enabled });
}
