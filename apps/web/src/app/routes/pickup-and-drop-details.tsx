import { DetailsScreen } from '../../features/pickup-drop/components/details-screen';

/** `/pickup-and-drop/details`. */
export function Component() {
  return <DetailsScreen />;
}
