import type { Address } from '@app/shared/addresses/addresses.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost, type ApiSuccess } from '../../../lib/api-client';
import type { AddressesInput } from '../../../lib/addresses/get-addresses';
import { syncAddresses } from './sync-addresses';

export async function deleteAddress(
  input: AddressesInput & { address_id: number },
): Promise<Address[]> {
  const response = await apiPost<ApiSuccess<Address[]>>('delete-address', input);
  return response.data;
}

export function useDeleteAddress(auth: AddressesInput) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (addressId: number) => deleteAddress({ ...auth, address_id: addressId }),
    onSuccess: (addresses) => syncAddresses({ queryClient, auth, addresses }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['get-addresses', auth.user_id] }),
  });
}
