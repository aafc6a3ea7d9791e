import type { RequestOf } from '@app/shared/common/api-contract';
import type { Offer, getOffersRequestSchema } from '@app/shared/catalog/catalog.schemas';
import { useQuery } from '@tanstack/react-query';
import { apiPost, type ApiSuccess } from '../../../lib/api-client';

export type GroceryOffersInput = RequestOf<typeof getOffersRequestSchema>;

/** get-offers for grocery: the offers of grocery stores that deliver to the point. */
export async function getGroceryOffers(input: GroceryOffersInput): Promise<Offer[]> {
  const response = await apiPost<ApiSuccess<{ offers: Offer[] }>>('get-offers', {
    ...input,
    module: 'grocery',
  });
  return response.data.offers;
}

export function useGroceryOffers(input: GroceryOffersInput | null) {
  return useQuery({
    queryKey: ['get-offers', 'grocery', input],
    queryFn: () => getGroceryOffers(input as GroceryOffersInput),
    enabled: input !== null,
    staleTime: 60_000,
  });
}
