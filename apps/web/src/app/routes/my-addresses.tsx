import { AddressesScreen } from '../../features/addresses/components/addresses-screen';

/** `/my-addresses`. */
export function Component() {
  return <AddressesScreen />;
}
