import { MyLocationForm } from '../../features/location/components/my-location-form';

export function Component() {
  return <MyLocationForm />;
}
