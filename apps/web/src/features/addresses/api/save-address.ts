import type { Address, saveAddressRequestSchema } from '@app/shared/addresses/addresses.schemas';
import type { RequestOf } from '@app/shared/common/api-contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost, type ApiSuccess } from '../../../lib/api-client';
import type { AddressesInput } from '../../../lib/addresses/get-addresses';
import { syncAddresses } from './sync-addresses';

type SaveAddressInput = RequestOf<typeof saveAddressRequestSchema>;

export async function saveAddress(input: SaveAddressInput): Promise<Address[]> {
  const response = await apiPost<ApiSuccess<Address[]>>('save-address', input);
  return response.data;
}

/** Adds (no `id`) or edits (with `id`) one of the caller's addresses. */
export function useSaveAddress(auth: AddressesInput) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (address: Omit<SaveAddressInput, 'token' | 'user_id'>) =>
      saveAddress({ ...address, ...auth }),
    onSuccess: (addresses) => syncAddresses({ queryClient, auth, addresses }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['get-addresses', auth.user_id] }),
  });
}
