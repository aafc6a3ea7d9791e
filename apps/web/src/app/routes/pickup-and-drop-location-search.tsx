import { LocationSearchScreen } from '../../features/pickup-drop/components/location-search-screen';

/** `/pickup-and-drop/location-search/{address_type}`. */
export function Component() {
  return <LocationSearchScreen />;
}
