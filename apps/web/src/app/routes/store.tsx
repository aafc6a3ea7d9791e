import { useParams } from 'react-router';
import { StoreMenuScreen } from '../../features/catalog/components/store-menu-screen';

/** `/stores/:restaurant`: the store menu (restaurant is the slug). */
export function Component() {
  const { restaurant = '' } = useParams();
  return <StoreMenuScreen key={restaurant} slug={restaurant} />;
}
