import { useId, useState } from 'react';
import type { ConsoleStore } from '@app/shared/console/console.schemas';
import { readChosenStoreId, saveChosenStoreId } from '../lib/session';

/** The store an owner's page is about: the one last chosen, else the first. */
export function useChosenStore(stores: readonly ConsoleStore[]) {
  const [chosenId, setChosenId] = useState(readChosenStoreId);
  const store = stores.find((candidate) => candidate.id === chosenId) ?? stores[0] ?? null;
  const choose = (storeId: number) => {
    saveChosenStoreId(storeId);
    setChosenId(storeId);
  };
  return { store, choose };
}

/** A labelled store select, shown when the owner has more than one store. */
export function StorePicker({
  stores,
  value,
  onChange,
}: {
  stores: readonly ConsoleStore[];
  value: number | undefined;
  onChange: (storeId: number) => void;
}) {
  const id = useId();
  if (stores.length < 2) return null;
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm text-muted">
        Store
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(Number(event.target.value))}
        className="max-w-56 rounded-md border border-line px-2 py-1.5 text-sm"
      >
        {stores.map((store) => (
          <option key={store.id} value={store.id}>
            {store.name}
          </option>
        ))}
      </select>
    </div>
  );
}
