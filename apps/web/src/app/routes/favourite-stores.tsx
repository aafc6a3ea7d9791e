import { FavouriteStoresScreen } from '../../features/favorites/components/favourite-stores-screen';

/** `/my-favorite-stores`. */
export function Component() {
  return <FavouriteStoresScreen />;
}
