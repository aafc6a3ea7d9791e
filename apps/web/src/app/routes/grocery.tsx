import { GroceryHomeScreen } from '../../features/grocery/components/grocery-home-screen';

/** `/grocery`: the grocery home. */
export function Component() {
  return <GroceryHomeScreen />;
}
