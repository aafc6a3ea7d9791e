import { useDeferredValue, useId, useState } from 'react';
import type { ConsoleStore } from '@app/shared/console/console.schemas';
import { useStoreOpenStatus } from '../../../components/store-hours/store-open-status';
import { Button, ErrorNote, Switch } from '../../../components/ui';
import { errorMessage } from '../../../lib/console-api';
import { useMoney } from '../../../lib/use-money';
import {
  useSetItemAvailability,
  useSetItemStock,
  useStoreItems,
  useUpdateItem,
} from '../api/store-items';
import { ItemEditor } from './item-editor';
import { StockField } from './stock-field';
import { useSetAutoAccept, useToggleStore } from '../api/update-store';
import { filterItems, groupItemsByCategory } from '../lib/menu';

/** Open or closed, auto-accept, and the menu with an available / sold-out switch per item. */
export function StoreSettings({ store }: { store: ConsoleStore }) {
  const toggleStore = useToggleStore();
  const setAutoAccept = useSetAutoAccept();
  const error = toggleStore.error ?? setAutoAccept.error;
  const status = useStoreOpenStatus(store);

  return (
    <div className="grid gap-6 p-4 lg:grid-cols-[20rem_1fr]">
      <section
        aria-labelledby="store-status"
        className="space-y-2 rounded-lg border border-line p-4"
      >
        <h2 id="store-status" className="font-semibold">
          Store
        </h2>
        <Switch
          label="Open for orders"
          description={status.description}
          checked={
            toggleStore.isPending
              ? (toggleStore.variables?.isActive ?? store.is_active)
              : store.is_active
          }
          disabled={toggleStore.isPending}
          onChange={(isActive) => toggleStore.mutate({ storeId: store.id, isActive })}
        />
        <Switch
          label="Auto-accept orders"
          description="New orders go straight to Preparing."
          checked={
            setAutoAccept.isPending
              ? (setAutoAccept.variables?.autoAccept ?? store.auto_accept_orders)
              : store.auto_accept_orders
          }
          disabled={setAutoAccept.isPending}
          onChange={(autoAccept) => setAutoAccept.mutate({ storeId: store.id, autoAccept })}
        />
        {error ? <ErrorNote>{errorMessage(error)}</ErrorNote> : null}
      </section>
      <StoreMenu storeId={store.id} isGrocery={store.module === 'grocery'} />
    </div>
  );
}

function StoreMenu({ storeId, isGrocery }: { storeId: number; isGrocery: boolean }) {
  const formatMoney = useMoney();
  const items = useStoreItems({ storeId });
  const setAvailability = useSetItemAvailability({ storeId });
  const setStock = useSetItemStock({ storeId });
  const updateItem = useUpdateItem({ storeId });
  const [editing, setEditing] = useState<number | null>(null);
  const [search, setSearch] = useState('');
  const deferredSearch = useDeferredValue(search);
  const searchId = useId();

  const visible = filterItems(items.data ?? [], deferredSearch);
  const groups = groupItemsByCategory(visible);
  // Switched off, or (grocery) none left on the shelf: customers cannot order either.
  const soldOut = (items.data ?? []).filter(
    (item) => !item.is_available || item.stock_count === 0,
  ).length;

  return (
    <section aria-labelledby="store-menu" className="min-w-0 rounded-lg border border-line p-4">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 id="store-menu" className="font-semibold">
          Menu{' '}
          {items.data ? (
            <span className="text-sm font-normal text-muted">
              {items.data.length} items, {soldOut} sold out
            </span>
          ) : null}
        </h2>
        <label htmlFor={searchId} className="sr-only">
          Search the menu
        </label>
        <input
          id={searchId}
          type="search"
          placeholder="Search the menu"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          className="w-full rounded-md border border-line px-3 py-2 text-sm sm:w-64"
        />
      </div>
      {setAvailability.isError ? (
        <ErrorNote>{errorMessage(setAvailability.error)}</ErrorNote>
      ) : null}
      {setStock.isError ? <ErrorNote>{errorMessage(setStock.error)}</ErrorNote> : null}
      {items.isPending ? <p className="text-muted">Loading the menu…</p> : null}
      {items.isError ? <ErrorNote>{errorMessage(items.error)}</ErrorNote> : null}
      {items.data && visible.length === 0 ? (
        <p className="text-sm text-muted">No item matches “{deferredSearch}”.</p>
      ) : null}
      {groups.map(([category, list]) => (
        <div key={category} className="mt-3">
          <h3 className="text-xs font-semibold tracking-wide text-muted uppercase">{category}</h3>
          <ul className="divide-y divide-line">
            {list.map((item) => {
              const isPending =
                setAvailability.isPending && setAvailability.variables?.itemId === item.id;
              const isAvailable = isPending
                ? (setAvailability.variables?.isAvailable ?? item.is_available)
                : item.is_available;
              return (
                <li key={item.id}>
                  <Switch
                    label={item.name}
                    description={
                      <>
                        {item.pack ? `${item.pack} · ` : ''}
                        {formatMoney(item.price)}
                        {item.mrp !== null && item.mrp > item.price
                          ? ` (MRP ${formatMoney(item.mrp)})`
                          : ''}
                        {item.max_per_order !== null ? ` · max ${item.max_per_order}` : ''} ·{' '}
                        <span
                          className={
                            isAvailable && item.stock_count !== 0
                              ? ''
                              : 'font-semibold text-red-800'
                          }
                        >
                          {!isAvailable
                            ? 'Sold out'
                            : item.stock_count === 0
                              ? 'Out of stock'
                              : 'Available'}
                        </span>
                      </>
                    }
                    checked={isAvailable}
                    disabled={isPending}
                    onChange={(next) =>
                      setAvailability.mutate({ itemId: item.id, isAvailable: next })
                    }
                  />
                  {editing === item.id ? (
                    <ItemEditor
                      item={item}
                      isGrocery={isGrocery}
                      isPending={updateItem.isPending}
                      error={updateItem.isError ? errorMessage(updateItem.error) : null}
                      onCancel={() => setEditing(null)}
                      onSave={(edit) =>
                        updateItem.mutate(edit, { onSuccess: () => setEditing(null) })
                      }
                    />
                  ) : (
                    <Button
                      className="mb-2 min-h-8"
                      aria-label={`Edit ${item.name}`}
                      onClick={() => {
                        updateItem.reset();
                        setEditing(item.id);
                      }}
                    >
                      Edit price{isGrocery ? ', MRP and pack' : ''}
                    </Button>
                  )}
                  {isGrocery ? (
                    <StockField
                      // A saved count resets the field to what the server answered.
                      key={`${item.id}-${item.stock_count}`}
                      item={item}
                      isPending={setStock.isPending && setStock.variables?.itemId === item.id}
                      onSave={(stockCount) => setStock.mutate({ itemId: item.id, stockCount })}
                    />
                  ) : null}
                </li>
              );
            })}
          </ul>
        </div>
      ))}
    </section>
  );
}
