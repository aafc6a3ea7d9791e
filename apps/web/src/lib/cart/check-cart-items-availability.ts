import type { RequestOf } from '@app/shared/common/api-contract';
import type { checkCartItemsAvailabilityRequestSchema } from '@app/shared/catalog/cart.schemas';
import type { CheckedCartLine } from '@app/shared/catalog/cart.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPost, type ApiSuccess } from '../api-client';

export interface CartAvailability {
  restaurant: { id: number; name: string; slug: string; is_active: boolean; is_open: boolean };
  items: CheckedCartLine[];
  /** The subtotal of the available lines at current prices (minor units). */
  subtotal: number;
}

/** The body of the call, from its request schema (a contract change breaks this build). */
export type CartAvailabilityInput = RequestOf<typeof checkCartItemsAvailabilityRequestSchema>;

export async function checkCartItemsAvailability(
  input: CartAvailabilityInput,
): Promise<CartAvailability> {
  const response = await apiPost<ApiSuccess<CartAvailability>>(
    'check-cart-items-availability',
    input,
  );
  return response.data;
}

export function checkCartItemsAvailabilityQueryOptions(input: CartAvailabilityInput) {
  return queryOptions({
    queryKey: ['check-cart-items-availability', input],
    queryFn: () => checkCartItemsAvailability(input),
    // Checked each time the cart opens: prices and stock change while it sits in local storage.
    staleTime: 0,
  });
}

export function useCartAvailability(input: CartAvailabilityInput | null) {
  return useQuery({
    ...checkCartItemsAvailabilityQueryOptions(input ?? { restaurant_id: 0, items: [] }),
    enabled: input !== null && input.items.length > 0,
  });
}
