import type { RequestOf } from '@app/shared/common/api-contract';
import type { getAddressesRequestSchema } from '@app/shared/addresses/addresses.schemas';
import type { Address } from '@app/shared/addresses/addresses.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPost, type ApiSuccess } from '../api-client';

/** The body of the call, from its request schema (a contract change breaks this build). */
export type AddressesInput = RequestOf<typeof getAddressesRequestSchema>;

export async function getAddresses(input: AddressesInput): Promise<Address[]> {
  const response = await apiPost<ApiSuccess<Address[]>>('get-addresses', input);
  return response.data;
}

export function getAddressesQueryOptions(input: AddressesInput) {
  return queryOptions({
    queryKey: ['get-addresses', input.user_id],
    queryFn: () => getAddresses(input),
  });
}

export function useAddresses(input: AddressesInput) {
  return useQuery(getAddressesQueryOptions(input));
}
