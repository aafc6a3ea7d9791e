import { Route as Path, Routes, useParams } from 'react-router';
import { StoreCategories } from './components/store-categories';
import { StoreEditor } from './components/store-editor';
import { StoreList } from './components/store-list';
import { StoreMenu } from './components/store-menu';
import { StoreMissing } from './components/store-missing';
import { StorePayoutsPage } from './components/store-payouts';

function useStoreId(): number | null {
  const { storeId } = useParams();
  const id = Number(storeId);
  return Number.isInteger(id) && id > 0 ? id : null;
}

function EditStore() {
  const storeId = useStoreId();
  return storeId === null ? <StoreMissing /> : <StoreEditor storeId={storeId} />;
}

function MenuOfStore() {
  const storeId = useStoreId();
  return storeId === null ? <StoreMissing /> : <StoreMenu storeId={storeId} />;
}

function PayoutsOfStore() {
  const storeId = useStoreId();
  return storeId === null ? <StoreMissing /> : <StorePayoutsPage storeId={storeId} />;
}

/**
 * The admin's stores (area `stores`): the paged list, a store's editor (/stores/new,
 * /stores/:id), its menu with CSV import and export (/stores/:id/menu), its payouts
 * (/stores/:id/payouts), store categories.
 */
export default function Route() {
  return (
    <Routes>
      <Path index element={<StoreList />} />
      <Path path="new" element={<StoreEditor storeId={null} />} />
      <Path path="categories" element={<StoreCategories />} />
      <Path path=":storeId" element={<EditStore />} />
      <Path path=":storeId/menu" element={<MenuOfStore />} />
      <Path path=":storeId/payouts" element={<PayoutsOfStore />} />
    </Routes>
  );
}
