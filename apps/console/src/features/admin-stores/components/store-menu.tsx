import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { MenuEditor } from '../../../components/menu/menu-editor';
import { Page } from '../../../components/page';
import { menuQueryKey, useStoreMenu } from '../../../lib/menu-api';
import { ItemImport } from './item-import';

/** The admin's view of one store's menu: the editor the owner has, plus CSV import and export. */
export function StoreMenu({ storeId }: { storeId: number }) {
  const queryClient = useQueryClient();
  const menu = useStoreMenu(storeId);
  return (
    <Page
      title={`Menu: ${menu.data?.store.name ?? '…'}`}
      actions={
        <>
          <Link
            to="/stores"
            className="rounded-md border border-line px-3 py-2 text-sm font-semibold"
          >
            All stores
          </Link>
          <Link
            to={`/stores/${storeId}`}
            className="rounded-md border border-line px-3 py-2 text-sm font-semibold"
          >
            Store details
          </Link>
        </>
      }
    >
      <ItemImport
        storeId={storeId}
        onImported={() => void queryClient.invalidateQueries({ queryKey: menuQueryKey(storeId) })}
      />
      <MenuEditor storeId={storeId} />
    </Page>
  );
}
