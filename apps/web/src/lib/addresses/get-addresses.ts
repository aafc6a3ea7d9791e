import type { Address } from '@app/shared/addresses/addresses.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPost, type ApiSuccess } from '../api-client';

export interface AddressesInput {
  token: string;
  user_id: number;
}

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
