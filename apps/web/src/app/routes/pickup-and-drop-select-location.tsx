import { SelectLocationScreen } from '../../features/pickup-drop/components/select-location-screen';

/** `/pickup-and-drop/select-location/{address_type}`. */
export function Component() {
  return <SelectLocationScreen />;
}
