import type { RequestOf } from '@app/shared/common/api-contract';
import type {
  cartDetailsRequestSchema,
  cartDetailsResponseSchema,
} from '@app/shared/courier/courier.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiPost } from '../../../lib/api-client';

/** The body of the call, from its request schema (a contract change breaks this build). */
export type CartDetailsInput = RequestOf<typeof cartDetailsRequestSchema>;
export type CartDetails = z.infer<typeof cartDetailsResponseSchema>['data'];

/** The server's price, distance and ETA of a task; a refusal is a 4xx `pickup_drop.*` error. */
export async function getCartDetails(
  input: CartDetailsInput,
  options: { signal?: AbortSignal } = {},
): Promise<CartDetails> {
  const response = await apiPost<z.infer<typeof cartDetailsResponseSchema>>(
    'pickup-and-drop/cart-details',
    input,
    options,
  );
  return response.data;
}

export function getCartDetailsQueryOptions(input: CartDetailsInput) {
  return queryOptions({
    queryKey: ['pickup-and-drop/cart-details', input],
    queryFn: ({ signal }) => getCartDetails(input, { signal }),
    retry: false,
  });
}

export function useCartDetails(input: CartDetailsInput | null) {
  return useQuery({
    ...getCartDetailsQueryOptions(
      input ?? {
        pickup: { latitude: 0, longitude: 0 },
        drop: { latitude: 0, longitude: 0 },
        weight_kg: 1,
        task_type: 'parcel',
      },
    ),
    enabled: input !== null,
  });
}
