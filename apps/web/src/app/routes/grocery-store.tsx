import { useParams } from 'react-router';
import { GroceryStoreScreen } from '../../features/grocery/components/grocery-store-screen';

/** `/grocery/:restaurant/menu/:id`: a grocery store (slug) opened at a category (0: the first). */
export function Component() {
  const { restaurant = '', id = '0' } = useParams();
  return <GroceryStoreScreen key={restaurant} slug={restaurant} categoryId={Number(id) || 0} />;
}
