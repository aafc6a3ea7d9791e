import { FavoriteStoresScreen } from '../../features/favorites/components/favorite-stores-screen';

/** `/my-favorite-stores`. */
export function Component() {
  return <FavoriteStoresScreen />;
}
