import { useParams } from 'react-router';
import { StoreItemScreen } from '../../features/catalog/components/store-item-screen';

/** `/stores/:restaurant/:id`: one item of a store. */
export function Component() {
  const { id = '' } = useParams();
  return <StoreItemScreen key={id} itemId={Number(id)} />;
}
