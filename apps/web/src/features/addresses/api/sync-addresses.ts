import type { Address } from '@app/shared/addresses/addresses.schemas';
import type { QueryClient } from '@tanstack/react-query';
import { useUserStore } from '../../../lib/session/user-store';
import {
  getAddressesQueryOptions,
  type AddressesInput,
} from '../../../lib/addresses/get-addresses';

/**
 * Save, delete and set-default answer the caller's whole list: it becomes the cached list at once
 * and the stored `addresses` (SPEC §3), so neither waits for a refetch to be current.
 */
export function syncAddresses({
  queryClient,
  auth,
  addresses,
}: {
  queryClient: QueryClient;
  auth: AddressesInput;
  addresses: Address[];
}) {
  queryClient.setQueryData(getAddressesQueryOptions(auth).queryKey, addresses);
  useUserStore.getState().setAddresses(addresses);
}
