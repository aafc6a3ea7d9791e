import { SearchLocationScreen } from '../../features/location/components/search-location-screen';

export function Component() {
  return <SearchLocationScreen />;
}
