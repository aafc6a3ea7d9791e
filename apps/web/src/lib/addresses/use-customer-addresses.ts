import type { Address } from '@app/shared/addresses/addresses.schemas';
import { useLoggedInUser } from '../session/user-store';
import { useQuery } from '@tanstack/react-query';
import { getAddressesQueryOptions } from './get-addresses';

/** The customer's saved addresses, and the default one (else the first). */
export function useCustomerAddresses() {
  const user = useLoggedInUser();
  const query = useQuery({
    ...getAddressesQueryOptions({ token: user?.auth_token ?? '', user_id: user?.id ?? 0 }),
    enabled: user !== null,
  });
  const addresses: Address[] = query.data ?? [];
  const defaultAddress = addresses.find((address) => address.is_default) ?? addresses[0] ?? null;
  return { query, addresses, defaultAddress };
}
