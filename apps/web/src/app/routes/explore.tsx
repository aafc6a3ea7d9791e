import { ExploreScreen } from '../../features/catalog/components/explore-screen';

/** `/explore`: search, the target of the search prompt. */
export function Component() {
  return <ExploreScreen />;
}
