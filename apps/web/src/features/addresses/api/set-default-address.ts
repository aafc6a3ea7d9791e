import type { Address } from '@app/shared/addresses/addresses.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost, type ApiSuccess } from '../../../lib/api-client';
import type { AddressesInput } from '../../../lib/addresses/get-addresses';
import { syncAddresses } from './sync-addresses';

export async function setDefaultAddress(
  input: AddressesInput & { address_id: number },
): Promise<Address[]> {
  const response = await apiPost<ApiSuccess<Address[]>>('set-default-address', input);
  return response.data;
}

export function useSetDefaultAddress(auth: AddressesInput) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (addressId: number) => setDefaultAddress({ ...auth, address_id: addressId }),
    onSuccess: (addresses) => syncAddresses({ queryClient, auth, addresses }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['get-addresses', auth.user_id] }),
  });
}
