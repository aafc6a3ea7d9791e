import { useId, useState } from 'react';
import { MenuEditor } from '../../components/menu/menu-editor';
import { Page } from '../../components/page';
import type { ConsoleSession } from '../../lib/session';

/** The owner's menus: one store at a time, a picker when they run several. */
export default function Route({ session }: { session: ConsoleSession }) {
  const pickerId = useId();
  const [storeId, setStoreId] = useState<number | null>(session.stores[0]?.id ?? null);
  const picker =
    session.stores.length > 1 ? (
      <div className="flex items-center gap-2">
        <label htmlFor={pickerId} className="text-sm font-medium">
          Store
        </label>
        <select
          id={pickerId}
          value={storeId ?? ''}
          onChange={(event) => setStoreId(Number(event.target.value))}
          className="rounded-md border border-line px-2 py-1 text-sm"
        >
          {session.stores.map((store) => (
            <option key={store.id} value={store.id}>
              {store.name}
            </option>
          ))}
        </select>
      </div>
    ) : null;
  return (
    <Page title="Menu" actions={picker}>
      {storeId === null ? (
        <p>No store is linked to your account yet. Ask the marketplace to link one.</p>
      ) : (
        <MenuEditor key={storeId} storeId={storeId} />
      )}
    </Page>
  );
}
