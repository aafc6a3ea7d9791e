import { StopsScreen } from '../../features/pickup-drop/components/stops-screen';

/** `/pickup-and-drop/search-location`. */
export function Component() {
  return <StopsScreen />;
}
